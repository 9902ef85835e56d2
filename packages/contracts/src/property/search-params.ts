// No zod here: the search page reads its address with this on the browser's first page, where zod
// would add about 24 KB gzip. propertySearchQuerySchema enforces the same ranges on the gateway, and a
// test keeps the two in step.
import { BBOX_PARAM, formatBbox, type Bbox } from './bbox';
import { COUNTER_MAX, COUNTER_MIN, DEFAULT_SORT, GESTION, SORT_OPTIONS, type SortOption } from './constants';

/**
 * An empty search: what GET /api/properties applies to the parameters not given (the schema's defaults
 * read it, and a test checks they give it) and what `/busqueda/` shows. 0 = any; unset prices = the bounds of the gestion.
 */
export const EMPTY_SEARCH = {
  gestion: GESTION.ARRIENDO,
  tipo: 0,
  ciudad: 0,
  barrio: 0,
  valmin: undefined,
  valmax: undefined,
  habitaciones: 0,
  banos: 0,
  parqueaderos: 0,
  orden: DEFAULT_SORT,
  page: 1,
} as const;

/** Whole-number ranges of the GET /api/properties parameters. */
export const SEARCH_PARAM_RANGES = {
  id: { min: 0, max: 2_147_483_647 },
  counter: { min: COUNTER_MIN, max: COUNTER_MAX },
  price: { min: 0, max: 1e12 },
  page: { min: 1, max: 100_000 },
} as const;

export const GESTION_IDS: readonly number[] = Object.values(GESTION);

const PARAM_RANGE = {
  tipo: 'id',
  ciudad: 'id',
  barrio: 'id',
  valmin: 'price',
  valmax: 'price',
  habitaciones: 'counter',
  banos: 'counter',
  parqueaderos: 'counter',
  page: 'page',
} as const satisfies Record<string, keyof typeof SEARCH_PARAM_RANGES>;

export type SearchParamKey = keyof typeof PARAM_RANGE | 'gestion' | 'orden';

/**
 * The parameters that choose which listings a search finds (what a saved alert follows), in the order the
 * site's addresses write them; the map's area (`bbox`) is written after them.
 */
export const SEARCH_FILTER_KEYS = [
  'gestion',
  'tipo',
  'ciudad',
  'barrio',
  'valmin',
  'valmax',
  'habitaciones',
  'banos',
  'parqueaderos',
] as const satisfies readonly SearchParamKey[];

/** The parameters of how the visitor looks at the results: not part of what an alert follows. */
export const SEARCH_VIEW_KEYS = ['orden', 'page'] as const satisfies readonly SearchParamKey[];

function isSortOption(value: string): value is SortOption {
  return SORT_OPTIONS.some((o) => o.value === value);
}

/**
 * One search parameter as the gateway would take it (text coerced like zod's `z.coerce.number`), or
 * undefined when it is empty or the gateway would refuse it: a shared address never breaks the page.
 */
export function readSearchParam(key: SearchParamKey, raw: string | null): number | SortOption | undefined {
  if (raw === null || raw === '') return undefined;
  if (key === 'orden') return isSortOption(raw) ? raw : undefined;
  const value = Number(raw);
  if (key === 'gestion') return GESTION_IDS.includes(value) ? value : undefined;
  const { min, max } = SEARCH_PARAM_RANGES[PARAM_RANGE[key]];
  return Number.isSafeInteger(value) && value >= min && value <= max ? value : undefined;
}

/** A search's values as the writer below takes them: the filter, the view and the map's area, any left out. */
export type SearchValues = { readonly [K in SearchParamKey]?: number | SortOption } & {
  readonly bbox?: Bbox;
};

/** Defaults that leave only the gestion always written: how the gateway's query and a saved search name it. */
const GESTION_NAMED = { ...EMPTY_SEARCH, gestion: undefined };

/**
 * The one writer of a search as query parameters: `keys` in the site's order, then the map's area; a value
 * that is unset or equal to `base`'s is left out, so addresses stay short and a preset path keeps its own.
 * The search page's address, the gateway's query string and a saved alert's search are all written by it.
 */
export function writeSearchParams(
  values: SearchValues,
  {
    keys = [...SEARCH_FILTER_KEYS, ...SEARCH_VIEW_KEYS],
    base = EMPTY_SEARCH,
  }: { keys?: readonly SearchParamKey[]; base?: Partial<Record<SearchParamKey, unknown>> } = {},
): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of keys) {
    const value = values[key];
    if (value !== undefined && value !== base[key]) params.set(key, String(value));
  }
  if (values.bbox) params.set(BBOX_PARAM, formatBbox(values.bbox));
  return params;
}

/** GET /api/properties' query string: the gestion always named, defaults left out. */
export function searchQueryString(values: SearchValues): string {
  return writeSearchParams(values, { base: GESTION_NAMED }).toString();
}

/** What a search alert follows, as stored and compared: the filter and area only, the gestion always named. */
export function savedSearchQuery(values: SearchValues): string {
  return writeSearchParams(values, { keys: SEARCH_FILTER_KEYS, base: GESTION_NAMED }).toString();
}
