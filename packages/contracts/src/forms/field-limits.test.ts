import type { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { maxLengthMessage } from '../messages';
import { advisorConsentRequestSchema } from './advisor-consent.schema';
import { contactRequestSchema } from './contact.schema';
import { COLOMBIAN_PHONE_MAX_LENGTH, FIELD_LIMITS } from './field-limits';
import { maintenanceRequestSchema } from './maintenance.schema';
import { pqrsRequestSchema } from './pqrs.schema';
import { promotePropertyRequestSchema } from './promote-property.schema';
import { propertyContactRequestSchema } from './property-contact.schema';
import { searchAlertRequestSchema } from './search-alert.schema';
import { fieldErrors } from './test-helpers';
import { workWithUsRequestSchema } from './work-with-us.schema';

const SCHEMAS = {
  contact: contactRequestSchema,
  propertyContact: propertyContactRequestSchema,
  advisorConsent: advisorConsentRequestSchema,
  promoteProperty: promotePropertyRequestSchema,
  workWithUs: workWithUsRequestSchema,
  pqrs: pqrsRequestSchema,
  maintenance: maintenanceRequestSchema,
  searchAlert: searchAlertRequestSchema,
} satisfies Record<keyof typeof FIELD_LIMITS, z.ZodType>;

/** A value of the field's kind, `length` characters long, valid but for its length. */
function valueOf(field: string, length: number): string {
  if (field === 'email') return `${'a'.repeat(length - 11)}@correo.com`;
  if (field === 'cellphone') return `3${'1'.repeat(length - 1)}`;
  if (field === 'valueArriving' || field === 'extension') return '1'.repeat(length);
  return 'A'.repeat(length);
}

const CASES = Object.entries(FIELD_LIMITS).flatMap(([form, limits]) => {
  const fields: [string, number][] = Object.entries(limits);
  // Every form but maintenance (its own country-code field) takes a Colombian number.
  if (form !== 'maintenance' && form !== 'searchAlert')
    fields.push(['cellphone', COLOMBIAN_PHONE_MAX_LENGTH]);
  return fields.map(([field, max]) => [form as keyof typeof FIELD_LIMITS, field, max] as const);
});

describe('FIELD_LIMITS', () => {
  it.each(CASES)("the %s schema's %s takes %i characters and refuses one more", (form, field, max) => {
    const schema = SCHEMAS[form];
    expect(fieldErrors(schema, { [field]: valueOf(field, max) })[field]).toBeUndefined();
    const tooLong = fieldErrors(schema, { [field]: valueOf(field, max + 1) })[field];
    expect(tooLong).toBe(maxLengthMessage(max));
  });
});

describe("the spec's maximum lengths (§ Validation: name 50, phone 10, email 50, address 50, extension 10; advisor name 100; about you 200; a property's contact message 200; PQRS message 180; maintenance description 2500)", () => {
  it('are the limits the forms and schemas take', () => {
    expect(COLOMBIAN_PHONE_MAX_LENGTH).toBe(10);
    for (const form of Object.values(FIELD_LIMITS).filter(
      (f) => 'fullname' in f && f !== FIELD_LIMITS.advisorConsent,
    ))
      expect(form).toMatchObject({ fullname: 50 });
    for (const form of Object.values(FIELD_LIMITS).filter(
      (f) => 'email' in f && f !== FIELD_LIMITS.searchAlert,
    ))
      expect(form).toMatchObject({ email: 50 });
    expect(FIELD_LIMITS.advisorConsent.fullname).toBe(100);
    expect(FIELD_LIMITS.promoteProperty).toMatchObject({ address: 50, aboutYou: 200 });
    expect(FIELD_LIMITS.workWithUs.aboutYou).toBe(200);
    expect(FIELD_LIMITS.propertyContact.message).toBe(200);
    expect(FIELD_LIMITS.pqrs.message).toBe(180);
    expect(FIELD_LIMITS.maintenance).toMatchObject({ address: 50, extension: 10, description: 2500 });
  });
});
