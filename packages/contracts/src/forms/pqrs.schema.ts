import { type z } from 'zod';
import { PQRS_AREA_IDS } from '../lookups/areas';
import { PQRS_DOCUMENT_TYPE_IDS } from '../lookups/document-types';
import {
  captchaField,
  colombianPhone,
  consentField,
  documentNumberField,
  requestObject,
  requiredEmail,
  requiredUpperText,
  selectId,
  selectOption,
} from './fields';
import { checkDocumentNumber } from './document-number';
import { FIELD_LIMITS } from './field-limits';

const L = FIELD_LIMITS.pqrs;

/** 'Formulario Peticiones Quejas y Reclamos'. */
export const pqrsRequestSchema = requestObject({
  idArea: selectId(PQRS_AREA_IDS),
  documentType: selectOption(PQRS_DOCUMENT_TYPE_IDS),
  document: documentNumberField(),
  fullname: requiredUpperText(L.fullname),
  cellphone: colombianPhone(),
  email: requiredEmail(L.email),
  message: requiredUpperText(L.message),
  consent: consentField,
  captcha: captchaField(),
}).superRefine(checkDocumentNumber, { when: () => true });

export type PqrsRequestInput = z.input<typeof pqrsRequestSchema>;
export type PqrsRequest = z.output<typeof pqrsRequestSchema>;
