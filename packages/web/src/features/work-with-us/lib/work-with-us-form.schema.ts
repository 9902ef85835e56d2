import { zodResolver } from '@hookform/resolvers/zod';
import { checkUploadFiles, CV_UPLOAD, workWithUsRequestSchema } from '@inmo/contracts';
import { z } from 'zod';

/** The contracts' schema plus the CV files, checked with the same rules the gateway applies. */
export const workWithUsFormSchema = workWithUsRequestSchema.extend({
  files: z.array(z.instanceof(File)).superRefine((files, ctx) => {
    const problem = checkUploadFiles(
      CV_UPLOAD,
      files.map((f) => ({ name: f.name, size: f.size, mime: f.type || undefined })),
    );
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  }),
});

export type WorkWithUsFormInput = z.input<typeof workWithUsFormSchema>;
export type WorkWithUsFormValues = z.output<typeof workWithUsFormSchema>;

/** Loaded by the form at its first validation (lazyResolver): zod comes with it, not with the page. */
export const workWithUsFormResolver = zodResolver(workWithUsFormSchema);
