import { matchRoutes, useRoutes, type RouteObject } from 'react-router';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error';
import { loadRoute, RoutePage, type RouteLoader, type RouteModule } from './route-page';

/** A lazy page: `src/app/routes/*.route.tsx` re-exports the page component of its feature. */
function page(load: RouteLoader): Pick<RouteObject, 'element' | 'handle'> {
  const handle: PageHandle = { load };
  return { element: <RoutePage load={load} />, handle };
}

interface PageHandle {
  load: RouteLoader;
}

function pageLoader(handle: unknown): RouteLoader | undefined {
  return typeof handle === 'object' && handle !== null && 'load' in handle
    ? (handle as PageHandle).load
    : undefined;
}

/** Paths are relative to the root. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { index: true, ...page(() => import('./routes/search.route')) },
      { path: 'busqueda', ...page(() => import('./routes/search.route')) },
      { path: 'busqueda/inmueble', ...page(() => import('./routes/search.route')) },
      {
        path: 'busqueda/:gestion/:ubicacion/:tipoPropiedad',
        ...page(() => import('./routes/search-preset.route')),
      },
      { path: 'inmueble/:Cod_Inmueble', ...page(() => import('./routes/property.route')) },
      { path: 'favoritos', ...page(() => import('./routes/favorites.route')) },
      { path: 'rentalsimulator', ...page(() => import('./routes/simulator.route')) },
      { path: 'Forms/formPromoteProperty', ...page(() => import('./routes/promote-property.route')) },
      { path: 'trabaja-con-nosotros', ...page(() => import('./routes/work-with-us.route')) },
      { path: 'contacto', ...page(() => import('./routes/contact.route')) },
      { path: 'sedes/:slug', ...page(() => import('./routes/branch.route')) },
      { path: 'politica-de-datos', ...page(() => import('./routes/data-policy.route')) },
      { path: 'mantenimientos', ...page(() => import('./routes/forms-home.route')) },
      { path: 'mantenimientos/crear', ...page(() => import('./routes/maintenance-create.route')) },
      {
        path: 'mantenimientos/exportPDF/:id',
        ...page(() => import('./routes/maintenance-export.route')),
      },
      { path: 'pqrs/crear', ...page(() => import('./routes/pqrs-create.route')) },
      { path: 'pqrs/exportPDF/:id', ...page(() => import('./routes/pqrs-export.route')) },
      {
        path: 'redirect-to-main-app/:Cod_Inmueble',
        ...page(() => import('./routes/redirect-to-main-app.route')),
      },
      { path: '*', ...page(() => import('./routes/not-found.route')) },
    ],
  },
  // The printable PQRS record stands alone: no header or footer on paper.
  { path: 'inmobiliaria/pqrs/:id', ...page(() => import('./routes/pqrs-print.route')) },
];

export interface MatchedRoute {
  module: RouteModule;
  params: Record<string, string | undefined>;
}

/** The modules of the pages `pathname` shows, loaded (so they then render without suspending). */
export async function loadMatchedRoutes(pathname: string): Promise<MatchedRoute[]> {
  const pages = (matchRoutes(routes, pathname) ?? []).flatMap(({ route, params }) => {
    const load = pageLoader(route.handle);
    return load ? [{ load, params }] : [];
  });
  return Promise.all(pages.map(async ({ load, params }) => ({ module: await loadRoute(load), params })));
}

/** The app's pages; shell pages get the layout's error boundary, the standalone print page this one. */
export function AppRoutes() {
  return <RouteErrorBoundary>{useRoutes(routes)}</RouteErrorBoundary>;
}
