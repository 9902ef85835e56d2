import { type PdfState } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, responseSchema } from '~/lib/api-client';

/** While the receipt is rendering, ask again every 1.5 s. */
export const PDF_POLL_MS = 1500;

/** GET /api/maintenance/:id/pdf/status?token=: pending | done | failed | unavailable. */
export function getMaintenancePdfState(id: string, token: string, signal?: AbortSignal): Promise<PdfState> {
  return apiGet(`/maintenance/${encodeURIComponent(id)}/pdf/status?token=${encodeURIComponent(token)}`, {
    signal,
    schema: responseSchema('pdfStateSchema'),
  });
}

export function maintenancePdfStateQueryOptions(id: string, token: string) {
  return queryOptions({
    queryKey: ['maintenance', id, token, 'pdf'],
    queryFn: ({ signal }) => getMaintenancePdfState(id, token, signal),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PDF_POLL_MS : false),
  });
}

export function useMaintenancePdfState(id: string, token: string) {
  return useQuery(maintenancePdfStateQueryOptions(id, token));
}
