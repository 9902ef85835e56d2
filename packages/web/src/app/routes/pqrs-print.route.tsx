import type { Route } from './+types/pqrs-print.route';
import { pageMeta } from '~/lib/page-meta';

export { PqrsPrintPage as default } from '~/features/pqrs/components/pqrs-print-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: `PQRS ${args.params.id}` });
