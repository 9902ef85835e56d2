import { redirect, type LoaderFunctionArgs } from 'react-router';
import { PATHS, propertyPath } from '../paths';

/** Old share links `/redirect-to-main-app/{code}` go straight to the property page. */
export function loader({ params }: LoaderFunctionArgs) {
  const code = params.Cod_Inmueble?.trim();
  return redirect(code ? propertyPath(code) : PATHS.home);
}
