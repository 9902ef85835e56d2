import type { Route } from './+types/pqrs-print.route';
import { pageMeta } from '~/lib/page-meta';
import { recordStatus, recordTitle } from '~/lib/record-route';

export { PqrsPrintPage as default } from '~/features/pqrs/components/pqrs-print-page';

export function loader({ params }: Route.LoaderArgs) {
  return recordStatus(params.id);
}

export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: recordTitle('PQRS', args.params.id) });
