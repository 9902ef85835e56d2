/**
 * Every URL of the site in one place, so links and the router agree. The spec fixes the odd
 * casings and trailing slashes (`/Forms/formPromoteProperty/`); keep them.
 */
export const PATHS = {
  home: '/',
  search: '/busqueda/',
  searchWithProps: '/busqueda/inmueble/',
  searchPreset: '/busqueda/:gestion/:ubicacion/:tipoPropiedad',
  property: '/inmueble/:Cod_Inmueble',
  favorites: '/favoritos/',
  simulator: '/rentalsimulator/',
  mortgageSimulator: '/simulador-credito/',
  promoteProperty: '/Forms/formPromoteProperty/',
  workWithUs: '/trabaja-con-nosotros/',
  contact: '/contacto/',
  dataPolicy: '/politica-de-datos/',
  maintenanceCreate: '/mantenimientos/crear/',
  maintenanceExport: '/mantenimientos/exportPDF/:id',
  pqrsCreate: '/pqrs/crear/',
  pqrsExport: '/pqrs/exportPDF/:id',
  /** Printable PQRS record: the company prefix followed by the id (spec §2). */
  pqrsPrint: '/inmobiliaria/pqrs/:id',
  /** Forms application home: redirects to the maintenance form (spec §2). */
  formsHome: '/mantenimientos/',
  redirectToMainApp: '/redirect-to-main-app/:Cod_Inmueble',
  /** A search alert's double opt-in: `?token=` from the confirmation mail. */
  searchAlertConfirm: '/alertas/confirmar/',
  /** An address's search alerts: `?token=` from any alert mail, `&baja=<id>` from its unsubscribe link. */
  searchAlerts: '/alertas/',
} as const;

export function propertyPath(code: string): string {
  return `/inmueble/${encodeURIComponent(code)}`;
}

/**
 * Search with preset filters: `gestion` 'arriendo' | 'venta', city and type by name, '0' = any
 * (spec §2 presets).
 */
export function searchPresetPath(
  gestion: 'arriendo' | 'venta',
  ubicacion = '0',
  tipoPropiedad = '0',
): string {
  return `/busqueda/${gestion}/${encodeURIComponent(ubicacion)}/${encodeURIComponent(tipoPropiedad)}`;
}

export function maintenanceExportPath(id: string | number): string {
  return `/mantenimientos/exportPDF/${encodeURIComponent(String(id))}`;
}

export function pqrsExportPath(id: string | number): string {
  return `/pqrs/exportPDF/${encodeURIComponent(String(id))}`;
}

export function pqrsPrintPath(id: string | number): string {
  return `/inmobiliaria/pqrs/${encodeURIComponent(String(id))}`;
}

/** The management page of an address's alerts (the token is the address's; `baja`: the alert to stop first). */
export function searchAlertsPath(token: string, unsubscribeId?: string): string {
  const params = new URLSearchParams({ token });
  if (unsubscribeId) params.set('baja', unsubscribeId);
  return `${PATHS.searchAlerts}?${params.toString()}`;
}
