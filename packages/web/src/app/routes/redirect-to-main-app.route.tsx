import { PATHS, propertyPath } from '../paths';
import type { RouteHandle } from '../route-handle';

/** Old share links `/redirect-to-main-app/{code}` go straight to the property page. */
export const handle: RouteHandle = {
  redirect: ({ params }) => {
    const code = params.Cod_Inmueble?.trim();
    return code ? propertyPath(code) : PATHS.home;
  },
};

export function Component() {
  return null;
}
