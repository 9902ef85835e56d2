import { z } from 'zod';
import { FORM_MESSAGES, maxLengthMessage } from '../messages';
import { MAINTENANCE_CATEGORY_IDS } from '../lookups/categories';
import { MAINTENANCE_DOCUMENT_TYPE_IDS } from '../lookups/document-types';
import { HEADQUARTER_IDS } from '../lookups/headquarters';
import {
  captchaField,
  consentField,
  requiredDigits,
  requiredEmail,
  requiredText,
  requiredUpperText,
  selectId,
  selectOption,
} from './fields';

/**
 * 'Formulario Mantenimientos y Reparaciones' text fields; images travel as multipart parts
 * (see MAINTENANCE_UPLOAD). Passports and permits carry letters, so the document is alphanumeric.
 */
export const maintenanceRequestSchema = z.object({
  idHeadquarter: selectId(HEADQUARTER_IDS),
  documentType: selectOption(MAINTENANCE_DOCUMENT_TYPE_IDS),
  document: requiredText(10)
    .regex(/^[0-9A-Za-z]+$/, 'Solo se permiten letras y números.')
    .transform((v) => v.toUpperCase()),
  fullname: requiredUpperText(50),
  /** Country calling code such as '+57' or '+1-809'. */
  extension: z
    .string({ error: FORM_MESSAGES.required })
    .trim()
    .min(1, FORM_MESSAGES.required)
    .max(10, maxLengthMessage(10))
    .regex(/^\+?\d+(-\d+)?$/, FORM_MESSAGES.invalidCallingCode)
    .transform((v) => (v.startsWith('+') ? v : `+${v}`)),
  cellphone: requiredDigits(10),
  email: requiredEmail(50),
  address: requiredUpperText(50),
  idCategory: selectId(MAINTENANCE_CATEGORY_IDS),
  description: requiredUpperText(2500),
  consent: consentField,
  captcha: captchaField(FORM_MESSAGES.captchaError),
});

export type MaintenanceRequestInput = z.input<typeof maintenanceRequestSchema>;
export type MaintenanceRequest = z.output<typeof maintenanceRequestSchema>;

/** The spec stores the maintenance cellphone as extension, a space, the number. */
export function maintenanceCellphone(request: Pick<MaintenanceRequest, 'extension' | 'cellphone'>): string {
  return `${request.extension} ${request.cellphone}`;
}
