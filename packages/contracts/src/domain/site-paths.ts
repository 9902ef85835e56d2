/**
 * Every page path of the site in one place, so the web's links and router, the mails, the sitemap and the
 * redirects agree. The spec fixes the odd casings and trailing slashes (`/Forms/formPromoteProperty/`); keep
 * them.
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

/** A property's detail page (route `PATHS.property`). */
/**
 * The one render key of every address no route claims (the web's render keys, the gateway's page cache): they
 * all render the same not-found page. No route has this path, so it renders that page too.
 */
export const NOT_FOUND_KEY = '/pagina-no-encontrada';

export function propertyPath(code: string): string {
  return `/inmueble/${encodeURIComponent(code)}`;
}

/** The code in a detail page's path or link (`…/inmueble/919-1234?x`), still URL-encoded; null if none. */
export function propertyCodeInPath(pathOrUrl: string): string | null {
  return /\/inmueble\/([^/?#]+)/.exec(pathOrUrl)?.[1] ?? null;
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

/** The search page with an encoded filter query (`searchQueryString`), or without one. */
export function searchPath(query = ''): string {
  return query ? `${PATHS.search}?${query}` : PATHS.search;
}

/**
 * A PQRS or maintenance id as the gateway numbers them (a positive integer of up to 9 digits): the pages
 * answer anything else with the not-found page and a 404, as the gateway does.
 */
export function isRecordId(raw: string | undefined): raw is string {
  return raw !== undefined && /^\d{1,9}$/.test(raw) && Number(raw) > 0;
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
