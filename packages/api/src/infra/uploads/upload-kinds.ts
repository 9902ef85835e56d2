import { CV_UPLOAD, MAINTENANCE_UPLOAD, type UploadRules } from '@inmo/contracts';

/** Every form that accepts files, with the spec's rules from contracts. */
export const UPLOAD_KINDS = {
  maintenance: MAINTENANCE_UPLOAD,
  cv: CV_UPLOAD,
} as const satisfies Record<string, UploadRules>;

export type UploadKind = keyof typeof UPLOAD_KINDS;

/** Server-side answers for malformed or abusive multipart bodies (the spec has no text for these). */
export const MULTIPART_MESSAGES = {
  unexpectedField: 'El archivo se envió en un campo no esperado.',
  fieldTooLong: 'Uno de los campos del formulario es demasiado largo.',
  tooManyFields: 'El formulario tiene demasiados campos.',
  malformed: 'No pudimos leer los archivos enviados. Por favor, inténtalo de nuevo.',
} as const;

/** Why an allowed type is refused anyway, when the visitor can fix it. */
export const UPLOAD_REFUSALS = {
  macros:
    'No aceptamos documentos de Word con macros. Guárdalo sin macros (como .docx o PDF) e inténtalo de nuevo.',
} as const;
