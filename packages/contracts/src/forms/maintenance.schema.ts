import { z } from 'zod';
import { FORM_MESSAGES, maxLengthMessage } from '../messages';
import { MAINTENANCE_CATEGORY_IDS } from '../lookups/categories';
import { MAINTENANCE_DOCUMENT_TYPE_IDS } from '../lookups/document-types';
import { CALLING_CODE_SHAPE } from '../lookups/countries';
import { HEADQUARTER_IDS } from '../lookups/headquarters';
import {
  captchaField,
  consentField,
  documentNumberField,
  requestObject,
  requiredEmail,
  requiredUpperText,
  selectId,
  selectOption,
} from './fields';
import { checkDocumentNumber } from './document-number';
import { checkPhoneForCallingCode, internationalPhoneDigits } from './phone-international';
import { FIELD_LIMITS } from './field-limits';

const L = FIELD_LIMITS.maintenance;

/**
 * 'Formulario Mantenimientos y Reparaciones' text fields; images travel as multipart parts
 * (see MAINTENANCE_UPLOAD). The document number is digits, with its type's length (DOCUMENT_NUMBER_RULES).
 */
export const maintenanceRequestSchema = requestObject({
  idHeadquarter: selectId(HEADQUARTER_IDS),
  documentType: selectOption(MAINTENANCE_DOCUMENT_TYPE_IDS),
  document: documentNumberField(),
  fullname: requiredUpperText(L.fullname),
  /** Country calling code such as '+57' or '+1-809'. */
  extension: z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, FORM_MESSAGES.required)
    .max(L.extension, maxLengthMessage(L.extension))
    .regex(CALLING_CODE_SHAPE, FORM_MESSAGES.invalidCallingCode)
    .transform((v) => (v.startsWith('+') ? v : `+${v}`)),
  cellphone: internationalPhoneDigits(),
  email: requiredEmail(L.email),
  address: requiredUpperText(L.address),
  idCategory: selectId(MAINTENANCE_CATEGORY_IDS),
  description: requiredUpperText(L.description),
  consent: consentField,
  captcha: captchaField(FORM_MESSAGES.captchaError),
})
  // Each document type has its rule, and the number follows the chosen country's plan; checked even
  // while other fields are still empty, so the form shows every problem at once.
  .superRefine(
    (value, ctx) => {
      checkDocumentNumber(value, ctx);
      checkPhoneForCallingCode(value, ctx);
    },
    { when: () => true },
  );

export type MaintenanceRequestInput = z.input<typeof maintenanceRequestSchema>;
export type MaintenanceRequest = z.output<typeof maintenanceRequestSchema>;

/** The spec stores the maintenance cellphone as extension, a space, the number. */
export function maintenanceCellphone(request: Pick<MaintenanceRequest, 'extension' | 'cellphone'>): string {
  return `${request.extension} ${request.cellphone}`;
}

/**
 * A maintenance request the gateway accepts, as a multipart body's text fields (the captcha apart): what the
 * API tests, the upload benches and the container smoke send (a test keeps it valid).
 */
export const MAINTENANCE_SAMPLE_FIELDS = {
  idHeadquarter: '1',
  documentType: 'CC',
  document: '1020304050',
  fullname: 'Ana Gómez',
  extension: '+57',
  cellphone: '3001230002',
  email: 'ana@example.com',
  address: 'Calle 10 # 43-20',
  idCategory: '1',
  description: 'Gotera en la cocina',
  consent: 'true',
} as const satisfies Omit<Record<keyof MaintenanceRequestInput, string>, 'captcha'>;
