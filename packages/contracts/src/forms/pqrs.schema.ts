import { z } from 'zod';
import { PQRS_AREA_IDS } from '../lookups/areas';
import { PQRS_DOCUMENT_TYPE_IDS } from '../lookups/document-types';
import {
  captchaField,
  consentField,
  requiredDigits,
  requiredEmail,
  requiredUpperText,
  selectId,
  selectOption,
} from './fields';

/** 'Formulario Peticiones Quejas y Reclamos'. */
export const pqrsRequestSchema = z.object({
  idArea: selectId(PQRS_AREA_IDS),
  documentType: selectOption(PQRS_DOCUMENT_TYPE_IDS),
  document: requiredDigits(10),
  fullname: requiredUpperText(50),
  cellphone: requiredDigits(10),
  email: requiredEmail(50),
  message: requiredUpperText(180),
  consent: consentField,
  captcha: captchaField(),
});

export type PqrsRequestInput = z.input<typeof pqrsRequestSchema>;
export type PqrsRequest = z.output<typeof pqrsRequestSchema>;
