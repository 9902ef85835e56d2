import { Inject, Injectable, NotFoundException, ServiceUnavailableException } from '@nestjs/common';
import {
  GESTION,
  PROPERTY_MESSAGES,
  SEARCH_PAGE_SIZE,
  SIMILAR_PAGE_SIZE,
  clampPriceRange,
  normalizePropertyCode,
  pageCount,
  type PropertyDetail,
  type PropertyList,
  type PropertySearchQuery,
  type PropertySearchResult,
} from '@inmo/contracts';
import { CACHE_STORE, type CacheStore } from '../../infra/cache/cache.store';
import { PROPERTY_SOURCE, type PropertySource, type SourcePage, type SourceSearch } from './property-source';
import { UpstreamError } from './upstream.error';

/** ARCHITECTURE §4: every read cached 5 minutes per normalised key. */
export const PROPERTY_CACHE_TTL_SECONDS = 300;
export const FEATURED_LIMIT = 10;

@Injectable()
export class PropertiesService {
  constructor(
    @Inject(PROPERTY_SOURCE) private readonly source: PropertySource,
    @Inject(CACHE_STORE) private readonly cache: CacheStore,
  ) {}

  async search(query: PropertySearchQuery): Promise<PropertySearchResult> {
    const { valmin, valmax } = clampPriceRange(query.gestion, query.valmin, query.valmax);
    const search: SourceSearch = {
      gestion: query.gestion,
      tipo: query.tipo,
      ciudad: query.ciudad,
      barrio: query.barrio,
      valmin,
      valmax,
      habitaciones: query.habitaciones,
      banos: query.banos,
      parqueaderos: query.parqueaderos,
      orden: query.orden,
      page: query.page,
      pageSize: SEARCH_PAGE_SIZE,
    };
    const { items, total } = await this.cachedSearch(search);
    return {
      items,
      total,
      page: query.page,
      pageSize: SEARCH_PAGE_SIZE,
      pageCount: pageCount(total, SEARCH_PAGE_SIZE),
      valmin,
      valmax,
    };
  }

  async featured(): Promise<PropertyList> {
    const items = await this.cached('featured', () => this.source.featured(FEATURED_LIMIT));
    return { items };
  }

  async byCode(input: string): Promise<PropertyDetail> {
    const code = normalizePropertyCode(input);
    const detail = code ? await this.cached(`code:${code}`, () => this.source.findByCode(code)) : null;
    if (!detail) {
      throw new NotFoundException({
        statusCode: 404,
        message: PROPERTY_MESSAGES.notFound(code ?? input.slice(0, 40)),
      });
    }
    return detail;
  }

  /**
   * Spec §7: a search of page size 2 in the same city and neighbourhood, sorted by price ascending,
   * gestion sale (5) for a sale else any, on a random page among all pages. The property itself is left out.
   */
  async similar(input: string): Promise<PropertyList> {
    const property = await this.byCode(input);
    const base: Omit<SourceSearch, 'page'> = {
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
    };
    const first = await this.cachedSearch({ ...base, page: 1 });
    const pages = pageCount(first.total, SIMILAR_PAGE_SIZE);
    const page = pages > 1 ? 1 + Math.floor(Math.random() * pages) : 1;
    const chosen = page === 1 ? first : await this.cachedSearch({ ...base, page });
    return { items: chosen.items.filter((item) => item.code !== property.code) };
  }

  private cachedSearch(search: SourceSearch): Promise<SourcePage> {
    // Fixed field order: equal searches always make the same key.
    const key = [
      'search',
      search.gestion,
      search.tipo,
      search.ciudad,
      search.barrio,
      search.valmin ?? '-',
      search.valmax ?? '-',
      search.habitaciones,
      search.banos,
      search.parqueaderos,
      search.orden,
      search.page,
      search.pageSize,
    ].join(':');
    return this.cached(key, () => this.source.search(search));
  }

  /** Cached read of the source; a source failure with no stale copy is a Spanish 503. */
  private async cached<T>(key: string, loader: () => Promise<T>): Promise<T> {
    try {
      return await this.cache.wrap(
        `properties:${this.source.name}:${key}`,
        PROPERTY_CACHE_TTL_SECONDS,
        loader,
      );
    } catch (error) {
      if (error instanceof UpstreamError) {
        throw new ServiceUnavailableException({
          statusCode: 503,
          message: PROPERTY_MESSAGES.upstreamUnavailable,
        });
      }
      throw error;
    }
  }
}
