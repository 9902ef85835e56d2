import type { Route } from './+types/promote-property.route';
import { pageMeta } from '~/lib/page-meta';

export { PromotePropertyPage as default } from '~/features/promote-property/components/promote-property-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Promociona tu inmueble' });
