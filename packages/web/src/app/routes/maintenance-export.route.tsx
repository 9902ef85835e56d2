import type { Route } from './+types/maintenance-export.route';
import { pageMeta } from '~/lib/page-meta';
import { recordStatus, recordTitle } from '~/lib/record-route';

export { MaintenanceExportPage as default } from '~/features/maintenance/components/maintenance-export-page';

export function loader({ params }: Route.LoaderArgs) {
  return recordStatus(params.id);
}

export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: recordTitle('Mantenimiento', args.params.id) });
