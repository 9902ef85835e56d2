// ../contracts/src/messages.ts
/**
* Every visitor-facing Spanish text shared by the web forms and the gateway.
* Strings quoted by the product spec are kept verbatim (including its accents and typos).
*/
/** Validation and form-flow messages (spec §5, §8). */
var FORM_MESSAGES = {
	required: "Este campo es obligatorio*",
	captchaRequired: "Por favor llena el Recaptcha",
	captchaError: "Recaptcha Error",
	captchaScriptError: "Hubo un problema al cargar el script de reCAPTCHA",
	success: "Envio exitoso",
	cvRequired: "Por favor, selecciona un archivo antes de enviar.",
	consentRequired: "Debes aceptar el tratamiento de datos personales para continuar.",
	invalidEmail: "Ingresa un correo electrónico válido.",
	invalidCharacters: "El texto contiene caracteres no permitidos.",
	digitsOnly: "Solo se permiten números.",
	invalidOption: "Selecciona una opción válida.",
	invalidCallingCode: "Ingresa un indicativo válido, por ejemplo +57.",
	invalidPropertyCode: "El código del inmueble no es válido.",
	honeypot: "No pudimos procesar la solicitud.",
	invalidForm: "Revisa los campos marcados e inténtalo de nuevo."
};
/** Spanish message for a text longer than its limit. */
function maxLengthMessage(max) {
	return `Máximo ${max} caracteres.`;
}
/** The §8 error catalogue: what each form shows when its server flow fails. */
var FORM_ERROR_MESSAGES = {
	customer: "Hubo un problema al crear o buscar el cliente. Por favor, inténtalo de nuevo más tarde.",
	record: "Hubo un problema al crear el registro. Por favor, inténtalo de nuevo más tarde.",
	workWithUs: "Hubo un problema al crear el work_whit_us. Por favor, inténtalo de nuevo más tarde.",
	pqrs: "Hubo un problema al registrar la pqrs. Por favor, intentalo de nuevo mas tarde.",
	maintenance: "Hubo un problema al crear el mantenimiento. Por favor, inténtalo de nuevo más tarde."
};
/** Generic client errors of §8. */
var CLIENT_ERROR_MESSAGES = {
	sendRequest: "Hubo un problema al enviar la solicitud",
	loadData: "Hubo un problema al cargar los datos",
	loadInitialData: "Hubo un problema al cargar los datos iniciales",
	filterData: "Hubo un problema al filtrar los datos",
	makeRequest: "Hubo un problema al hacer la solicitud",
	upload: "Error al subir el archivo"
};
/** Messages of the upload rules (spec §5); the oversize ones come from `fileTooLargeMessage`. */
var UPLOAD_MESSAGES = {
	tooManyFiles: "Solo se permiten hasta 10 archivos",
	notAllowedType: "Has intentado subir un archivo con un formato no permitido, solo se pueden subir archivos jpg,jpeg,pdf, docx y mp4",
	cvPdfOnly: "Solo se permiten archivos PDF para la hoja de vida.",
	cvTooManyFiles: "Solo se permiten hasta 3 archivos para la hoja de vida.",
	imageRequired: "Debes cargar al menos un archivo."
};
/** Where we suggest compressing a file that is over its limit. */
var COMPRESSION_LINKS = {
	image: "https://www.iloveimg.com/es/comprimir-imagen",
	pdf: "https://www.ilovepdf.com/es/comprimir_pdf",
	word: "https://www.ilovepdf.com/es/word_a_pdf",
	video: "https://www.freeconvert.com/es/video-compressor"
};
/** e.g. 'Has intentado subir un archivo que supera el límite de 1 MB. Puedes comprimirlo en https://…' */
function fileTooLargeMessage(kind, maxBytes) {
	return `Has intentado subir un archivo que supera el límite de ${Math.round(maxBytes / 1048576 * 10) / 10} MB. ${kind === "word" ? `Puedes convertirlo a PDF y comprimirlo en ${COMPRESSION_LINKS.word}` : `Puedes comprimirlo en ${COMPRESSION_LINKS[kind]}`}`;
}
/** Texts of the search, detail and export screens (spec §2, §8). */
var UI_MESSAGES = {
	noResults: "Sin resultados",
	loading: "Cargando...",
	loadingData: "Cargando datos...",
	dateNotAvailable: "Fecha no disponible",
	noImages: "No hay imágenes disponibles",
	noFavorites: "No tienes inmuebles favoritos guardados.",
	addFavorite: "Agregar a favoritos",
	removeFavorite: "Eliminar de favoritos"
};
/** 'No se encontró el inmueble: {codigo}' (1.5 s alert of the search by code). */
function propertyNotFoundMessage(codigo) {
	return `No se encontró el inmueble: ${codigo}`;
}
/** Consent wording. PQRS is quoted verbatim by the spec; the others are ours (see forms/consent.ts). */
var CONSENT_TEXTS = {
	pqrs: "Acepto el consentimiento para tratamiento de datos personales. Acepto el manual de políticas y procedimientos.",
	generic: "Autorizo de manera previa, expresa e informada el tratamiento de mis datos personales para las finalidades indicadas, conforme a la Política de Tratamiento de Datos Personales (Ley 1581 de 2012)."
};
/** Bodies of the gateway's error answers (ARCHITECTURE §5). */
var HTTP_ERROR_MESSAGES = {
	badRequest: "Revisa los campos marcados e inténtalo de nuevo.",
	notFound: "No encontramos lo que buscas.",
	payloadTooLarge: "El archivo o la solicitud supera el tamaño máximo permitido.",
	unsupportedMediaType: "El tipo de archivo no está permitido.",
	tooManyRequests: "Has enviado demasiadas solicitudes. Espera un momento e inténtalo de nuevo.",
	internal: "Hubo un problema al procesar la solicitud. Por favor, inténtalo de nuevo más tarde.",
	serviceUnavailable: "El servicio no está disponible en este momento. Por favor, inténtalo de nuevo más tarde."
};
export { HTTP_ERROR_MESSAGES as a, fileTooLargeMessage as c, FORM_MESSAGES as i, maxLengthMessage as l, CONSENT_TEXTS as n, UI_MESSAGES as o, FORM_ERROR_MESSAGES as r, UPLOAD_MESSAGES as s, CLIENT_ERROR_MESSAGES as t, propertyNotFoundMessage as u };
