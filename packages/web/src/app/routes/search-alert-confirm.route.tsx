import { ALERT_MESSAGES } from '@inmo/contracts';
import type { Route } from './+types/search-alert-confirm.route';
import { pageMeta } from '~/lib/page-meta';

export { SearchAlertConfirmPage as default } from '~/features/search-alerts/components/search-alert-confirm-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: ALERT_MESSAGES.confirmTitle, personalLink: true });
