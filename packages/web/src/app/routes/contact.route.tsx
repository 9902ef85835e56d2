import type { Route } from './+types/contact.route';
import { pageMeta } from '~/lib/page-meta';

export { ContactPage as default } from '~/features/contact/components/contact-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Contacto' });
