/** Operation (gestion) ids of this agency in SIMI; 0 means "any". */
export const GESTION = { ANY: 0, ARRIENDO: 1, VENTA: 5 } as const;
export type GestionId = (typeof GESTION)[keyof typeof GESTION];

export const GESTION_LABELS: Record<1 | 5, string> = { 1: 'Arriendo', 5: 'Venta' };

export interface PriceBounds {
  readonly min: number;
  readonly max: number;
}

/** Spec §9. "Any" gestion spans both ranges so that a price filter never hides every sale. */
export const PRICE_BOUNDS = {
  [GESTION.ARRIENDO]: { min: 700_000, max: 50_000_000 },
  [GESTION.VENTA]: { min: 100_000_000, max: 2_000_000_000 },
  [GESTION.ANY]: { min: 700_000, max: 2_000_000_000 },
} as const satisfies Record<GestionId, PriceBounds>;

/**
 * Widths of a listing photo's two files (4:3). 800 px serves a phone's full-width banner and cards at
 * up to about 2.3x density; 1600 px the detail slider, lightbox and desktop banners.
 */
export const PHOTO_WIDTHS = { small: 800, large: 1600 } as const;
export const PHOTO_HEIGHTS = { small: 600, large: 1200 } as const;

export const PRICE_STEP = 50_000;
export const SEARCH_PAGE_SIZE = 12;
/** Similar properties under a listing: one page of this many of a search (spec §7, 'a paged search with total 2'). */
export const SIMILAR_PAGE_SIZE = 2;
export const FEATURED_TOTAL = 5;
export const COUNTER_MIN = 0;
export const COUNTER_MAX = 5;
export const PROPERTY_CODE_PREFIX = '919-';
export const NOT_FOUND_ALERT_MS = 1500;
export const PRICE_DEBOUNCE_MS = 500;

export const PROPERTY_TYPES = [
  { id: 1, name: 'Apartamento' },
  { id: 2, name: 'Casa' },
  { id: 3, name: 'Consultorio' },
  { id: 4, name: 'Oficina' },
  { id: 5, name: 'Local' },
  { id: 6, name: 'Bodega' },
  { id: 7, name: 'Lote' },
  { id: 8, name: 'Finca' },
  { id: 10, name: 'Edificio' },
  { id: 11, name: 'Apartaestudio' },
] as const;
export type PropertyTypeId = (typeof PROPERTY_TYPES)[number]['id'];

/**
 * Housing: Apartamento, Casa, Apartaestudio. What a housing loan buys (the mortgage card shows on their sale
 * listings only), not offices, shops, lots or warehouses. Here, not beside the simulator: that module brings zod.
 */
export const HOUSING_TYPE_IDS: readonly number[] = [1, 2, 11];

export const SORT_OPTIONS = [
  { value: 'fecha', label: 'Más recientes' },
  { value: 'menor-precio', label: 'Menor precio' },
  { value: 'mayor-precio', label: 'Mayor precio' },
] as const;
export type SortOption = (typeof SORT_OPTIONS)[number]['value'];
export const DEFAULT_SORT: SortOption = 'fecha';

/** Features the spec draws an icon for; the key is what the web maps to an icon. */
export const KNOWN_FEATURES = [
  { key: 'zonas-verdes', name: 'Zonas verdes' },
  { key: 'salon-comunal', name: 'Salón comunal' },
  { key: 'juegos-infantiles', name: 'Juegos infantiles' },
  { key: 'gimnasio', name: 'Gimnasio' },
  { key: 'sauna', name: 'Sauna' },
  { key: 'bano-turco', name: 'Baño turco' },
  { key: 'ascensor', name: 'Ascensor' },
  { key: 'shut-basuras', name: 'Shut de basuras' },
  { key: 'cancha-multiple', name: 'Cancha múltiple' },
] as const;
export type KnownFeatureKey = (typeof KNOWN_FEATURES)[number]['key'];
/** Spec §2: at most 4 icons per feature list. */
export const MAX_FEATURE_ICONS = 4;

export const PROPERTY_MESSAGES = {
  notFound: (code: string) => `No se encontró el inmueble: ${code}`,
  noResults: 'Sin resultados',
  loading: 'Cargando...',
  loadingFeatured: 'Cargando inmuebles destacados...',
  upstreamUnavailable: 'El servicio de inmuebles no está disponible en este momento. Inténtalo más tarde.',
  departmentNotFound: 'No se encontró el departamento',
  cityNotFound: 'No se encontró la ciudad',
} as const;
