import { categoriesQueryOptions } from '../../features/maintenance/api/get-categories';
import { countriesQueryOptions } from '../../features/maintenance/api/get-countries';
import { headquartersQueryOptions } from '../../features/maintenance/api/get-headquarters';
import type { RouteHandle } from '../route-handle';

export { MaintenanceCreatePage as Component } from '../../features/maintenance/components/maintenance-create-page';

export const handle: RouteHandle = {
  prefetch: ({ queryClient }) =>
    Promise.all([
      queryClient.prefetchQuery(headquartersQueryOptions()),
      queryClient.prefetchQuery(categoriesQueryOptions()),
      queryClient.prefetchQuery(countriesQueryOptions()),
    ]),
};
