import type { Route } from './+types/work-with-us.route';
import { pageMeta } from '~/lib/page-meta';

export { WorkWithUsPage as default } from '~/features/work-with-us/components/work-with-us-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Trabaja con nosotros' });
