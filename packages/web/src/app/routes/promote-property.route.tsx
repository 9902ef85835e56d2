import type { Route } from './+types/promote-property.route';
import { departmentsQueryOptions } from '~/features/promote-property/api/get-departments';
import { pageMeta } from '~/lib/page-meta';
import { prefetchQueries } from '~/lib/route-data';

export { PromotePropertyPage as default } from '~/features/promote-property/components/promote-property-page';

/** The departments come with the page, so 'Departamento' works from the first paint. */
export function loader({ context }: Route.LoaderArgs) {
  return prefetchQueries(context, (queryClient) => [queryClient.prefetchQuery(departmentsQueryOptions())]);
}

export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Promociona tu inmueble' });
