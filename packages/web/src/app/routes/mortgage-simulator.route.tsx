import type { Route } from './+types/mortgage-simulator.route';
import { pageMeta } from '~/lib/page-meta';

export { MortgageSimulatorPage as default } from '~/features/mortgage/components/mortgage-simulator-page';

export const meta: Route.MetaFunction = (args) =>
  pageMeta(args, {
    title: 'Simulador de crédito hipotecario',
    description:
      'Calcula la cuota mensual de tu crédito de vivienda, los intereses, los ingresos que necesitas y la tabla de amortización año por año.',
    path: '/simulador-credito/',
  });
