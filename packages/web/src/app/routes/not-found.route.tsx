import type { RouteHandle } from '../route-handle';

export { NotFoundPage as Component } from '../../features/site/components/not-found-page';

export const handle: RouteHandle = { status: () => 404 };
