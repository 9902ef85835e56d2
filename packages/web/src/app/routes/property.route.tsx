export { PropertyPage as Component } from '../../features/property/components/property-page';
