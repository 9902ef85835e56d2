import { n as CONSENT_TEXTS } from "./messages-CjVDmR-p.js";
// ../contracts/src/forms/consent.ts
/** Identifiers of the visitor forms; also the `form` recorded with each consent. */
var FORM_IDS = {
	contact: "contact",
	propertyContact: "property-contact",
	advisorConsent: "advisor-consent",
	promoteProperty: "promote-property",
	workWithUs: "work-with-us",
	pqrs: "pqrs",
	maintenance: "maintenance"
};
/** Version and address of the personal-data policy the consent texts refer to. */
var DATA_POLICY = {
	version: "2026-11",
	url: "/politica-de-datos/",
	effectiveDate: "2026-11-01"
};
/** Every purpose a form can ask consent for (Decreto 1377 art. 5: each specific purpose is named). */
var CONSENT_PURPOSES = {
	contacto: "Responder tu solicitud y contactarte en relación con ella",
	asesoria_inmueble: "Enviarte información y asesoría sobre el inmueble consultado",
	contacto_asesor: "Que un asesor te contacte por llamada o WhatsApp sobre el inmueble consultado",
	promocion_inmueble: "Evaluar tu inmueble y contactarte para promocionarlo en arriendo o venta",
	seleccion_personal: "Evaluar tu hoja de vida y contactarte en nuestros procesos de selección",
	tramite_pqrs: "Radicar, tramitar y responder tu petición, queja, reclamo o sugerencia",
	tramite_mantenimiento: "Gestionar tu solicitud de mantenimiento o reparación y enviarte su resumen"
};
function defineConsent(formId, purposeIds, text = CONSENT_TEXTS.generic, note) {
	return {
		formId,
		policyVersion: DATA_POLICY.version,
		policyUrl: DATA_POLICY.url,
		text,
		purposes: purposeIds.map((id) => ({
			id,
			label: CONSENT_PURPOSES[id]
		})),
		...note ? { note } : {}
	};
}
var CONTACT_CONSENT = defineConsent(FORM_IDS.contact, ["contacto"]);
var PROPERTY_CONTACT_CONSENT = defineConsent(FORM_IDS.propertyContact, ["contacto", "asesoria_inmueble"]);
var ADVISOR_CONSENT = defineConsent(FORM_IDS.advisorConsent, ["contacto_asesor"]);
var PROMOTE_PROPERTY_CONSENT = defineConsent(FORM_IDS.promoteProperty, ["contacto", "promocion_inmueble"]);
var WORK_WITH_US_CONSENT = defineConsent(FORM_IDS.workWithUs, ["seleccion_personal"], CONSENT_TEXTS.generic, "Los datos sensibles que incluyas en tu hoja de vida (por ejemplo, tu foto o datos de salud) son opcionales; no estás obligado a entregarlos.");
var PQRS_CONSENT = defineConsent(FORM_IDS.pqrs, ["tramite_pqrs"], CONSENT_TEXTS.pqrs);
var MAINTENANCE_CONSENT = defineConsent(FORM_IDS.maintenance, ["tramite_mantenimiento"], CONSENT_TEXTS.generic, "Las fotos y videos que cargues deben mostrar solo el daño; evita incluir personas.");
/** Consent definition of each form, by form id (the gateway records it with the request). */
var CONSENTS = {
	[FORM_IDS.contact]: CONTACT_CONSENT,
	[FORM_IDS.propertyContact]: PROPERTY_CONTACT_CONSENT,
	[FORM_IDS.advisorConsent]: ADVISOR_CONSENT,
	[FORM_IDS.promoteProperty]: PROMOTE_PROPERTY_CONSENT,
	[FORM_IDS.workWithUs]: WORK_WITH_US_CONSENT,
	[FORM_IDS.pqrs]: PQRS_CONSENT,
	[FORM_IDS.maintenance]: MAINTENANCE_CONSENT
};
export { DATA_POLICY as a, PQRS_CONSENT as c, WORK_WITH_US_CONSENT as d, CONTACT_CONSENT as i, PROMOTE_PROPERTY_CONSENT as l, CONSENTS as n, FORM_IDS as o, CONSENT_PURPOSES as r, MAINTENANCE_CONSENT as s, ADVISOR_CONSENT as t, PROPERTY_CONTACT_CONSENT as u };
