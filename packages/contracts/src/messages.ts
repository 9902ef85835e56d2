/**
 * Every visitor-facing Spanish text shared by the web forms and the gateway.
 * Strings quoted by the product spec are kept verbatim (including its accents and typos).
 */

/** Validation and form-flow messages (spec §5, §8). */
export const FORM_MESSAGES = {
  required: 'Este campo es obligatorio*',
  captchaRequired: 'Por favor llena el Recaptcha',
  captchaError: 'Recaptcha Error',
  captchaScriptError: 'Hubo un problema al cargar el script de reCAPTCHA',
  success: 'Envio exitoso',
  cvRequired: 'Por favor, selecciona un archivo antes de enviar.',
  consentRequired: 'Debes aceptar el tratamiento de datos personales para continuar.',
  invalidEmail: 'Ingresa un correo electrónico válido.',
  invalidCharacters: 'El texto contiene caracteres no permitidos.',
  digitsOnly: 'Solo se permiten números.',
  invalidOption: 'Selecciona una opción válida.',
  invalidCallingCode: 'Ingresa un indicativo válido, por ejemplo +57.',
  invalidPropertyCode: 'El código del inmueble no es válido.',
  honeypot: 'No pudimos procesar la solicitud.',
  invalidForm: 'Revisa los campos marcados e inténtalo de nuevo.',
  invalidName: 'El nombre solo puede tener letras, espacios, apóstrofos y guiones.',
} as const;

/**
 * The search view's alert button (and the dialog's title): here, with the texts every page loads, because
 * the first page needs no other text of the alerts (domain/search-alerts.ts).
 */
export const SEARCH_ALERT_TITLE = 'Recibir alertas de esta búsqueda';

/** Spanish message for a text longer than its limit. */
export function maxLengthMessage(max: number): string {
  return `Máximo ${max} caracteres.`;
}

/** The §8 error catalogue: what each form shows when its server flow fails. */
export const FORM_ERROR_MESSAGES = {
  customer: 'Hubo un problema al crear o buscar el cliente. Por favor, inténtalo de nuevo más tarde.',
  record: 'Hubo un problema al crear el registro. Por favor, inténtalo de nuevo más tarde.',
  workWithUs: 'Hubo un problema al crear el work_whit_us. Por favor, inténtalo de nuevo más tarde.',
  pqrs: 'Hubo un problema al registrar la pqrs. Por favor, intentalo de nuevo mas tarde.',
  maintenance: 'Hubo un problema al crear el mantenimiento. Por favor, inténtalo de nuevo más tarde.',
} as const;

/** Generic client errors of §8. */
export const CLIENT_ERROR_MESSAGES = {
  sendRequest: 'Hubo un problema al enviar la solicitud',
  loadData: 'Hubo un problema al cargar los datos',
  loadInitialData: 'Hubo un problema al cargar los datos iniciales',
  filterData: 'Hubo un problema al filtrar los datos',
  makeRequest: 'Hubo un problema al hacer la solicitud',
  upload: 'Error al subir el archivo',
} as const;

/** Messages of the upload rules (spec §5); the oversize ones come from `fileTooLargeMessage`. */
export const UPLOAD_MESSAGES = {
  tooManyFiles: 'Solo se permiten hasta 10 archivos',
  notAllowedType:
    'Has intentado subir un archivo con un formato no permitido, solo se pueden subir archivos jpg,jpeg,pdf, docx y mp4',
  cvPdfOnly: 'Solo se permiten archivos PDF para la hoja de vida.',
  cvTooManyFiles: 'Solo se permiten hasta 3 archivos para la hoja de vida.',
  imageRequired: 'Debes cargar al menos un archivo.',
} as const;

/** Where we suggest compressing a file that is over its limit. */
export const COMPRESSION_LINKS = {
  image: 'https://www.iloveimg.com/es/comprimir-imagen',
  pdf: 'https://www.ilovepdf.com/es/comprimir_pdf',
  word: 'https://www.ilovepdf.com/es/word_a_pdf',
  video: 'https://www.freeconvert.com/es/video-compressor',
} as const;

export type FileKind = keyof typeof COMPRESSION_LINKS;

/** e.g. 'Has intentado subir un archivo que supera el límite de 1 MB. Puedes comprimirlo en https://…' */
export function fileTooLargeMessage(kind: FileKind, maxBytes: number): string {
  const mb = Math.round((maxBytes / (1024 * 1024)) * 10) / 10;
  const hint =
    kind === 'word'
      ? `Puedes convertirlo a PDF y comprimirlo en ${COMPRESSION_LINKS.word}`
      : `Puedes comprimirlo en ${COMPRESSION_LINKS[kind]}`;
  return `Has intentado subir un archivo que supera el límite de ${mb} MB. ${hint}`;
}

/** Texts of the search, detail and export screens (spec §2, §8). */
export const UI_MESSAGES = {
  noResults: 'Sin resultados',
  loading: 'Cargando...',
  loadingData: 'Cargando datos...',
  dateNotAvailable: 'Fecha no disponible',
  noImages: 'No hay imágenes disponibles',
  noFavorites: 'No tienes inmuebles favoritos guardados.',
  addFavorite: 'Agregar a favoritos',
  removeFavorite: 'Eliminar de favoritos',
} as const;

/** 'No se encontró el inmueble: {codigo}' (1.5 s alert of the search by code). */
export function propertyNotFoundMessage(codigo: string): string {
  return `No se encontró el inmueble: ${codigo}`;
}

/** Consent wording. PQRS is quoted verbatim by the spec; the others are ours (see forms/consent.ts). */
export const CONSENT_TEXTS = {
  pqrs: 'Acepto el consentimiento para tratamiento de datos personales. Acepto el manual de políticas y procedimientos.',
  generic:
    'Autorizo de manera previa, expresa e informada el tratamiento de mis datos personales para las finalidades indicadas, conforme a la Política de Tratamiento de Datos Personales (Ley 1581 de 2012).',
} as const;

/** Bodies of the gateway's error answers (ARCHITECTURE §5). */
export const HTTP_ERROR_MESSAGES = {
  badRequest: 'Revisa los campos marcados e inténtalo de nuevo.',
  notFound: 'No encontramos lo que buscas.',
  payloadTooLarge: 'El archivo o la solicitud supera el tamaño máximo permitido.',
  unsupportedMediaType: 'El tipo de archivo no está permitido.',
  tooManyRequests: 'Has enviado demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  internal: 'Hubo un problema al procesar la solicitud. Por favor, inténtalo de nuevo más tarde.',
  serviceUnavailable:
    'El servicio no está disponible en este momento. Por favor, inténtalo de nuevo más tarde.',
} as const;
