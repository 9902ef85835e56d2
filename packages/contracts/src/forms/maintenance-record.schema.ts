import { z } from 'zod';

/** Answer of `POST /api/maintenance`: id, 25-character record number and the token to read it back. */
export const maintenanceCreatedSchema = z.object({
  id: z.number().int().positive(),
  record: z.string().length(25),
  accessToken: z.string().min(20),
});
export type MaintenanceCreated = z.infer<typeof maintenanceCreatedSchema>;

export const MAINTENANCE_FILE_KINDS = ['image', 'video', 'pdf', 'word'] as const;

/** One uploaded file of a maintenance, served by `GET /api/maintenance/:id/files/:fileId?token=`. */
export const maintenanceFileSchema = z.object({
  id: z.string(),
  name: z.string(),
  mime: z.string(),
  size: z.number().int().nonnegative(),
  kind: z.enum(MAINTENANCE_FILE_KINDS),
});
export type MaintenanceFile = z.infer<typeof maintenanceFileSchema>;

/** `GET /api/maintenance/:id?token=`: the maintenance of spec §3 with its customer data and files (url_img). */
export const maintenanceRecordSchema = z.object({
  id: z.number().int().positive(),
  record: z.string(),
  registerDate: z.string().nullable(),
  headquarter: z.object({ id: z.number().int(), headquarter: z.string() }),
  category: z.object({ id: z.number().int(), category: z.string() }),
  status: z.object({ id: z.number().int() }),
  company: z.object({ id: z.number().int() }),
  finalized: z.boolean(),
  documentType: z.string(),
  document: z.string(),
  fullname: z.string(),
  /** Extension, a space, the number (spec §5). */
  cellphone: z.string(),
  email: z.string(),
  address: z.string(),
  description: z.string(),
  files: z.array(maintenanceFileSchema),
});
export type MaintenanceRecord = z.infer<typeof maintenanceRecordSchema>;

export const PDF_STATES = ['pending', 'done', 'failed', 'unavailable'] as const;

/** `GET /api/maintenance/:id/pdf/status?token=`: whether 'Descargar PDF' can be offered yet. */
export const pdfStateSchema = z.object({ status: z.enum(PDF_STATES) });
export type PdfState = z.infer<typeof pdfStateSchema>;
