import { Inject, Injectable, Logger } from '@nestjs/common';
import { EMPTY_SEARCH, GESTION, propertyPath } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { CACHE_STORE, type CacheStore } from '#src/infra/cache/cache.store';
import { PROPERTY_SOURCE, type PropertySource } from '../catalog/property-source';
import {
  renderRobots,
  renderSitemap,
  SITEMAP_MAX_URLS,
  SITEMAP_STATIC_PATHS,
  type SitemapEntry,
} from './sitemap';

/** Rows per source page while walking the whole catalog for the sitemap. */
const SITEMAP_PAGE_SIZE = 1000;
const SITEMAP_TTL_SECONDS = 15 * 60;

@Injectable()
export class SeoService {
  private readonly logger = new Logger(SeoService.name);
  private readonly publicUrl: string;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    @Inject(PROPERTY_SOURCE) private readonly source: PropertySource,
    @Inject(CACHE_STORE) private readonly cache: CacheStore,
  ) {
    this.publicUrl = config.PUBLIC_URL;
  }

  async sitemap(): Promise<string> {
    return this.cache.wrap(`seo:${this.source.name}:sitemap`, SITEMAP_TTL_SECONDS, async () => {
      const entries: SitemapEntry[] = SITEMAP_STATIC_PATHS.map((p) => ({ ...p, loc: p.path }));
      for (let page = 1; entries.length < SITEMAP_MAX_URLS; page += 1) {
        const { items, total } = await this.source.search({
          ...EMPTY_SEARCH,
          gestion: GESTION.ANY,
          page,
          pageSize: SITEMAP_PAGE_SIZE,
        });
        for (const card of items) {
          entries.push({
            loc: propertyPath(card.code),
            lastmod: card.listedAt,
            changefreq: 'weekly',
          });
        }
        if (items.length === 0 || page * SITEMAP_PAGE_SIZE >= total) break;
      }
      if (entries.length > SITEMAP_MAX_URLS) {
        this.logger.warn(`Sitemap truncated to ${SITEMAP_MAX_URLS} URLs: a sitemap index is needed`);
      }
      return renderSitemap(entries, this.publicUrl);
    });
  }

  robots(): string {
    return renderRobots(this.publicUrl);
  }
}
