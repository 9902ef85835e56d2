import {
  BBOX_PARAM,
  CITIES,
  clampPriceRange,
  COUNTER_MAX,
  COUNTER_MIN,
  formatBbox,
  EMPTY_SEARCH,
  GESTION,
  parseBbox,
  PROPERTY_TYPES,
  readSearchParam,
  sameName,
  SEARCH_FILTER_KEYS,
  SEARCH_VIEW_KEYS,
  writeSearchParams,
  type Bbox,
  type PropertySearchQuery,
} from '@inmo/contracts';

/** The search filter of spec §3, as the gateway takes it (0 = any; valmin/valmax unset = gestion bounds). */
export type SearchFilter = PropertySearchQuery;
export type FilterKey = keyof SearchFilter;

export const DEFAULT_FILTER: SearchFilter = EMPTY_SEARCH;

/** The filter's parameters read one by one, in the order addresses write them; the map's area (`bbox`) has its own reader. */
export const FILTER_KEYS: readonly Exclude<FilterKey, 'bbox'>[] = [
  ...SEARCH_FILTER_KEYS,
  ...SEARCH_VIEW_KEYS,
];

/** Query parameter of a code lookup (spec §2: `?codigo=919-1234`). */
export const CODE_PARAM = 'codigo';

/** Spec §3: local storage key of the filter state; removed when the page unloads. */
export const FILTER_STORAGE_KEY = 'filtro';

export const COUNTER_KEYS = ['habitaciones', 'banos', 'parqueaderos'] as const;
export type CounterKey = (typeof COUNTER_KEYS)[number];

export function clampCounter(value: number): number {
  if (!Number.isFinite(value)) return COUNTER_MIN;
  return Math.min(COUNTER_MAX, Math.max(COUNTER_MIN, Math.trunc(value)));
}

export interface PresetParams {
  gestion?: string;
  ubicacion?: string;
  tipoPropiedad?: string;
}

function presetGestion(value: string | undefined): SearchFilter['gestion'] {
  const v = value?.trim() ?? '';
  if (v === '5' || sameName(v, 'venta') || sameName(v, 'comprar')) return GESTION.VENTA;
  // Spec §2: default 1 (Arriendo), also for '0' and unknown names.
  return GESTION.ARRIENDO;
}

function presetId(value: string | undefined, list: readonly { id: number; name: string }[]): number {
  const v = value?.trim() ?? '';
  if (!v || v === '0') return 0;
  if (/^\d+$/.test(v)) return list.some((item) => item.id === Number(v)) ? Number(v) : 0;
  return list.find((item) => sameName(item.name, v))?.id ?? 0;
}

/**
 * Filter given by a preset route `/busqueda/{gestion}/{ubicacion}/{tipoPropiedad}`: names or ids,
 * without regard to case or accents ('/busqueda/venta/medellin/apartamento'); '0' or unknown = any.
 */
export function presetFilter(params: PresetParams): SearchFilter {
  return {
    ...DEFAULT_FILTER,
    gestion: presetGestion(params.gestion),
    ciudad: presetId(params.ubicacion, CITIES),
    tipo: presetId(params.tipoPropiedad, PROPERTY_TYPES),
  };
}

/**
 * Filter in the address bar. `base` is what the route presets (defaults on /busqueda/): a query value
 * overrides it; a missing or invalid value keeps it.
 */
export function filterFromSearchParams(
  params: URLSearchParams,
  base: SearchFilter = DEFAULT_FILTER,
): SearchFilter {
  const filter: SearchFilter = { ...base };
  for (const key of FILTER_KEYS) {
    const value = readSearchParam(key, params.get(key));
    if (value !== undefined) Object.assign(filter, { [key]: value });
  }
  const bbox = parseBbox(params.get(BBOX_PARAM));
  if (bbox) filter.bbox = bbox;
  return normalizeFilter(filter);
}

/** Prices outside the bounds of the gestion count as "not set"; the bounds themselves too. */
export function normalizeFilter(filter: SearchFilter): SearchFilter {
  const { valmin, valmax } = clampPriceRange(filter.gestion, filter.valmin, filter.valmax);
  const bounds = clampPriceRange(filter.gestion, undefined, undefined);
  const barrio = filter.ciudad === 0 ? 0 : filter.barrio;
  return {
    ...filter,
    barrio,
    valmin: valmin === bounds.valmin ? undefined : valmin,
    valmax: valmax === bounds.valmax ? undefined : valmax,
  };
}

/** Only what differs from `base` goes to the address, so links stay short and presets stay in the path. */
export function filterToSearchParams(
  filter: SearchFilter,
  base: SearchFilter = DEFAULT_FILTER,
): URLSearchParams {
  return writeSearchParams(normalizeFilter(filter), { base });
}

export function hasFilterParams(params: URLSearchParams): boolean {
  return FILTER_KEYS.some((key) => params.has(key)) || params.has(BBOX_PARAM);
}

/** Whether two filters ask the same search (the map's area included). */
export function sameFilter(a: SearchFilter, b: SearchFilter): boolean {
  const area = (f: SearchFilter) => (f.bbox ? formatBbox(f.bbox) : '');
  return FILTER_KEYS.every((key) => a[key] === b[key]) && area(a) === area(b);
}

/**
 * Applies a change made by the visitor (spec §4): any change other than the page goes back to page 1;
 * a new gestion resets the prices to its bounds; a new city clears the sector.
 */
export function changeFilter(filter: SearchFilter, patch: Partial<SearchFilter>): SearchFilter {
  const next: SearchFilter = { ...filter, ...patch };
  const onlyPage = Object.keys(patch).every((key) => key === 'page');
  if (!onlyPage) next.page = patch.page ?? 1;
  if (patch.gestion !== undefined && patch.gestion !== filter.gestion) {
    next.valmin = undefined;
    next.valmax = undefined;
  }
  if (patch.ciudad !== undefined && patch.ciudad !== filter.ciudad && patch.barrio === undefined)
    next.barrio = 0;
  for (const key of COUNTER_KEYS) next[key] = clampCounter(next[key]);
  return normalizeFilter(next);
}

/** Slider values: the filter's prices, or the bounds of its gestion when unset. */
export function priceRange(filter: SearchFilter): [number, number] {
  const { valmin, valmax } = clampPriceRange(filter.gestion, filter.valmin, filter.valmax);
  return [valmin, valmax];
}

export function readStoredFilter(storage: Storage = window.localStorage): SearchFilter | null {
  try {
    const raw = storage.getItem(FILTER_STORAGE_KEY);
    if (!raw) return null;
    const stored: unknown = JSON.parse(raw);
    if (typeof stored !== 'object' || stored === null) return null;
    const values = new URLSearchParams();
    for (const [key, value] of Object.entries(stored)) {
      // The map's area is stored as an object: back to its address form.
      const area = key === BBOX_PARAM && typeof value === 'object' && value !== null ? (value as Bbox) : null;
      values.set(key, area ? formatBbox(area) : String(value));
    }
    return filterFromSearchParams(values);
  } catch {
    return null;
  }
}

export function writeStoredFilter(filter: SearchFilter, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(FILTER_STORAGE_KEY, JSON.stringify(filter));
  } catch {
    // Storage can be full or blocked; the address bar still holds the filter.
  }
}

export function removeStoredFilter(storage: Storage = window.localStorage): void {
  try {
    storage.removeItem(FILTER_STORAGE_KEY);
  } catch {
    // Same as above: nothing to clean when storage is unavailable.
  }
}
