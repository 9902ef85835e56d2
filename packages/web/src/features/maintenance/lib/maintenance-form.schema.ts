import { zodResolver } from '@hookform/resolvers/zod';
import { checkUploadFiles, MAINTENANCE_UPLOAD, maintenanceRequestSchema } from '@inmo/contracts';
import { z } from 'zod';

/**
 * The form: the contracts' request schema (the gateway parses the same one) plus the files, checked by the
 * contracts' upload rules (count, type, size, with the spec's messages) before anything is sent.
 */
export const maintenanceFormSchema = maintenanceRequestSchema.extend({
  archivo: z.array(z.instanceof(File)).superRefine((files, ctx) => {
    const problem = checkUploadFiles(
      MAINTENANCE_UPLOAD,
      files.map((f) => ({ name: f.name, size: f.size, mime: f.type || undefined })),
    );
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  }),
});

export type MaintenanceFormInput = z.input<typeof maintenanceFormSchema>;
export type MaintenanceFormValues = z.output<typeof maintenanceFormSchema>;

/** Loaded by the page at the form's first validation (lazyResolver): zod and the phone plans come with it. */
export const maintenanceFormResolver = zodResolver(maintenanceFormSchema);
