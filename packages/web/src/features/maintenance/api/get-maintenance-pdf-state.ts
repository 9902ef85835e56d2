import { type PdfState } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, responseSchema, type ApiReadContext } from '~/lib/api-client';

/** While the receipt is rendering, ask again every 1.5 s. */
export const PDF_POLL_MS = 1500;

/** GET /api/maintenance/:id/pdf/status?token=: pending | done | failed | unavailable. */
export function getMaintenancePdfState(
  id: string,
  token: string,
  context: ApiReadContext = {},
): Promise<PdfState> {
  return apiGet(`/maintenance/${encodeURIComponent(id)}/pdf/status?token=${encodeURIComponent(token)}`, {
    ...context,
    schema: responseSchema('pdfStateSchema'),
  });
}

export function maintenancePdfStateQueryOptions(id: string, token: string) {
  return queryOptions({
    queryKey: ['maintenance', id, token, 'pdf'],
    queryFn: (context) => getMaintenancePdfState(id, token, context),
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? PDF_POLL_MS : false),
  });
}

export function useMaintenancePdfState(id: string, token: string) {
  return useQuery(maintenancePdfStateQueryOptions(id, token));
}
