import { ALERT_MESSAGES } from '@inmo/contracts';
import type { Route } from './+types/search-alerts.route';
import { pageMeta } from '~/lib/page-meta';

export { SearchAlertsPage as default } from '~/features/search-alerts/components/search-alerts-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, { title: ALERT_MESSAGES.manageTitle, personalLink: true });
