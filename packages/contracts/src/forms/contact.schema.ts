import { z } from 'zod';
import { FORM_MESSAGES } from '../messages';
import {
  colombianPhone,
  consentField,
  optionalEmail,
  optionalText,
  personName,
  requestObject,
} from './fields';
import { FIELD_LIMITS } from './field-limits';

const L = FIELD_LIMITS.contact;

/**
 * Basic contact form (no captcha per the spec; rate-limited, and `website` is a hidden honeypot that
 * a person never fills). Its confirmation mail repeats only the name; the message goes to the agency.
 */
export const contactRequestSchema = requestObject({
  // Repeated in the confirmation mailed to the address typed (no captcha here): a name, nothing else.
  fullname: personName(L.fullname),
  cellphone: colombianPhone(),
  email: optionalEmail(L.email),
  message: optionalText(L.message, { uppercase: true }),
  consent: consentField,
  website: z.string({ error: FORM_MESSAGES.honeypot }).max(0, FORM_MESSAGES.honeypot).optional(),
});

export type ContactRequestInput = z.input<typeof contactRequestSchema>;
export type ContactRequest = z.output<typeof contactRequestSchema>;
