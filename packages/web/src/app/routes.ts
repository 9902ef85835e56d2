import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

/** Paths are relative to the root; the spec fixes their odd casings and trailing slashes (see paths.ts). */
export default [
  layout('routes/shell.tsx', [
    index('routes/search.route.tsx', { id: 'home' }),
    route('busqueda', 'routes/search.route.tsx', { id: 'search' }),
    route('busqueda/inmueble', 'routes/search.route.tsx', { id: 'search-with-props' }),
    route('busqueda/:gestion/:ubicacion/:tipoPropiedad', 'routes/search.route.tsx', { id: 'search-preset' }),
    route('inmueble/:Cod_Inmueble', 'routes/property.route.tsx'),
    route('favoritos', 'routes/favorites.route.tsx', { id: 'favorites' }),
    route('rentalsimulator', 'routes/simulator.route.tsx'),
    route('simulador-credito', 'routes/mortgage-simulator.route.tsx', { id: 'mortgage-simulator' }),
    route('Forms/formPromoteProperty', 'routes/promote-property.route.tsx'),
    route('trabaja-con-nosotros', 'routes/work-with-us.route.tsx'),
    route('contacto', 'routes/contact.route.tsx'),
    route('sedes/:slug', 'routes/branch.route.tsx'),
    route('politica-de-datos', 'routes/data-policy.route.tsx'),
    route('mantenimientos', 'routes/forms-home.route.tsx'),
    route('mantenimientos/crear', 'routes/maintenance-create.route.tsx'),
    route('mantenimientos/exportPDF/:id', 'routes/maintenance-export.route.tsx'),
    route('pqrs/crear', 'routes/pqrs-create.route.tsx'),
    route('pqrs/exportPDF/:id', 'routes/pqrs-export.route.tsx'),
    route('redirect-to-main-app/:Cod_Inmueble', 'routes/redirect-to-main-app.route.tsx'),
    route('alertas', 'routes/search-alerts.route.tsx'),
    route('alertas/confirmar', 'routes/search-alert-confirm.route.tsx'),
    route('*', 'routes/not-found.route.tsx'),
  ]),
  // The printable PQRS record stands alone: no header or footer on paper.
  route('inmobiliaria/pqrs/:id', 'routes/pqrs-print.route.tsx'),
] satisfies RouteConfig;
