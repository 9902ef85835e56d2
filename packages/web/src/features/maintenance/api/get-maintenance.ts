import { type MaintenanceRecord } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_BASE, apiGet, isApiError, responseSchema, type ApiReadContext } from '~/lib/api-client';

function tokenQuery(token: string): string {
  return `token=${encodeURIComponent(token)}`;
}

/** GET /api/maintenance/:id?token=: the request this browser created. */
export function getMaintenance(
  id: string,
  token: string,
  context: ApiReadContext = {},
): Promise<MaintenanceRecord> {
  return apiGet(`/maintenance/${encodeURIComponent(id)}?${tokenQuery(token)}`, {
    ...context,
    schema: responseSchema('maintenanceRecordSchema'),
  });
}

export function maintenanceQueryOptions(id: string, token: string) {
  return queryOptions({
    queryKey: ['maintenance', id, token],
    queryFn: (context) => getMaintenance(id, token, context),
    retry: (count, error) => !(isApiError(error) && error.isClientError) && count < 3,
  });
}

export function useMaintenance(id: string, token: string) {
  return useQuery(maintenanceQueryOptions(id, token));
}

/** Address of one uploaded file (images are shown inline as thumbnails). */
export function maintenanceFileUrl(id: string | number, fileId: string, token: string): string {
  return `${API_BASE}/maintenance/${encodeURIComponent(String(id))}/files/${encodeURIComponent(fileId)}?${tokenQuery(token)}`;
}

/** Address of the receipt PDF (downloaded as MANTENIMIENTO_{id}.pdf). */
export function maintenancePdfUrl(id: string | number, token: string): string {
  return `${API_BASE}/maintenance/${encodeURIComponent(String(id))}/pdf?${tokenQuery(token)}`;
}
