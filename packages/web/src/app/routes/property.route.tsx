import { propertyQueryOptions } from '../../features/properties/api/get-property';
import type { RouteHandle } from '../route-handle';

export { PropertyPage as Component } from '../../features/property/components/property-page';

export const handle: RouteHandle = {
  prefetch: ({ queryClient, params }) =>
    queryClient.prefetchQuery(propertyQueryOptions(params.Cod_Inmueble ?? '')),
};
