import { createBrowserRouter, type HydrationState, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/**
 * Every page is a lazy route: `src/app/routes/*.route.tsx` re-exports the page component of its
 * feature as `Component` (and, where needed, a `loader`). Paths are relative to the root.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    HydrateFallback: PageLoader,
    children: [
      {
        // Pathless: errors render inside the shell, header and footer stay usable.
        errorElement: <RouteError />,
        children: [
          { index: true, lazy: () => import('./routes/search.route') },
          { path: 'busqueda', lazy: () => import('./routes/search.route') },
          { path: 'busqueda/inmueble', lazy: () => import('./routes/search.route') },
          {
            path: 'busqueda/:gestion/:ubicacion/:tipoPropiedad',
            lazy: () => import('./routes/search-preset.route'),
          },
          { path: 'inmueble/:Cod_Inmueble', lazy: () => import('./routes/property.route') },
          { path: 'favoritos', lazy: () => import('./routes/favorites.route') },
          { path: 'rentalsimulator', lazy: () => import('./routes/simulator.route') },
          { path: 'Forms/formPromoteProperty', lazy: () => import('./routes/promote-property.route') },
          { path: 'trabaja-con-nosotros', lazy: () => import('./routes/work-with-us.route') },
          { path: 'contacto', lazy: () => import('./routes/contact.route') },
          { path: 'sedes/:slug', lazy: () => import('./routes/branch.route') },
          { path: 'politica-de-datos', lazy: () => import('./routes/data-policy.route') },
          { path: 'mantenimientos', lazy: () => import('./routes/forms-home.route') },
          { path: 'mantenimientos/crear', lazy: () => import('./routes/maintenance-create.route') },
          { path: 'mantenimientos/exportPDF/:id', lazy: () => import('./routes/maintenance-export.route') },
          { path: 'pqrs/crear', lazy: () => import('./routes/pqrs-create.route') },
          { path: 'pqrs/exportPDF/:id', lazy: () => import('./routes/pqrs-export.route') },
          {
            path: 'redirect-to-main-app/:Cod_Inmueble',
            lazy: () => import('./routes/redirect-to-main-app.route'),
          },
          { path: '*', lazy: () => import('./routes/not-found.route') },
        ],
      },
    ],
  },
  {
    // The printable PQRS record stands alone: no header or footer on paper.
    path: 'inmobiliaria/pqrs/:id',
    HydrateFallback: PageLoader,
    errorElement: <RouteError />,
    lazy: () => import('./routes/pqrs-print.route'),
  },
];

/** `hydrationData`: the loader data a server-rendered page was rendered with. */
export function createAppRouter(hydrationData?: HydrationState) {
  return createBrowserRouter(routes, { hydrationData });
}
