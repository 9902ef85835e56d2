import type { PqrsRecord } from '../forms/pqrs-record.schema';
import { bogotaDateParts, toDate, type DateInput } from './dates';

// What the receipts are called and show. Apart from the record schemas, so the receipt pages do not load zod.

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

/** File name of the downloaded receipt (spec §7). */
export function maintenancePdfName(id: number | string): string {
  return `MANTENIMIENTO_${id}.pdf`;
}
