import { checkUploadFiles, type UploadRules } from '@inmo/contracts';
import { z } from 'zod';

/** The chosen files, checked by the contracts' upload rules (count, type, size, with the spec's messages), as the gateway checks them. */
export function uploadFilesSchema(rules: UploadRules) {
  return z.array(z.instanceof(File)).superRefine((files, ctx) => {
    const problem = checkUploadFiles(
      rules,
      files.map((f) => ({ name: f.name, size: f.size, mime: f.type || undefined })),
    );
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message });
  });
}
