import type { Route } from './+types/maintenance-create.route';
import { categoriesQueryOptions } from '~/features/maintenance/api/get-categories';
import { countriesQueryOptions } from '~/features/maintenance/api/get-countries';
import { headquartersQueryOptions } from '~/features/maintenance/api/get-headquarters';
import { pageMeta } from '~/lib/page-meta';
import { prefetchQueries } from '~/lib/route-data';

export { MaintenanceCreatePage as default } from '~/features/maintenance/components/maintenance-create-page';

/** The form's lists come with the page, so its selects work from the first paint. */
export function loader({ context }: Route.LoaderArgs) {
  return prefetchQueries(context, (queryClient) => [
    queryClient.prefetchQuery(headquartersQueryOptions()),
    queryClient.prefetchQuery(categoriesQueryOptions()),
    queryClient.prefetchQuery(countriesQueryOptions()),
  ]);
}

export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Mantenimientos' });
