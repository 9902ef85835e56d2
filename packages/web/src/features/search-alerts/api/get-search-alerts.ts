import { type SearchAlertList } from '@inmo/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, responseSchema, type ApiReadContext } from '~/lib/api-client';

/** GET /api/alerts/manage?token=: the alerts of the address a management link was signed for (404: bad link). */
export function getSearchAlerts(token: string, context: ApiReadContext = {}): Promise<SearchAlertList> {
  return apiGet(`/alerts/manage?token=${encodeURIComponent(token)}`, {
    ...context,
    schema: responseSchema('searchAlertListSchema'),
  });
}

export function searchAlertsQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: ['search-alerts', token],
    queryFn: (context) => getSearchAlerts(token ?? '', context),
    // A bad link (404) is not asked again: the client's default retries never repeat a 4xx.
    enabled: token !== null,
  });
}

export function useSearchAlerts(token: string | null) {
  return useQuery(searchAlertsQueryOptions(token));
}
