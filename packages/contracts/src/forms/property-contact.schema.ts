import { z } from 'zod';
import {
  captchaField,
  colombianPhone,
  consentField,
  propertyCodeField,
  requiredEmail,
  requiredUpperText,
} from './fields';

/** Detail page form 'SOLICITA TU ASESORÍA' (contact_us with the property code). */
export const propertyContactRequestSchema = z.object({
  fullname: requiredUpperText(50),
  cellphone: colombianPhone(),
  email: requiredEmail(50),
  message: requiredUpperText(200),
  propertyCode: propertyCodeField,
  consent: consentField,
  captcha: captchaField(),
});

export type PropertyContactRequestInput = z.input<typeof propertyContactRequestSchema>;
export type PropertyContactRequest = z.output<typeof propertyContactRequestSchema>;
