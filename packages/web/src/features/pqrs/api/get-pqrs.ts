import { type PqrsRecord } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiError, responseSchema } from '~/lib/api-client';

/** GET /api/pqrs/:id?token=: the PQRS this browser filed (404 without its token). */
export function getPqrs(id: string, token: string, signal?: AbortSignal): Promise<PqrsRecord> {
  return apiGet(`/pqrs/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`, {
    signal,
    schema: responseSchema('pqrsRecordSchema'),
  });
}

export function pqrsQueryOptions(id: string, token: string | null) {
  return queryOptions({
    queryKey: ['pqrs', id, token],
    queryFn: ({ signal }) => getPqrs(id, token ?? '', signal),
    enabled: token !== null,
    // A 404 will not turn into a PQRS by asking again.
    retry: (count, error) => !(isApiError(error) && error.isClientError) && count < 3,
  });
}

export function usePqrs(id: string, token: string | null) {
  return useQuery(pqrsQueryOptions(id, token));
}
