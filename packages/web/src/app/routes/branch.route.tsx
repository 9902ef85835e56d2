export { BranchPage as Component } from '../../features/branches/components/branch-page';
