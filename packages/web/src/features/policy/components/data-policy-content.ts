import { CONSENT_PURPOSES, CONSENTS, FORM_IDS, type FormId } from '@inmo/contracts';

/** What each form collects, in the policy's words; the purposes come from the consents the forms record. */
export const FORM_TREATMENTS: readonly {
  readonly form: FormId;
  readonly name: string;
  readonly data: string;
}[] = [
  {
    form: FORM_IDS.contact,
    name: 'Formulario de contacto',
    data: 'nombres y apellidos, celular, correo electrónico (opcional) y el mensaje que escribes.',
  },
  {
    form: FORM_IDS.propertyContact,
    name: 'Solicitud de asesoría sobre un inmueble («SOLICITA TU ASESORÍA»)',
    data: 'nombres y apellidos, celular, correo electrónico, mensaje y el código del inmueble consultado.',
  },
  {
    form: FORM_IDS.advisorConsent,
    name: 'Contacto con el asesor de un inmueble',
    data: 'nombres y apellidos, celular y el código del inmueble.',
  },
  {
    form: FORM_IDS.promoteProperty,
    name: 'Promociona tu inmueble',
    data: 'nombres y apellidos, celular, correo electrónico, tipo de inmueble, gestión deseada (arriendo o venta), valor aproximado, dirección, barrio, departamento, ciudad y la descripción que nos das sobre ti y tu inmueble.',
  },
  {
    form: FORM_IDS.workWithUs,
    name: 'Trabaja con nosotros',
    data: 'nombres y apellidos, celular, correo electrónico, vacante, la descripción que nos das sobre ti y tu hoja de vida con sus anexos (PDF).',
  },
  {
    form: FORM_IDS.pqrs,
    name: 'Peticiones, quejas, reclamos y sugerencias (PQRS)',
    data: 'tipo y número de documento, nombres y apellidos, celular, correo electrónico, área y el contenido de tu solicitud.',
  },
  {
    form: FORM_IDS.maintenance,
    name: 'Mantenimientos y reparaciones',
    data: 'sede, tipo y número de documento, nombres y apellidos, indicativo y celular, correo electrónico, dirección del inmueble, categoría, descripción del daño y las fotos, videos o documentos que cargues.',
  },
  {
    form: FORM_IDS.searchAlert,
    name: 'Alertas de búsqueda («Recibir alertas de esta búsqueda»)',
    data: 'correo electrónico, la búsqueda que quieres seguir (sus filtros y la zona del mapa) y la frecuencia que eliges.',
  },
];

export function purposesOf(form: FormId): string[] {
  return CONSENTS[form].purposes.map((p) => CONSENT_PURPOSES[p.id]);
}

/** Retention periods (Decreto 1377 art. 11: only as long as the purpose needs). */
export const RETENTION: readonly (readonly [string, string])[] = [
  [
    'Contacto, asesoría sobre inmuebles y contacto con asesores',
    'Dos (2) años desde tu último contacto con nosotros, salvo que inicies una relación comercial.',
  ],
  [
    'Promociona tu inmueble',
    'Dos (2) años desde la solicitud si no firmamos un contrato; si lo firmamos, mientras dure el contrato y diez (10) años más, como exige la conservación de documentos comerciales (Código de Comercio, art. 28).',
  ],
  [
    'Hojas de vida de personas no seleccionadas',
    'Seis (6) meses desde su recepción, para tenerte en cuenta en vacantes similares; luego se eliminan. Si eres seleccionado, pasan a tu historia laboral.',
  ],
  [
    'PQRS',
    'Cinco (5) años desde la respuesta definitiva, para atender requerimientos de autoridades de control.',
  ],
  [
    'Mantenimientos y reparaciones',
    'Mientras dure el contrato de arrendamiento o administración del inmueble y cinco (5) años más.',
  ],
  [
    'Alertas de búsqueda',
    'Mientras la alerta esté activa: la borramos en cuanto te das de baja o la eliminas (guardamos solo la prueba de tu autorización y de tu baja). Si no la confirmas a tiempo, la borramos junto con el registro de la solicitud y no te enviamos nada más.',
  ],
  [
    'Prueba de cada autorización',
    'Mientras tratemos tus datos y cinco (5) años más, para demostrar ante la Superintendencia de Industria y Comercio que contábamos con tu autorización.',
  ],
];
