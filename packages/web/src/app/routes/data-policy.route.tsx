import type { Route } from './+types/data-policy.route';
import { pageMeta } from '~/lib/page-meta';

export { DataPolicyPage as default } from '~/features/policy/components/data-policy-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Política de datos' });
