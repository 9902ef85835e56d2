import { type z } from 'zod';
import { colombianPhone, consentField, propertyCodeField, requestObject, requiredUpperText } from './fields';
import { FIELD_LIMITS } from './field-limits';

const L = FIELD_LIMITS.advisorConsent;

/** The advisor card's small data-treatment form, shown before 'Contactar Asesor' opens the menu. */
export const advisorConsentRequestSchema = requestObject({
  fullname: requiredUpperText(L.fullname),
  cellphone: colombianPhone(),
  propertyCode: propertyCodeField,
  consent: consentField,
});

export type AdvisorConsentRequestInput = z.input<typeof advisorConsentRequestSchema>;
export type AdvisorConsentRequest = z.output<typeof advisorConsentRequestSchema>;
