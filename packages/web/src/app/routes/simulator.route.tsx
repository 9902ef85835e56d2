export { SimulatorPage as Component } from '../../features/simulator/components/simulator-page';
