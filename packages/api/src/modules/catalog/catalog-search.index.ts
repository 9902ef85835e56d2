import { Injectable, Logger } from '@nestjs/common';
import { logSafeError } from '#src/infra/logging/log-safe-error';
import { CatalogRepository } from './catalog.repository';
import { inSlices } from './event-loop-slices';
import { type PointsJson, type SourceSearch } from './property-source';

/**
 * How old the index may get before a request reloads it (in the background, the old one answering
 * meanwhile). Property reads are cached 5 minutes already (ARCHITECTURE §4); a sync or a re-seed shows in
 * new searches within this.
 */
export const SEARCH_INDEX_TTL_MS = 60_000;

type IndexedListing = Awaited<ReturnType<CatalogRepository['searchableListings']>>[number];

/** The listings as columns, newest first (listedAt desc, id desc, as PostgreSQL sorted them). */
interface Columns {
  readonly size: number;
  readonly id: Int32Array;
  /** Published points (PublishedLocations), never a listing's exact place; NaN without: out of every area and the map. */
  readonly latitude: Float64Array;
  readonly longitude: Float64Array;
  /** COP: sale prices pass an Int32's 2,147,483,647 (doubles hold every peso up to 2^53). */
  readonly price: Float64Array;
  readonly gestionId: Int16Array;
  readonly typeId: Int16Array;
  readonly cityId: Int32Array;
  readonly neighbourhoodId: Int32Array;
  readonly bedrooms: Int16Array;
  readonly bathrooms: Int16Array;
  readonly parking: Int16Array;
  /** Each listing's point of the map's answer, written once ('' without coordinates). */
  readonly points: readonly string[];
  /** Positions by price, then id, ascending: 'menor-precio', and read backwards 'mayor-precio'. */
  readonly byPrice: Int32Array;
}

export interface IndexPage {
  /** The page's listing ids, in the search's order. */
  readonly ids: number[];
  readonly total: number;
}

/** The columns of `rows`, built in slices (inSlices): the old index answers searches meanwhile. */
async function columnsOf(rows: readonly IndexedListing[]): Promise<Columns> {
  const size = rows.length;
  const c = {
    size,
    id: new Int32Array(size),
    latitude: new Float64Array(size),
    longitude: new Float64Array(size),
    price: new Float64Array(size),
    gestionId: new Int16Array(size),
    typeId: new Int16Array(size),
    cityId: new Int32Array(size),
    neighbourhoodId: new Int32Array(size),
    bedrooms: new Int16Array(size),
    bathrooms: new Int16Array(size),
    parking: new Int16Array(size),
    points: new Array<string>(size),
    byPrice: new Int32Array(size),
  };
  await inSlices(size, (start, end) => {
    for (let i = start; i < end; i++) {
      const r = rows[i]!;
      c.id[i] = r.id;
      c.latitude[i] = r.latitude ?? NaN;
      c.longitude[i] = r.longitude ?? NaN;
      c.price[i] = r.price;
      c.gestionId[i] = r.gestionId;
      c.typeId[i] = r.typeId;
      c.cityId[i] = r.cityId;
      c.neighbourhoodId[i] = r.neighbourhoodId;
      c.bedrooms[i] = r.bedrooms;
      c.bathrooms[i] = r.bathrooms;
      c.parking[i] = r.parking;
      c.byPrice[i] = i;
      c.points[i] =
        r.latitude === null || r.longitude === null
          ? ''
          : JSON.stringify({
              code: r.code,
              lat: r.latitude,
              lng: r.longitude,
              price: r.price,
              typeId: r.typeId,
            });
    }
  });
  // One sort of 20,000 positions: about 4 ms, left whole.
  c.byPrice.sort((a, b) => c.price[a]! - c.price[b]! || c.id[a]! - c.id[b]!);
  return c;
}

/**
 * Whether listing `i` matches: CatalogRepository.filtersOf's filters (0 means any; price and area bounds
 * inclusive, as SQL's between). Written so that NaN coordinates fail every area. The SQL, this and the SIMI
 * query are held to one another by search-filter.property.int-spec.ts.
 */
