import { CODE_PARAM, filterToSearchParams, hasFilterParams, readStoredFilter } from '~/lib/search-filter';

/**
 * Where a plain /busqueda/ (or /) should go to bring back the filter of this visit (local storage
 * `filtro`, spec §3), or null to stay. An address that carries a filter always wins.
 */
export function storedFilterTarget(url: URL, storage?: Storage): string | null {
  if (hasFilterParams(url.searchParams)) return null;
  const stored = readStoredFilter(storage);
  if (!stored) return null;
  const params = filterToSearchParams(stored);
  if (params.size === 0) return null;
  const code = url.searchParams.get(CODE_PARAM);
  if (code) params.set(CODE_PARAM, code);
  return `${url.pathname}?${params.toString()}`;
}
