import type { Route } from './+types/pqrs-create.route';
import { areasQueryOptions } from '~/features/pqrs/api/get-areas';
import { pageMeta } from '~/lib/page-meta';
import { prefetchQueries } from '~/lib/route-data';

export { PqrsCreatePage as default } from '~/features/pqrs/components/pqrs-create-page';

/** The areas come with the page, so 'Área' works from the first paint. */
export function loader({ context }: Route.LoaderArgs) {
  return prefetchQueries(context, (queryClient) => [queryClient.prefetchQuery(areasQueryOptions())]);
}

export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'PQRS' });
