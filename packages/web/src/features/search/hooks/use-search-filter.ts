import { useCallback, useEffect, useMemo, useRef } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import {
  changeFilter,
  CODE_PARAM,
  filterFromSearchParams,
  filterToSearchParams,
  presetFilter,
  removeStoredFilter,
  writeStoredFilter,
  type SearchFilter,
} from '~/lib/search-filter';

/** A change, or a change computed from the latest requested filter (counters: two quick clicks add up). */
export type SearchFilterPatch = Partial<SearchFilter> | ((current: SearchFilter) => Partial<SearchFilter>);

export interface UseSearchFilter {
  filter: SearchFilter;
  /** What the route presets (defaults outside `/busqueda/{gestion}/{ubicacion}/{tipoPropiedad}`). */
  base: SearchFilter;
  /** A visitor's change: back to page 1 unless only the page changes (spec §4). */
  update: (patch: SearchFilterPatch) => void;
  reset: () => void;
  /** Address of a page of the current results: its links open in a new tab and work before the app runs. */
  pageHref: (page: number) => string;
  /** `?vista=mapa`: the results on a map instead of the list. */
  view: SearchView;
  setView: (view: SearchView) => void;
  /** `?codigo=` of a code lookup, or null. */
  code: string | null;
  setCode: (code: string) => void;
  clearCode: () => void;
}

export type SearchView = 'lista' | 'mapa';
export const VIEW_PARAM = 'vista';

/** The view survives the filter's changes: it is not part of the filter. */
function withView(params: URLSearchParams, view: SearchView): URLSearchParams {
  if (view === 'mapa') params.set(VIEW_PARAM, 'mapa');
  else params.delete(VIEW_PARAM);
  return params;
}

/**
 * A filter change is a history entry, but one made within this long of the previous one joins it: clicks on a
 * counter, arrows held on a select or a slider moved in steps make one entry, not one per step.
 */
export const FILTER_HISTORY_SETTLE_MS = 1000;

/** History state of the search page's own navigations: no stored filter is brought back over them. */
const SEARCH_PAGE_NAVIGATION = { searchPage: true } as const;

export function isSearchPageNavigation(state: unknown): boolean {
  return typeof state === 'object' && state !== null && 'searchPage' in state;
}

/**
 * The filter lives in the address (so a search can be shared) and is mirrored in local storage
 * `filtro` (spec §3), removed when the page unloads; the route's loader brings it back on a plain
 * /busqueda/ within the visit (see restore-filter.ts).
 */
export function useSearchFilter(): UseSearchFilter {
  const params = useParams();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const base = useMemo(
    () =>
      presetFilter({
        gestion: params.gestion,
        ubicacion: params.ubicacion,
        tipoPropiedad: params.tipoPropiedad,
      }),
    [params.gestion, params.ubicacion, params.tipoPropiedad],
  );
  const filter = useMemo(() => filterFromSearchParams(searchParams, base), [searchParams, base]);
  const code = searchParams.get(CODE_PARAM)?.trim() || null;
  const view: SearchView = searchParams.get(VIEW_PARAM) === 'mapa' ? 'mapa' : 'lista';

  // The address we last asked for. The router renders navigations in a transition, so two quick
  // changes (two clicks on a counter) must build on each other, not on the last rendered address.
  const latest = useRef(searchParams);
  const pending = useRef<string[]>([]);
  // When the visitor last changed the filter (0: a change now makes an entry of its own).
  const lastChange = useRef(0);
  useEffect(() => {
    const key = searchParams.toString();
    const index = pending.current.indexOf(key);
    if (index >= 0) {
      pending.current = pending.current.slice(index + 1);
      if (pending.current.length > 0) return;
    } else {
      // Back/forward or a link: the address changed outside this hook.
      pending.current = [];
      lastChange.current = 0;
    }
    latest.current = searchParams;
  }, [searchParams]);

  const go = useCallback(
    (next: URLSearchParams, options: { replace: boolean }) => {
      latest.current = next;
      pending.current.push(next.toString());
      void setSearchParams(next, { ...options, preventScrollReset: true, state: SEARCH_PAGE_NAVIGATION });
    },
    [setSearchParams],
  );

  useEffect(() => writeStoredFilter(filter), [filter]);
  useEffect(() => {
    const onUnload = () => removeStoredFilter();
    window.addEventListener('pagehide', onUnload);
    return () => window.removeEventListener('pagehide', onUnload);
  }, []);

  const update = useCallback(
    (patch: SearchFilterPatch) => {
      const current = filterFromSearchParams(latest.current, base);
      const changes = typeof patch === 'function' ? patch(current) : patch;
      const next = changeFilter(current, changes);
      const onlyPage = Object.keys(changes).every((key) => key === 'page');
      const latestView = latest.current.get(VIEW_PARAM) === 'mapa' ? 'mapa' : 'lista';
      // Pages and filters are history entries (Back returns to the previous ones); a filter still being
      // changed (within FILTER_HISTORY_SETTLE_MS of its last change) replaces its own entry.
      const now = Date.now();
      const settling = !onlyPage && now - lastChange.current < FILTER_HISTORY_SETTLE_MS;
      lastChange.current = onlyPage ? 0 : now;
      go(withView(filterToSearchParams(next, base), latestView), { replace: settling });
    },
    [base, go],
  );

  const pageHref = useCallback(
    (page: number) => {
      const search = filterToSearchParams({ ...filter, page }, base).toString();
      return search ? `${pathname}?${search}` : pathname;
    },
    [filter, base, pathname],
  );

  // An entry too: Back brings the cleared filters back.
  const reset = useCallback(() => {
    lastChange.current = 0;
    go(withView(new URLSearchParams(), latest.current.get(VIEW_PARAM) === 'mapa' ? 'mapa' : 'lista'), {
      replace: false,
    });
  }, [go]);

  // A history entry: Back returns to the other view.
  const setView = useCallback(
    (next: SearchView) => go(withView(new URLSearchParams(latest.current), next), { replace: false }),
    [go],
  );

  const setCode = useCallback(
    (value: string) => {
      const next = new URLSearchParams(latest.current);
      next.set(CODE_PARAM, value);
      go(next, { replace: false });
    },
    [go],
  );

  const clearCode = useCallback(() => {
    const next = new URLSearchParams(latest.current);
    next.delete(CODE_PARAM);
    go(next, { replace: true });
  }, [go]);

  return { filter, base, update, pageHref, reset, view, setView, code, setCode, clearCode };
}
