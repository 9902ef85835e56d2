export { PromotePropertyPage as Component } from '../../features/promote-property/components/promote-property-page';
