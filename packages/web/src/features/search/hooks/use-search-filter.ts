import { useCallback, useEffect, useMemo, useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import {
  changeFilter,
  CODE_PARAM,
  filterFromSearchParams,
  filterToSearchParams,
  hasFilterParams,
  presetFilter,
  readStoredFilter,
  removeStoredFilter,
  writeStoredFilter,
  type SearchFilter,
} from '../lib/search-filter';

export interface UseSearchFilter {
  filter: SearchFilter;
  /** What the route presets (defaults outside `/busqueda/{gestion}/{ubicacion}/{tipoPropiedad}`). */
  base: SearchFilter;
  /** A visitor's change: back to page 1 unless only the page changes (spec §4). */
  update: (patch: Partial<SearchFilter>) => void;
  reset: () => void;
  /** `?codigo=` of a code lookup, or null. */
  code: string | null;
  setCode: (code: string) => void;
  clearCode: () => void;
}

/**
 * The filter lives in the address (so a search can be shared) and is mirrored in local storage
 * `filtro` (spec §3), which brings it back when the visitor returns to /busqueda/ within the visit and
 * is removed when the page unloads.
 */
export function useSearchFilter(): UseSearchFilter {
  const params = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const isPreset = params.gestion !== undefined;
  const base = useMemo(
    () =>
      presetFilter({
        gestion: params.gestion,
        ubicacion: params.ubicacion,
        tipoPropiedad: params.tipoPropiedad,
      }),
    [params.gestion, params.ubicacion, params.tipoPropiedad],
  );
  const urlFilter = useMemo(() => filterFromSearchParams(searchParams, base), [searchParams, base]);
  const code = searchParams.get(CODE_PARAM)?.trim() || null;

  // A plain /busqueda/ brings back the filter of this visit. It is used from the first render (no
  // search with the defaults first) until the address carries it.
  const [initialQuery] = useState(() => searchParams.toString());
  const [stored, setStored] = useState(() => {
    if (isPreset || hasFilterParams(searchParams)) return null;
    const saved = readStoredFilter();
    return saved && filterToSearchParams(saved, base).size > 0 ? saved : null;
  });
  if (stored && searchParams.toString() !== initialQuery) setStored(null);
  const filter = stored ?? urlFilter;

  useEffect(() => {
    if (!stored) return;
    void setSearchParams(
      (prev) => {
        const next = filterToSearchParams(stored, base);
        const codeValue = prev.get(CODE_PARAM);
        if (codeValue) next.set(CODE_PARAM, codeValue);
        return next;
      },
      { replace: true },
    );
  }, [stored, base, setSearchParams]);

  useEffect(() => writeStoredFilter(filter), [filter]);
  useEffect(() => {
    const onUnload = () => removeStoredFilter();
    window.addEventListener('pagehide', onUnload);
    return () => window.removeEventListener('pagehide', onUnload);
  }, []);

  const update = useCallback(
    (patch: Partial<SearchFilter>) => {
      const onlyPage = Object.keys(patch).every((key) => key === 'page');
      void setSearchParams(
        (prev) => {
          const next = changeFilter(filterFromSearchParams(prev, base), patch);
          return filterToSearchParams(next, base);
        },
        // Pages are history entries (Back returns to the previous page); filter tweaks are not.
        { replace: !onlyPage, preventScrollReset: true },
      );
    },
    [base, setSearchParams],
  );

  const reset = useCallback(() => {
    void setSearchParams(new URLSearchParams(), { replace: true, preventScrollReset: true });
  }, [setSearchParams]);

  const setCode = useCallback(
    (value: string) => {
      void setSearchParams(
        (prev) => {
          const next = new URLSearchParams(prev);
          next.set(CODE_PARAM, value);
          return next;
        },
        { preventScrollReset: true },
      );
    },
    [setSearchParams],
  );

  const clearCode = useCallback(() => {
    void setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete(CODE_PARAM);
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  }, [setSearchParams]);

  return { filter, base, update, reset, code, setCode, clearCode };
}
