import { describe, expect, it } from 'vitest';
import { CONSENT_TEXTS } from '../messages';
import { CONSENTS, DATA_POLICY, FORM_IDS, PQRS_CONSENT, WORK_WITH_US_CONSENT } from './consent';

describe('consent definitions', () => {
  it('exist for every form with the policy version, URL, text and at least one purpose', () => {
    for (const formId of Object.values(FORM_IDS)) {
      const consent = CONSENTS[formId];
      expect(consent.formId).toBe(formId);
      expect(consent.policyVersion).toBe(DATA_POLICY.version);
      expect(consent.policyUrl).toBe('/politica-de-datos/');
      expect(consent.text.length).toBeGreaterThan(20);
      expect(consent.purposes.length).toBeGreaterThan(0);
      for (const purpose of consent.purposes) expect(purpose.label).toMatch(/^[A-ZÁÉÍÓÚ]/);
    }
  });

  it('uses the exact PQRS wording of the spec', () => {
    expect(PQRS_CONSENT.text).toBe(
      'Acepto el consentimiento para tratamiento de datos personales. Acepto el manual de políticas y procedimientos.',
    );
    expect(CONSENTS['contact'].text).toBe(CONSENT_TEXTS.generic);
  });

  it('tells job applicants that sensitive data is optional (Ley 1581 art. 6)', () => {
    expect(WORK_WITH_US_CONSENT.note).toMatch(/sensibles.*opcionales/);
    expect(WORK_WITH_US_CONSENT.purposes.map((p) => p.id)).toEqual(['seleccion_personal']);
  });
});
