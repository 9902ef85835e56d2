// No zod here: the search page reads its address with this on the browser's first page, where zod
// would add about 24 KB gzip. propertySearchQuerySchema enforces the same ranges on the gateway, and a
// test keeps the two in step.
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
