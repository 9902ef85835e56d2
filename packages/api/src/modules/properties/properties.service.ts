import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import {
  PROPERTY_MESSAGES,
  SEARCH_PAGE_SIZE,
  SIMILAR_PAGE_SIZE,
  DEFAULT_SORT,
  clampPriceRange,
  formatBbox,
  priceBoundsFor,
  normalizePropertyCode,
  pageCount,
  type PropertyDetail,
  type PropertyList,
  type PropertySearchQuery,
  type PropertySearchResult,
  GESTION,
} from '@inmo/contracts';
import { CACHE_STORE, type CacheStore } from '#src/infra/cache/cache.store';
import {
  type ChangedPage,
  type PointsJson,
  PROPERTY_SOURCE,
  type PropertySource,
  type SourcePage,
  type SourceSearch,
} from '../catalog/property-source';
import { PublishedLocations } from '../catalog/published-locations.service';

/** ARCHITECTURE §4: every read cached 5 minutes per normalised key. */
export const PROPERTY_CACHE_TTL_SECONDS = 300;
export const FEATURED_LIMIT = 10;
/** Points the map gets at most; past it the visitor is asked to zoom in. */
export const POINTS_LIMIT = 2000;

@Injectable()
export class PropertiesService {
  constructor(
    @Inject(PROPERTY_SOURCE) private readonly source: PropertySource,
    @Inject(CACHE_STORE) private readonly cache: CacheStore,
    private readonly locations: PublishedLocations,
  ) {}

  async search(query: PropertySearchQuery): Promise<PropertySearchResult> {
    const found = await this.cachedSearch(this.sourceSearch(query));
    const pages = pageCount(found.total, SEARCH_PAGE_SIZE);
    // A page past the last (an old link, a hand-edited address) shows the last page, not 'Sin resultados'.
    const page = pages > 0 ? Math.min(query.page, pages) : query.page;
    const { items, total } =
      page === query.page ? found : await this.cachedSearch(this.sourceSearch({ ...query, page }));
    const range = clampPriceRange(query.gestion, query.valmin, query.valmax);
    return {
      items,
      total,
      page,
      pageSize: SEARCH_PAGE_SIZE,
      pageCount: pages,
      valmin: range.valmin,
      valmax: range.valmax,
    };
  }

  /** The map's points of a search, the filter and area of the list, every page: PropertyPointsResult as JSON. */
  points(query: PropertySearchQuery): Promise<PointsJson> {
    // Page and order do not change the points.
    const search = { ...this.sourceSearch(query), orden: DEFAULT_SORT, page: 1 };
    // Not cached: the source answers from memory in about a millisecond (CatalogSearchIndex), less than a
    // Redis get and set of the answer's ~100 KB took (bench/results/search-map-2026-11-27-memory-index.txt).
    return this.source.points(search, POINTS_LIMIT);
  }

  /** An alert's digest: listings of the search added or made cheaper in (since, until]; never cached. */
  changedSince(query: PropertySearchQuery, since: Date, until: Date, limit: number): Promise<ChangedPage> {
    return this.source.changedSince(
      { ...this.sourceSearch(query), orden: DEFAULT_SORT, page: 1 },
      since,
      until,
      limit,
    );
  }

  /**
   * The source's search of a query, its price range clamped (clampPriceRange). A maximum at the gestion's
   * top bound is left open: the slider's top means "o más" (spec §9 bounds the slider, not the listings),
   * so a sale over $2.000.000.000 is still found.
   */
  private sourceSearch(query: PropertySearchQuery): SourceSearch {
    const range = clampPriceRange(query.gestion, query.valmin, query.valmax);
    return {
      gestion: query.gestion,
      tipo: query.tipo,
      ciudad: query.ciudad,
      barrio: query.barrio,
      valmin: range.valmin,
      valmax: range.valmax === priceBoundsFor(query.gestion).max ? undefined : range.valmax,
      habitaciones: query.habitaciones,
      banos: query.banos,
      parqueaderos: query.parqueaderos,
      bbox: query.bbox,
      orden: query.orden,
      page: query.page,
      pageSize: SEARCH_PAGE_SIZE,
    };
  }

  async featured(): Promise<PropertyList> {
    const items = await this.cached('featured', () => this.source.featured(FEATURED_LIMIT));
    return { items };
  }

  async byCode(input: string): Promise<PropertyDetail> {
    const code = normalizePropertyCode(input);
    const found = code ? await this.cached(`code:${code}`, () => this.source.findByCode(code)) : null;
    if (!found) {
      throw new NotFoundException({
        statusCode: 404,
        message: PROPERTY_MESSAGES.notFound(code ?? input.slice(0, 40)),
      });
    }
    // Every source's detail is published here: the listing's approximate point, or its own place when the
    // agency marked it (the catalog's exact_location, EXACT_LOCATION_CODES).
    const publish = await this.locations.publisher();
    const point = publish(found.code, found.latitude, found.longitude, found.exactLocation === true);
    return {
      ...found,
      latitude: point?.latitude ?? null,
      longitude: point?.longitude ?? null,
      exactLocation: point?.exact ?? false,
    };
  }

  /**
   * Spec §7: a paged search of SIMILAR_PAGE_SIZE in the listing's city and neighbourhood, of sale listings when
   * it is one for sale and of any gestión otherwise, by price ascending; one page of it chosen at random from
   * all its pages. The listing itself is left out of the page.
   */
  async similar(input: string, random: () => number = Math.random): Promise<PropertyList> {
    const property = await this.byCode(input);
    const search = {
      gestion: property.gestionId === GESTION.VENTA ? GESTION.VENTA : GESTION.ANY,
      tipo: 0,
      ciudad: property.cityId,
      barrio: property.neighbourhoodId ?? 0,
      valmin: undefined,
      valmax: undefined,
      habitaciones: 0,
      banos: 0,
      parqueaderos: 0,
      orden: 'menor-precio',
      pageSize: SIMILAR_PAGE_SIZE,
    } as const;
    const first = await this.cachedSearch({ ...search, page: 1 });
    const pages = Math.max(1, Math.ceil(first.total / SIMILAR_PAGE_SIZE));
    const page = Math.min(pages, 1 + Math.floor(random() * pages));
    const chosen = page === 1 ? first : await this.cachedSearch({ ...search, page });
    return { items: chosen.items.filter((item) => item.code !== property.code) };
  }

  private cachedSearch(search: SourceSearch): Promise<SourcePage> {
    return this.cached(`search:${searchKey(search)}`, () => this.source.search(search));
  }

  /** Cached read of the source (its failure with no stale copy: UpstreamFailureFilter's 503). */
  private cached<T>(key: string, loader: () => Promise<T>): Promise<T> {
    return this.cache.wrap(`properties:${this.source.name}:${key}`, PROPERTY_CACHE_TTL_SECONDS, loader);
  }
}

/** Fixed field order: equal searches always make the same cache key. */
function searchKey(search: SourceSearch): string {
  return [
    search.gestion,
    search.tipo,
    search.ciudad,
    search.barrio,
    search.valmin ?? '-',
    search.valmax ?? '-',
    search.habitaciones,
    search.banos,
    search.parqueaderos,
    search.bbox ? formatBbox(search.bbox) : '-',
    search.orden,
    search.page,
    search.pageSize,
  ].join(':');
}
