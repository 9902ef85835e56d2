import { z } from 'zod';
import { bogotaDateParts, toDate, type DateInput } from '../domain/dates';

/** Answer of `POST /api/pqrs`: the filing number and the token that lets this browser read it back. */
export const pqrsCreatedSchema = z.object({
  id: z.number().int().positive(),
  radicado: z.string().min(1),
  accessToken: z.string().min(20),
});
export type PqrsCreated = z.infer<typeof pqrsCreatedSchema>;

/** `GET /api/pqrs/:id?token=`: the PQRS of spec §3 (id, description, register_date, customer, area, status). */
export const pqrsRecordSchema = z.object({
  id: z.number().int().positive(),
  radicado: z.string(),
  /** ISO instant; null when the store has none (the export then shows 'Fecha no disponible'). */
  registerDate: z.string().nullable(),
  /** Legal response deadline, a Bogotá calendar day 'YYYY-MM-DD' (15 business days, Ley 1755 de 2015). */
  responseDeadline: z.string().nullable(),
  area: z.object({ id: z.number().int(), name: z.string() }),
  status: z.object({ id: z.number().int(), status: z.string() }),
  documentType: z.string(),
  document: z.string(),
  fullname: z.string(),
  cellphone: z.string(),
  email: z.string(),
  description: z.string(),
  observations: z.string().nullable(),
});
export type PqrsRecord = z.infer<typeof pqrsRecordSchema>;

/**
 * Radicado of a PQRS: the filing year in Bogotá and the PQRS number, e.g. 'PQRS-2026-000042'.
 * The number alone is the id of the spec's routes (`/pqrs/exportPDF/:id`).
 */
export function pqrsRadicado(id: number, registeredAt: DateInput): string {
  const date = toDate(registeredAt) ?? new Date();
  return `PQRS-${bogotaDateParts(date).year}-${String(id).padStart(6, '0')}`;
}

/** The printable record's fields (spec §3), in the legacy names; gdpr defaults to 'SI'. */
export interface PqrsPrintableRecord {
  readonly tipo_doc: string;
  readonly id_pqrs: string;
  readonly fecha_registro: string | null;
  readonly email: string;
  readonly tel: string;
  readonly mensaje: string;
  readonly estado: string;
  readonly area_enc: string;
  readonly identificacion: string;
  readonly observaciones: string;
  readonly nombres_apellidos: string;
  readonly gdpr: 'SI' | 'NO';
}

export function toPqrsPrintable(record: PqrsRecord): PqrsPrintableRecord {
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
    observaciones: record.observations ?? '',
    nombres_apellidos: record.fullname,
    gdpr: 'SI',
  };
}