function matches(c: Columns, i: number, q: SourceSearch): boolean {
  const bbox = q.bbox;
  if (bbox) {
    const lat = c.latitude[i]!;
    const lng = c.longitude[i]!;
    if (!(lat >= bbox.south && lat <= bbox.north && lng >= bbox.west && lng <= bbox.east)) return false;
  }
  const price = c.price[i]!;
  return !(
    (q.valmin !== undefined && price < q.valmin) ||
    (q.valmax !== undefined && price > q.valmax) ||
    (q.gestion && c.gestionId[i] !== q.gestion) ||
    (q.tipo && c.typeId[i] !== q.tipo) ||
    (q.ciudad && c.cityId[i] !== q.ciudad) ||
    (q.barrio && c.neighbourhoodId[i] !== q.barrio) ||
    (q.habitaciones && c.bedrooms[i]! < q.habitaciones) ||
    (q.banos && c.bathrooms[i]! < q.banos) ||
    (q.parqueaderos && c.parking[i]! < q.parqueaderos)
  );
}

/** A page of a search in its order; every match is counted. */
function pageOf(c: Columns, q: SourceSearch): IndexPage {
  const first = (q.page - 1) * q.pageSize;
  const end = first + q.pageSize;
  const ids: number[] = [];
  let total = 0;
  const take = (i: number) => {
    if (!matches(c, i, q)) return;
    if (total >= first && total < end) ids.push(c.id[i]!);
    total++;
  };
  if (q.orden === 'menor-precio') for (let k = 0; k < c.size; k++) take(c.byPrice[k]!);
  else if (q.orden === 'mayor-precio') for (let k = c.size - 1; k >= 0; k--) take(c.byPrice[k]!);
  else for (let i = 0; i < c.size; i++) take(i);
  return { ids, total };
}

/** The map's answer: the newest `limit` points with coordinates, and how many in all. */
function pointsOf(c: Columns, q: SourceSearch, limit: number): PointsJson {
  const items: string[] = [];
  let total = 0;
  for (let i = 0; i < c.size; i++) {
    const point = c.points[i]!;
    if (point === '' || !matches(c, i, q)) continue;
    if (total < limit) items.push(point);
    total++;
  }
  return `{"items":[${items.join(',')}],"total":${total},"limit":${limit}}`;
}

/**
 * The searches' filters and orders over the listings, in memory: PostgreSQL then reads a page's cards by id.
 * There a city in view cost a top-N sort and a count over every match (and for the map its JSON, 12-16 ms of
 * PostgreSQL's CPU): p99 75 and 134 ms at 10 connections on 2 cores. A scan of 20,000 listings here takes
 * 0.3 ms (bench/results/search-map-2026-11-27-memory-index.txt).
 */
@Injectable()
export class CatalogSearchIndex {
  private readonly logger = new Logger('CatalogSearchIndex');
  private current: { readonly columns: Columns; readonly loadedAt: number } | undefined;
  private loading: Promise<Columns> | undefined;

  constructor(private readonly catalog: CatalogRepository) {}

  /** A page of a search: its listings' ids in order, and how many match. */
  async page(q: SourceSearch): Promise<IndexPage> {
    return pageOf(await this.columns(), q);
  }

  /** The map's points of a search (page, size and order ignored): the newest `limit`, and how many in all. */
  async points(q: SourceSearch, limit: number): Promise<PointsJson> {
    return pointsOf(await this.columns(), q, limit);
  }

  private async columns(): Promise<Columns> {
    const current = this.current;
    // None yet: the first request waits for it (and fails as a query would).
    if (!current) return this.load();
    if (Date.now() - current.loadedAt >= SEARCH_INDEX_TTL_MS) {
      this.load().catch((error: unknown) =>
        this.logger.warn(
          `Reload failed, the index of ${current.columns.size} listings keeps answering: ${logSafeError(error)}`,
        ),
      );
    }
    return current.columns;
  }

  /** Resolves when the load in progress, if any, has ended (tests, benchmarks). */
  async settled(): Promise<void> {
    await this.loading?.catch(() => undefined);
  }

  /** One load at a time, shared by whoever asks meanwhile. */
  private load(): Promise<Columns> {
    this.loading ??= this.read().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  }

  private async read(): Promise<Columns> {
    // Its age counts from the read's start: what a sync wrote after it may be missing.
    const startedAt = Date.now();
    const columns = await columnsOf(await this.catalog.searchableListings());
    this.current = { columns, loadedAt: startedAt };
    return columns;
  }
}
