export { DataPolicyPage as Component } from '../../features/policy/components/data-policy-page';
