import { UpstreamError } from '#src/infra/http/upstream.error';
import {
  SIMI_NO_RESULTS,
  normalizeListingPage,
  parseCount,
  toList,
  type SimiListing,
} from './simi.normalizers';

/** One page of the sync's read of the whole inventory, with what the sync checks a complete read by. */
export interface SimiInventoryPage {
  readonly listings: SimiListing[];
  /** Cards in the answer, placed or not. */
  readonly received: number;
  /** `Codigo_Inmueble` of every card received (the listings the read saw). */
  readonly codes: string[];
  /** Each card's `fecha_modificacion` ("YYYY-MM-DD HH:MM:SS"), null when missing, in the answer's order. */
  readonly modified: (string | null)[];
  /** totalInmuebles; 0 for "Sin resultados". */
  readonly total: number;
  /** fin: the page count; 0 for "Sin resultados". */
  readonly pageCount: number;
  /** SIMI answered "Sin resultados". */
  readonly empty: boolean;
  /** Codes of cards that could not be placed (left out of `listings`); filled by the source. */
  readonly unplaced: string[];
}

const MODIFIED = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/**
 * A search answer as the sync must read it: `{Inmuebles, datosGrales}` or exactly "Sin resultados".
 * Anything else (HTML is caught by the client; `[]`, `null`, other text, a page without its counts)
 * is an error, never an empty inventory.
 */
export function readInventoryPage(body: unknown): SimiInventoryPage {
  if (body === SIMI_NO_RESULTS) {
    return {
      listings: [],
      received: 0,
      codes: [],
      modified: [],
      total: 0,
      pageCount: 0,
      empty: true,
      unplaced: [],
    };
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body) || !('Inmuebles' in body)) {
    throw new UpstreamError('SIMI answered a search page that is neither cards nor "Sin resultados"');
  }
  const record = body as { Inmuebles: unknown; datosGrales?: unknown };
  const info =
    typeof record.datosGrales === 'object' && record.datosGrales !== null
      ? (record.datosGrales as Record<string, unknown>)
      : {};
  const total = parseCount(info.totalInmuebles);
  const pageCount = parseCount(info.fin);
  if (total === null || pageCount === null) {
    throw new UpstreamError('SIMI answered a search page without totalInmuebles and fin');
  }
  const raws = toList(record.Inmuebles);
  const page = normalizeListingPage(body);
  return {
    listings: page.listings,
    received: raws.length,
    codes: raws.map((r) => (typeof r.Codigo_Inmueble === 'string' ? r.Codigo_Inmueble.trim() : '')),
    modified: raws.map((r) => {
      const value = typeof r.fecha_modificacion === 'string' ? r.fecha_modificacion.trim() : '';
      return MODIFIED.test(value) ? value : null;
    }),
    total,
    pageCount,
    empty: false,
    unplaced: [],
  };
}

/**
 * Whether a detail answer says the listing is gone: only `msn` or `status: 1` without `idInm` does.
 * A detail is found when it carries `idInm`; anything else ("Sin resultados", `[]`, HTML, a number, an
 * object with neither) is an error, so a SIMI in trouble never withdraws a live listing.
 */
export function detailAnswer(body: unknown): 'found' | 'absent' {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw new UpstreamError('SIMI answered a detail that is not an object');
  }
  const record = body as Record<string, unknown>;
  const id = record.idInm;
  if ((typeof id === 'string' && id.trim() !== '') || typeof id === 'number') return 'found';
  if (record.msn !== undefined || Number(record.status) === 1) return 'absent';
  throw new UpstreamError('SIMI answered a detail without idInm, msn or status');
}
