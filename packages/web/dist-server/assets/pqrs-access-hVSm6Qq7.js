import { c as object, s as number, u as string } from "./zod-jitless-QdzRbR37.js";
// ../contracts/src/forms/pqrs-record.schema.ts
/** Answer of `POST /api/pqrs`: the filing number and the token that lets this browser read it back. */
var pqrsCreatedSchema = object({
	id: number().int().positive(),
	radicado: string().min(1),
	accessToken: string().min(20)
});
/** `GET /api/pqrs/:id?token=`: the PQRS of spec §3 (id, description, register_date, customer, area, status). */
var pqrsRecordSchema = object({
	id: number().int().positive(),
	radicado: string(),
	/** ISO instant; null when the store has none (the export then shows 'Fecha no disponible'). */
	registerDate: string().nullable(),
	/** Legal response deadline, a Bogotá calendar day 'YYYY-MM-DD' (15 business days, Ley 1755 de 2015). */
	responseDeadline: string().nullable(),
	area: object({
		id: number().int(),
		name: string()
	}),
	status: object({
		id: number().int(),
		status: string()
	}),
	documentType: string(),
	document: string(),
	fullname: string(),
	cellphone: string(),
	email: string(),
	description: string(),
	observations: string().nullable()
});
function toPqrsPrintable(record) {
	return {
		tipo_doc: record.documentType,
		id_pqrs: String(record.id),
		fecha_registro: record.registerDate,
		email: record.email,
		tel: record.cellphone,
		mensaje: record.description,
		estado: record.status.status,
		area_enc: record.area.name,
		identificacion: record.document,
		observaciones: record.observations ?? "",
		nombres_apellidos: record.fullname,
		gdpr: "SI"
	};
}
// src/features/pqrs/lib/pqrs-access.ts
/** Access tokens of the PQRS filed in this browser (the export and the printable record need them). */
var STORAGE_KEY = "pqrsAccessTokens";
function read() {
	try {
		const parsed = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? "{}");
		if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return {};
		return Object.fromEntries(Object.entries(parsed).filter((entry) => typeof entry[1] === "string"));
	} catch {
		return {};
	}
}
function savePqrsAccess(id, token) {
	const entries = Object.entries(read()).filter(([key]) => key !== String(id));
	entries.push([String(id), token]);
	try {
		localStorage.setItem(STORAGE_KEY, JSON.stringify(Object.fromEntries(entries.slice(-5))));
	} catch {}
}
function pqrsAccessToken(id) {
	return read()[id] ?? null;
}
export { toPqrsPrintable as a, pqrsRecordSchema as i, savePqrsAccess as n, pqrsCreatedSchema as r, pqrsAccessToken as t };
