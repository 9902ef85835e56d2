import { propertyQueryOptions } from '../../features/properties/api/get-property';
import { similarPropertiesQueryOptions } from '../../features/properties/api/get-similar-properties';
import type { RouteHandle } from '../route-handle';

export { PropertyPage as Component } from '../../features/property/components/property-page';

export const handle: RouteHandle = {
  // The similar properties come in the server's HTML too: links for crawlers, and no second render of
  // the page on a phone right after it starts.
  prefetch: async ({ queryClient, params }) => {
    const code = params.Cod_Inmueble ?? '';
    await Promise.all([
      queryClient.prefetchQuery(propertyQueryOptions(code)),
      queryClient.prefetchQuery(similarPropertiesQueryOptions(code)),
    ]);
  },
};
