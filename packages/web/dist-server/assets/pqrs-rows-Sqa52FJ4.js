import { n as formatDateTimeEs, t as formatDateEs } from "./dates-C_Z5u-HR.js";
import { i as pqrsRecordSchema } from "./pqrs-access-hVSm6Qq7.js";
import { n as useQuery, t as queryOptions } from "./queryOptions-DNYw4X0d.js";
import { a as isApiError, n as apiGet } from "../entry-server.js";
// src/features/pqrs/api/get-pqrs.ts
/** GET /api/pqrs/:id?token=: the PQRS this browser filed (404 without its token). */
function getPqrs(id, token, signal) {
	return apiGet(`/pqrs/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`, {
		signal,
		schema: pqrsRecordSchema
	});
}
function pqrsQueryOptions(id, token) {
	return queryOptions({
		queryKey: [
			"pqrs",
			id,
			token
		],
		queryFn: ({ signal }) => getPqrs(id, token ?? "", signal),
		enabled: token !== null,
		retry: (count, error) => !(isApiError(error) && error.isClientError) && count < 3
	});
}
function usePqrs(id, token) {
	return useQuery(pqrsQueryOptions(id, token));
}
// src/features/pqrs/lib/pqrs-rows.ts
var PQRS_EXPORT_TITLE = "PETICIONES - QUEJAS - RECLAMOS - SUGERENCIAS";
var MISSING_DATE_LOG = "Los datos obtenidos de la API no contienen la fecha esperada.";
/** Registration date and time in Spanish, long month, 12-hour clock; 'Fecha no disponible' when missing. */
function pqrsRegisteredAt(record) {
	if (!record.registerDate) console.error(MISSING_DATE_LOG);
	return formatDateTimeEs(record.registerDate);
}
/** The export table of spec §2, section by section. */
function pqrsSections(record) {
	return [
		{
			title: "Información general",
			rows: [
				{
					label: "Fecha y hora de registro",
					value: pqrsRegisteredAt(record)
				},
				{
					label: "Área responsable",
					value: record.area.name
				},
				{
					label: "Estado",
					value: record.status.status
				},
				{
					label: "Número de radicado",
					value: record.radicado
				},
				{
					label: "Plazo de respuesta",
					value: record.responseDeadline ? `${formatDateEs(record.responseDeadline)} (15 días hábiles, Ley 1755 de 2015)` : "—"
				}
			]
		},
		{
			title: "Datos del solicitante",
			rows: [
				{
					label: "Nombre completo",
					value: record.fullname
				},
				{
					label: "Teléfono de contacto",
					value: record.cellphone
				},
				{
					label: "Documento",
					value: `${record.documentType}-${record.document}`
				},
				{
					label: "Correo electrónico",
					value: record.email
				}
			]
		},
		{
			title: "Solicitud",
			rows: [{
				label: "Mensaje",
				value: record.description
			}, {
				label: "Observaciones",
				value: record.observations || "Sin observaciones"
			}]
		}
	];
}
export { usePqrs as i, pqrsRegisteredAt as n, pqrsSections as r, PQRS_EXPORT_TITLE as t };
