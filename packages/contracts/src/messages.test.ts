import { describe, expect, it } from 'vitest';
import {
  CONSENT_TEXTS,
  FORM_ERROR_MESSAGES,
  FORM_MESSAGES,
  fileTooLargeMessage,
  HTTP_ERROR_MESSAGES,
  maxLengthMessage,
  propertyNotFoundMessage,
  UI_MESSAGES,
  UPLOAD_MESSAGES,
} from './messages';

describe('messages', () => {
  it('keeps the spec strings verbatim', () => {
    expect(FORM_MESSAGES.required).toBe('Este campo es obligatorio*');
    expect(FORM_MESSAGES.captchaRequired).toBe('Por favor llena el Recaptcha');
    expect(FORM_MESSAGES.captchaError).toBe('Recaptcha Error');
    expect(FORM_MESSAGES.success).toBe('Envio exitoso');
    expect(FORM_MESSAGES.cvRequired).toBe('Por favor, selecciona un archivo antes de enviar.');
    expect(FORM_ERROR_MESSAGES.pqrs).toBe(
      'Hubo un problema al registrar la pqrs. Por favor, intentalo de nuevo mas tarde.',
    );
    expect(FORM_ERROR_MESSAGES.workWithUs).toBe(
      'Hubo un problema al crear el work_whit_us. Por favor, inténtalo de nuevo más tarde.',
    );
    expect(UPLOAD_MESSAGES.tooManyFiles).toBe('Solo se permiten hasta 10 archivos');
    expect(UI_MESSAGES.noResults).toBe('Sin resultados');
    expect(UI_MESSAGES.dateNotAvailable).toBe('Fecha no disponible');
    expect(UI_MESSAGES.noImages).toBe('No hay imágenes disponibles');
    expect(CONSENT_TEXTS.pqrs).toBe(
      'Acepto el consentimiento para tratamiento de datos personales. Acepto el manual de políticas y procedimientos.',
    );
    // The gateway answers its 400s and 404s with these, and the web falls back to them.
    expect(HTTP_ERROR_MESSAGES.badRequest).toBe('Revisa los campos marcados e inténtalo de nuevo.');
    expect(HTTP_ERROR_MESSAGES.notFound).toBe('No encontramos lo que buscas.');
    expect(HTTP_ERROR_MESSAGES.tooManyRequests).toBe(
      'Has enviado demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
    );
  });

  it('builds the parameterised messages', () => {
    expect(propertyNotFoundMessage('919-1')).toBe('No se encontró el inmueble: 919-1');
    expect(maxLengthMessage(180)).toBe('Máximo 180 caracteres.');
    expect(fileTooLargeMessage('pdf', 1024 * 1024)).toBe(
      'Has intentado subir un archivo que supera el límite de 1 MB. Puedes comprimirlo en https://www.ilovepdf.com/es/comprimir_pdf',
    );
    expect(fileTooLargeMessage('word', 1024 * 1024)).toContain('convertirlo a PDF');
  });
});
