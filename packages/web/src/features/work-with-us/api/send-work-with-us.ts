import { CV_UPLOAD, type WorkWithUsRequest } from '@inmo/contracts';
import { apiPostForm, type UploadProgress, responseSchema } from '~/lib/api-client';
import type { CreatedId } from '~/lib/response-schemas';

export type WorkWithUsCreated = CreatedId;

export interface WorkWithUsSubmission {
  readonly values: WorkWithUsRequest;
  readonly files: readonly File[];
  readonly idempotencyKey: string;
  readonly onProgress?: (progress: UploadProgress) => void;
}

/** POST /api/work-with-us as multipart: the text fields plus each CV under `archivo`, with upload progress. */
export function sendWorkWithUs({
  values,
  files,
  idempotencyKey,
  onProgress,
}: WorkWithUsSubmission): Promise<WorkWithUsCreated> {
  const form = new FormData();
  for (const [name, value] of Object.entries(values)) form.append(name, String(value));
  for (const file of files) form.append(CV_UPLOAD.fieldName, file, file.name);
  return apiPostForm('/work-with-us', form, {
    schema: responseSchema('createdIdSchema'),
    headers: { 'Idempotency-Key': idempotencyKey },
    onProgress,
  });
}
