import { isRecordId } from '@inmo/contracts';
import { data } from 'react-router';
import type { Route } from './+types/pqrs-export.route';
import { pageMeta } from '~/lib/page-meta';

export { PqrsExportPage as default } from '~/features/pqrs/components/pqrs-export-page';

/** A malformed id shows the not-found page, and answers 404 (the gateway's answer for it too). */
export function loader({ params }: Route.LoaderArgs) {
  return data(null, { status: isRecordId(params.id) ? 200 : 404 });
}

export function clientLoader() {
  return null;
}

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: isRecordId(args.params.id) ? `PQRS ${args.params.id}` : 'Página no encontrada' });
