import { findBranchBySlug } from '@inmo/contracts';
import type { RouteHandle } from '../route-handle';

export { BranchPage as Component } from '../../features/branches/components/branch-page';

/** An unknown branch shows the not-found page, and answers 404 so search engines do not keep it. */
export const handle: RouteHandle = {
  status: ({ slug = '' }) => (findBranchBySlug(slug.toLowerCase()) ? 200 : 404),
};
