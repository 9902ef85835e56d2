import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';

/**
 * Spanish answers for errors the framework raises on its own (its defaults are English). The ones the
 * browser also shows by itself (400/404/413/415/429/500/503) come from contracts, so both say the same.
 */
export const HTTP_MESSAGES: Readonly<Record<number, string>> = {
  400: HTTP_ERROR_MESSAGES.badRequest,
  401: 'No autorizado.',
  403: 'No tienes permiso para realizar esta acción.',
  404: HTTP_ERROR_MESSAGES.notFound,
  405: 'Método no permitido.',
  408: 'La solicitud tardó demasiado.',
  409: 'La solicitud entra en conflicto con el estado actual.',
  413: HTTP_ERROR_MESSAGES.payloadTooLarge,
  415: HTTP_ERROR_MESSAGES.unsupportedMediaType,
  416: 'La parte pedida del archivo no existe.',
  422: 'No pudimos procesar la solicitud.',
  429: HTTP_ERROR_MESSAGES.tooManyRequests,
  500: HTTP_ERROR_MESSAGES.internal,
  502: 'Un servicio externo no respondió correctamente. Por favor, inténtalo de nuevo más tarde.',
  503: HTTP_ERROR_MESSAGES.serviceUnavailable,
  504: 'Un servicio externo tardó demasiado en responder. Por favor, inténtalo de nuevo más tarde.',
};

export const INVALID_JSON_MESSAGE = 'El cuerpo de la solicitud no es un JSON válido.';
export const INVALID_ENCODING_MESSAGE =
  'El cuerpo de la solicitud dice estar comprimido, pero no pudimos descomprimirlo.';

export function messageForStatus(status: number): string {
  return HTTP_MESSAGES[status] ?? (status >= 500 ? HTTP_MESSAGES[500]! : HTTP_MESSAGES[400]!);
}

export type { ErrorBody, FieldError } from '@inmo/contracts';
