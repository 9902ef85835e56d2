import { z } from 'zod';
import { captchaField, colombianPhone, consentField, requiredEmail, requiredUpperText } from './fields';

/** Text fields of 'Trabaja con nosotros'; the CV files travel as multipart parts (see CV_UPLOAD). */
export const workWithUsRequestSchema = z.object({
  fullname: requiredUpperText(50),
  cellphone: colombianPhone(),
  email: requiredEmail(50),
  vacant: requiredUpperText(100),
  aboutYou: requiredUpperText(200),
  consent: consentField,
  captcha: captchaField(),
});

export type WorkWithUsRequestInput = z.input<typeof workWithUsRequestSchema>;
export type WorkWithUsRequest = z.output<typeof workWithUsRequestSchema>;
