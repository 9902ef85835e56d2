import { z } from 'zod';
import { colombianPhone, consentField, propertyCodeField, requiredUpperText } from './fields';

/** The advisor card's small data-treatment form, shown before 'Contactar Asesor' opens the menu. */
export const advisorConsentRequestSchema = z.object({
  fullname: requiredUpperText(100),
  cellphone: colombianPhone(),
  propertyCode: propertyCodeField,
  consent: consentField,
});

export type AdvisorConsentRequestInput = z.input<typeof advisorConsentRequestSchema>;
export type AdvisorConsentRequest = z.output<typeof advisorConsentRequestSchema>;
