import { type PqrsRecord } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, isApiError, responseSchema, type ApiReadContext } from '~/lib/api-client';

/** GET /api/pqrs/:id?token=: the PQRS this browser filed (404 without its token). */
export function getPqrs(id: string, token: string, context: ApiReadContext = {}): Promise<PqrsRecord> {
  return apiGet(`/pqrs/${encodeURIComponent(id)}?token=${encodeURIComponent(token)}`, {
    ...context,
    schema: responseSchema('pqrsRecordSchema'),
  });
}

export function pqrsQueryOptions(id: string, token: string | null) {
  return queryOptions({
    queryKey: ['pqrs', id, token],
    queryFn: (context) => getPqrs(id, token ?? '', context),
    enabled: token !== null,
    // A 404 will not turn into a PQRS by asking again.
    retry: (count, error) => !(isApiError(error) && error.isClientError) && count < 3,
  });
}

export function usePqrs(id: string, token: string | null) {
  return useQuery(pqrsQueryOptions(id, token));
}
