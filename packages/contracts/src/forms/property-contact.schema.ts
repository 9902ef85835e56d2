import { type z } from 'zod';
import {
  captchaField,
  colombianPhone,
  consentField,
  propertyCodeField,
  requestObject,
  requiredEmail,
  requiredUpperText,
} from './fields';
import { FIELD_LIMITS } from './field-limits';

const L = FIELD_LIMITS.propertyContact;

/** Detail page form 'SOLICITA TU ASESORÍA' (contact_us with the property code). */
export const propertyContactRequestSchema = requestObject({
  fullname: requiredUpperText(L.fullname),
  cellphone: colombianPhone(),
  email: requiredEmail(L.email),
  message: requiredUpperText(L.message),
  propertyCode: propertyCodeField,
  consent: consentField,
  captcha: captchaField(),
});

export type PropertyContactRequestInput = z.input<typeof propertyContactRequestSchema>;
export type PropertyContactRequest = z.output<typeof propertyContactRequestSchema>;
