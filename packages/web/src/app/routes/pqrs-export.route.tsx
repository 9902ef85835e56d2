import type { Route } from './+types/pqrs-export.route';
import { pageMeta } from '~/lib/page-meta';

export { PqrsExportPage as default } from '~/features/pqrs/components/pqrs-export-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: `PQRS ${args.params.id}` });
