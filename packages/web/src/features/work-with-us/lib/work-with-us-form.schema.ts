import { zodResolver } from '@hookform/resolvers/zod';
import { CV_UPLOAD, workWithUsRequestSchema } from '@inmo/contracts';
import type { z } from 'zod';
import { uploadFilesSchema } from '~/components/forms/upload-files.schema';

/** The contracts' schema plus the CV files, checked with the same rules the gateway applies. */
export const workWithUsFormSchema = workWithUsRequestSchema.extend({
  files: uploadFilesSchema(CV_UPLOAD),
});

export type WorkWithUsFormInput = z.input<typeof workWithUsFormSchema>;
export type WorkWithUsFormValues = z.output<typeof workWithUsFormSchema>;

/** Loaded by the form at its first validation (lazyResolver): zod comes with it, not with the page. */
export const workWithUsFormResolver = zodResolver(workWithUsFormSchema);
