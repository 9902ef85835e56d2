import type { Route } from './+types/maintenance-export.route';
import { pageMeta } from '~/lib/page-meta';

export { MaintenanceExportPage as default } from '~/features/maintenance/components/maintenance-export-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: `Mantenimiento ${args.params.id}` });
