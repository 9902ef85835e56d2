import type { Route } from './+types/pqrs-create.route';
import { pageMeta } from '~/lib/page-meta';

export { PqrsCreatePage as default } from '~/features/pqrs/components/pqrs-create-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'PQRS' });
