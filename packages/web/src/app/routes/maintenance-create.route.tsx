import type { Route } from './+types/maintenance-create.route';
import { categoriesQueryOptions } from '~/features/maintenance/api/get-categories';
import { headquartersQueryOptions } from '~/features/maintenance/api/get-headquarters';
import { pageMeta } from '~/lib/page-meta';
import { prefetchQueries } from '~/lib/route-data';

export { MaintenanceCreatePage as default } from '~/features/maintenance/components/maintenance-create-page';

/**
 * The selects' lists come with the page, so they work from the first paint. The countries do not: they are
 * only the suggestions of 'Pais o Indicativo', asked for once the visitor starts on their details (PersonPart).
 */
export function loader({ context }: Route.LoaderArgs) {
  return prefetchQueries(context, (queryClient) => [
    queryClient.prefetchQuery(headquartersQueryOptions()),
    queryClient.prefetchQuery(categoriesQueryOptions()),
  ]);
}

export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Mantenimientos' });
