import { PATHS } from '../paths';
import type { RouteHandle } from '../route-handle';

/** Forms application home (spec §2): straight to the maintenance form. */
export const handle: RouteHandle = { redirect: () => PATHS.maintenanceCreate };

export function Component() {
  return null;
}
