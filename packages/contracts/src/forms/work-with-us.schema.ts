import { type z } from 'zod';
import {
  captchaField,
  colombianPhone,
  consentField,
  requestObject,
  requiredEmail,
  requiredUpperText,
} from './fields';
import { FIELD_LIMITS } from './field-limits';

const L = FIELD_LIMITS.workWithUs;

/** Text fields of 'Trabaja con nosotros'; the CV files travel as multipart parts (see CV_UPLOAD). */
export const workWithUsRequestSchema = requestObject({
  fullname: requiredUpperText(L.fullname),
  cellphone: colombianPhone(),
  email: requiredEmail(L.email),
  vacant: requiredUpperText(L.vacant),
  aboutYou: requiredUpperText(L.aboutYou),
  consent: consentField,
  captcha: captchaField(),
});

export type WorkWithUsRequestInput = z.input<typeof workWithUsRequestSchema>;
export type WorkWithUsRequest = z.output<typeof workWithUsRequestSchema>;
