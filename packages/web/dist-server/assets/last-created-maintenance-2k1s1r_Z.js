import { c as object, i as boolean, r as array, s as number, t as _enum, u as string } from "./zod-jitless-QdzRbR37.js";
// ../contracts/src/forms/maintenance-record.schema.ts
/** Answer of `POST /api/maintenance`: id, 25-character record number and the token to read it back. */
var maintenanceCreatedSchema = object({
	id: number().int().positive(),
	record: string().length(25),
	accessToken: string().min(20)
});
/** One uploaded file of a maintenance, served by `GET /api/maintenance/:id/files/:fileId?token=`. */
var maintenanceFileSchema = object({
	id: string(),
	name: string(),
	mime: string(),
	size: number().int().nonnegative(),
	kind: _enum([
		"image",
		"video",
		"pdf",
		"word"
	])
});
/** `GET /api/maintenance/:id?token=`: the maintenance of spec §3 with its customer data and files (url_img). */
var maintenanceRecordSchema = object({
	id: number().int().positive(),
	record: string(),
	registerDate: string().nullable(),
	headquarter: object({
		id: number().int(),
		headquarter: string()
	}),
	category: object({
		id: number().int(),
		category: string()
	}),
	status: object({ id: number().int() }),
	company: object({ id: number().int() }),
	finalized: boolean(),
	documentType: string(),
	document: string(),
	fullname: string(),
	/** Extension, a space, the number (spec §5). */
	cellphone: string(),
	email: string(),
	address: string(),
	description: string(),
	files: array(maintenanceFileSchema)
});
/** `GET /api/maintenance/:id/pdf/status?token=`: whether 'Descargar PDF' can be offered yet. */
var pdfStateSchema = object({ status: _enum([
	"pending",
	"done",
	"failed",
	"unavailable"
]) });
/** File name of the downloaded receipt (spec §7). */
function maintenancePdfName(id) {
	return `MANTENIMIENTO_${id}.pdf`;
}
// src/features/maintenance/lib/last-created-maintenance.ts
/** Spec §3: the id of the last maintenance created in this browser; its access token is kept beside it. */
var LAST_CREATED_MAINTENANCE_KEY = "lastCreatedMaintenance";
var LAST_CREATED_MAINTENANCE_TOKEN_KEY = "lastCreatedMaintenanceToken";
function saveLastCreatedMaintenance(id, token) {
	try {
		localStorage.setItem(LAST_CREATED_MAINTENANCE_KEY, String(id));
		localStorage.setItem(LAST_CREATED_MAINTENANCE_TOKEN_KEY, token);
	} catch {}
}
function readLastCreatedMaintenance() {
	try {
		const id = localStorage.getItem(LAST_CREATED_MAINTENANCE_KEY);
		const token = localStorage.getItem(LAST_CREATED_MAINTENANCE_TOKEN_KEY);
		return id && token ? {
			id,
			token
		} : null;
	} catch {
		return null;
	}
}
/** Whether the export page may open for `id` (spec §2: only the last maintenance created here). */
function canOpenMaintenanceExport(id) {
	const last = readLastCreatedMaintenance();
	return last && id !== void 0 && last.id === id ? last : null;
}
export { maintenanceRecordSchema as a, maintenancePdfName as i, saveLastCreatedMaintenance as n, pdfStateSchema as o, maintenanceCreatedSchema as r, canOpenMaintenanceExport as t };
