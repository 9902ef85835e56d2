import { z } from 'zod';

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
