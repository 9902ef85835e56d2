import { zodResolver } from '@hookform/resolvers/zod';
import { MAINTENANCE_UPLOAD, maintenanceRequestSchema } from '@inmo/contracts';
import type { z } from 'zod';
import { uploadFilesSchema } from '~/components/forms/upload-files.schema';

/**
 * The form: the contracts' request schema (the gateway parses the same one) plus the files, checked by the
 * contracts' upload rules (count, type, size, with the spec's messages) before anything is sent.
 */
export const maintenanceFormSchema = maintenanceRequestSchema.extend({
  archivo: uploadFilesSchema(MAINTENANCE_UPLOAD),
});

export type MaintenanceFormInput = z.input<typeof maintenanceFormSchema>;
export type MaintenanceFormValues = z.output<typeof maintenanceFormSchema>;

/** Loaded by the page at the form's first validation (lazyResolver): zod and the phone plans come with it. */
export const maintenanceFormResolver = zodResolver(maintenanceFormSchema);
