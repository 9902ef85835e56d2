// ../contracts/src/lookups/document-types.ts
/** Identity document types of the PQRS form (spec §3). */
var PQRS_DOCUMENT_TYPES = [
	{
		id: "CC",
		label: "Cédula de Ciudadanía"
	},
	{
		id: "CE",
		label: "Cédula de Extranjería"
	},
	{
		id: "PA",
		label: "Pasaporte"
	},
	{
		id: "NIT",
		label: "Número de Identificación Tributaria"
	}
];
/** Identity document types of the maintenance form (spec §3). */
var MAINTENANCE_DOCUMENT_TYPES = [
	{
		id: "CC",
		label: "Cédula de Ciudadanía"
	},
	{
		id: "CE",
		label: "Cédula de Extranjería"
	},
	{
		id: "NIT",
		label: "Número de Identificación Tributaria"
	},
	{
		id: "PAS",
		label: "Pasaporte"
	},
	{
		id: "PEP",
		label: "Permiso Especial de Permanencia"
	},
	{
		id: "PPT",
		label: "Permiso por Protección Temporal"
	}
];
var PQRS_DOCUMENT_TYPE_IDS = [
	"CC",
	"CE",
	"PA",
	"NIT"
];
var MAINTENANCE_DOCUMENT_TYPE_IDS = [
	"CC",
	"CE",
	"NIT",
	"PAS",
	"PEP",
	"PPT"
];
export { PQRS_DOCUMENT_TYPE_IDS as i, MAINTENANCE_DOCUMENT_TYPE_IDS as n, PQRS_DOCUMENT_TYPES as r, MAINTENANCE_DOCUMENT_TYPES as t };
