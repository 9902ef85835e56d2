import { citiesQueryOptions } from '../../features/properties/api/get-cities';
import { featuredPropertiesQueryOptions } from '../../features/properties/api/get-featured-properties';
import { searchPropertiesQueryOptions } from '../../features/properties/api/search-properties';
import { storedFilterTarget } from '../../features/search/lib/restore-filter';
import { filterFromSearchParams, presetFilter } from '../../features/search/lib/search-filter';
import type { RouteHandle } from '../route-handle';

export { SearchPage as Component } from '../../features/search/components/search-page';

/**
 * The results and the featured banner are the first screen (search-preset.route shares this); the
 * filter's cities come too, so the page does not render again right after it starts.
 */
export const handle: RouteHandle = {
  // A plain /busqueda/ (or /) reached within the visit brings back the visitor's last filter. It lives
  // in the browser: the server renders the address as it is.
  redirect: ({ url }) => (typeof window === 'undefined' ? null : storedFilterTarget(url)),
  prefetch: ({ queryClient, params, url }) =>
    Promise.all([
      queryClient.prefetchQuery(
        searchPropertiesQueryOptions(filterFromSearchParams(url.searchParams, presetFilter(params))),
      ),
      queryClient.prefetchQuery(featuredPropertiesQueryOptions()),
      queryClient.prefetchQuery(citiesQueryOptions()),
    ]),
};
