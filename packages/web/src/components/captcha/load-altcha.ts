// Types only: the altcha-widget JSX element and the $altcha global.
import type {} from 'altcha/types/react';

/** The widget's texts in the agency's Spanish (registered as language 'es-co'). */
export const ALTCHA_STRINGS_ES = {
  ariaLinkLabel: 'Altcha (sitio web oficial)',
  enterCode: 'Ingresa el código',
  enterCodeAria: 'Ingresa el código que escuchas. Presiona Espacio para reproducir el audio.',
  error: 'Falló la verificación. Por favor inténtalo de nuevo.',
  expired: 'La verificación expiró. Por favor inténtalo de nuevo.',
  footer: 'Protegido por ALTCHA',
  getAudioChallenge: 'Obtener un reto de audio',
  label: 'No soy un robot',
  loading: 'Cargando...',
  reload: 'Volver a cargar',
  verify: 'Verificar',
  verificationRequired: '¡Verificación requerida!',
  verified: 'Verificado',
  verifying: 'Verificando...',
  waitAlert: 'Verificando... por favor espera.',
} as const;

export const ALTCHA_LANGUAGE = 'es-co';

let loading: Promise<void> | undefined;

/**
 * Loads the ALTCHA web component on first use, so it stays out of the first page's JavaScript.
 * The "external" build keeps its CSS and proof-of-work worker in separate same-origin files
 * (no blob: workers or injected scripts), which the gateway's CSP allows.
 */
export function loadAltcha(): Promise<void> {
  loading ??= (async () => {
    const [, , { default: Pbkdf2Worker }] = await Promise.all([
      import('altcha/external'),
      import('altcha/altcha.css'),
      import('altcha/workers/pbkdf2?worker'),
    ]);
    globalThis.$altcha.algorithms.set('PBKDF2/SHA-256', () => new Pbkdf2Worker());
    globalThis.$altcha.i18n.set(ALTCHA_LANGUAGE, ALTCHA_STRINGS_ES);
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
