import { PATHS } from '../domain/site-paths';
import { CONSENT_TEXTS } from '../messages';

/** Identifiers of the visitor forms; also the `form` recorded with each consent. */
export const FORM_IDS = {
  contact: 'contact',
  propertyContact: 'property-contact',
  advisorConsent: 'advisor-consent',
  promoteProperty: 'promote-property',
  workWithUs: 'work-with-us',
  pqrs: 'pqrs',
  maintenance: 'maintenance',
  searchAlert: 'search-alert',
} as const;

export type FormId = (typeof FORM_IDS)[keyof typeof FORM_IDS];

/** Version and address of the personal-data policy the consent texts refer to. */
export const DATA_POLICY = {
  version: '2026-11',
  url: PATHS.dataPolicy,
  effectiveDate: '2026-11-01',
} as const;

/** Every purpose a form can ask consent for (Decreto 1377 art. 5: each specific purpose is named). */
export const CONSENT_PURPOSES = {
  contacto: 'Responder tu solicitud y contactarte en relación con ella',
  asesoria_inmueble: 'Enviarte información y asesoría sobre el inmueble consultado',
  contacto_asesor: 'Que un asesor te contacte por llamada o WhatsApp sobre el inmueble consultado',
  promocion_inmueble: 'Evaluar tu inmueble y contactarte para promocionarlo en arriendo o venta',
  seleccion_personal: 'Evaluar tu hoja de vida y contactarte en nuestros procesos de selección',
  tramite_pqrs: 'Radicar, tramitar y responder tu petición, queja, reclamo o sugerencia',
  tramite_mantenimiento: 'Gestionar tu solicitud de mantenimiento o reparación y enviarte su resumen',
  alertas_busqueda:
    'Enviarte por correo, con la frecuencia que elijas, los inmuebles nuevos o con menor precio que coincidan con tu búsqueda',
} as const;

export type ConsentPurposeId = keyof typeof CONSENT_PURPOSES;

export interface ConsentPurpose {
  readonly id: ConsentPurposeId;
  readonly label: string;
}

/** What the form shows and what the server records with the submission. */
export interface ConsentDefinition {
  readonly formId: FormId;
  readonly policyVersion: string;
  readonly policyUrl: string;
  /** Exact text shown next to the checkbox. */
  readonly text: string;
  readonly purposes: readonly ConsentPurpose[];
  /** Extra note shown under the checkbox (e.g. sensitive data is optional). */
  readonly note?: string;
}

function defineConsent(
  formId: FormId,
  purposeIds: readonly ConsentPurposeId[],
  text: string = CONSENT_TEXTS.generic,
  note?: string,
): ConsentDefinition {
  return {
    formId,
    policyVersion: DATA_POLICY.version,
    policyUrl: DATA_POLICY.url,
    text,
    purposes: purposeIds.map((id) => ({ id, label: CONSENT_PURPOSES[id] })),
    ...(note ? { note } : {}),
  };
}

export const CONTACT_CONSENT = defineConsent(FORM_IDS.contact, ['contacto']);
export const PROPERTY_CONTACT_CONSENT = defineConsent(FORM_IDS.propertyContact, [
  'contacto',
  'asesoria_inmueble',
]);
export const ADVISOR_CONSENT = defineConsent(FORM_IDS.advisorConsent, ['contacto_asesor']);
export const PROMOTE_PROPERTY_CONSENT = defineConsent(FORM_IDS.promoteProperty, [
  'contacto',
  'promocion_inmueble',
]);
export const WORK_WITH_US_CONSENT = defineConsent(
  FORM_IDS.workWithUs,
  ['seleccion_personal'],
  CONSENT_TEXTS.generic,
  'Los datos sensibles que incluyas en tu hoja de vida (por ejemplo, tu foto o datos de salud) son opcionales; no estás obligado a entregarlos.',
);
export const PQRS_CONSENT = defineConsent(FORM_IDS.pqrs, ['tramite_pqrs'], CONSENT_TEXTS.pqrs);
export const MAINTENANCE_CONSENT = defineConsent(
  FORM_IDS.maintenance,
  ['tramite_mantenimiento'],
  CONSENT_TEXTS.generic,
  'Las fotos y videos que cargues deben mostrar solo el daño; evita incluir personas.',
);

export const SEARCH_ALERT_CONSENT = defineConsent(FORM_IDS.searchAlert, ['alertas_busqueda']);

/** Consent definition of each form, by form id (the gateway records it with the request). */
export const CONSENTS: Readonly<Record<FormId, ConsentDefinition>> = {
  [FORM_IDS.contact]: CONTACT_CONSENT,
  [FORM_IDS.propertyContact]: PROPERTY_CONTACT_CONSENT,
  [FORM_IDS.advisorConsent]: ADVISOR_CONSENT,
  [FORM_IDS.promoteProperty]: PROMOTE_PROPERTY_CONSENT,
  [FORM_IDS.workWithUs]: WORK_WITH_US_CONSENT,
  [FORM_IDS.pqrs]: PQRS_CONSENT,
  [FORM_IDS.maintenance]: MAINTENANCE_CONSENT,
  [FORM_IDS.searchAlert]: SEARCH_ALERT_CONSENT,
};
