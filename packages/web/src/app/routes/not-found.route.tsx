import { data } from 'react-router';
import type { Route } from './+types/not-found.route';
import { pageMeta } from '~/lib/page-meta';

export { NotFoundPage as default } from '~/components/not-found-page';

export function loader() {
  return data(null, { status: 404 });
}

export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Página no encontrada' });
