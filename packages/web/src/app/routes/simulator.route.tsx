import type { Route } from './+types/simulator.route';
import { pageMeta } from '~/lib/page-meta';

export { SimulatorPage as default } from '~/features/simulator/components/simulator-page';

export const meta: Route.MetaFunction = (args) => pageMeta(args, { title: 'Simulador de renta' });
