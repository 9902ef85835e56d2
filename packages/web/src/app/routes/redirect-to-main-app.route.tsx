import { redirect } from 'react-router';
import type { Route } from './+types/redirect-to-main-app.route';
import { PATHS, propertyPath } from '~/config/paths';

/** Old share links `/redirect-to-main-app/{code}` go straight to the property page. */
export function loader({ params }: Route.LoaderArgs) {
  const code = params.Cod_Inmueble.trim();
  return redirect(code ? propertyPath(code) : PATHS.home);
}

export const clientLoader = loader;

export default function RedirectToMainApp() {
  return null;
}
