export { DataPolicyPage as Component } from '../../features/legal/components/data-policy-page';
