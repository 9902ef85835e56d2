import { redirect, type LoaderFunctionArgs, type ShouldRevalidateFunctionArgs } from 'react-router';
import { storedFilterTarget } from '../../features/search/lib/restore-filter';

export { SearchPage as Component } from '../../features/search/components/search-page';

/** A plain /busqueda/ (or /) reached within the visit brings back the visitor's last filter. */
export function loader({ request }: LoaderFunctionArgs) {
  const target = storedFilterTarget(new URL(request.url));
  return target ? redirect(target) : null;
}

/** Filter changes on the page itself must not run the loader (it would undo a "Limpiar filtros"). */
export function shouldRevalidate({ currentUrl, nextUrl }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname !== nextUrl.pathname;
}
