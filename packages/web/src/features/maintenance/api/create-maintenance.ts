import { MAINTENANCE_UPLOAD, type MaintenanceCreated, type MaintenanceRequest } from '@inmo/contracts';
import { apiPostForm, type UploadProgress, responseSchema } from '~/lib/api-client';

/** POST /api/maintenance (multipart): the fields, then each file as an `archivo` part. */
export function createMaintenance(
  values: MaintenanceRequest,
  files: readonly File[],
  options: { idempotencyKey: string; onProgress?: (progress: UploadProgress) => void },
): Promise<MaintenanceCreated> {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.append(key, String(value));
  for (const file of files) form.append(MAINTENANCE_UPLOAD.fieldName, file, file.name);
  return apiPostForm('/maintenance', form, {
    schema: responseSchema('maintenanceCreatedSchema'),
    headers: { 'Idempotency-Key': options.idempotencyKey },
    onProgress: options.onProgress,
  });
}
