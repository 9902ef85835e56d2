import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { HttpException, HttpStatus, Inject, Injectable, Logger } from '@nestjs/common';
import { GESTION, type SsrRenderResult } from '@inmo/contracts';
import { LRUCache } from 'lru-cache';
import { APP_CONFIG, type AppConfig } from '../../config/config.schema';
import { CACHE_STORE, type CacheStore } from '../../infra/cache/cache.store';
import { PropertiesService, PROPERTY_CACHE_TTL_SECONDS } from '../properties/properties.service';
import { PROPERTY_SOURCE, type PropertySource } from '../properties/property-source';
import { PageRenderer } from './page-renderer';
import { FALLBACK_INDEX_HTML, injectHead, injectRendered, renderPropertyHead } from './seo-html';
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

export interface HtmlPage {
  readonly status: number;
  readonly html: string;
}

export type PageAnswer = HtmlPage | { readonly status: number; readonly location: string };

const RENDER_TTL_MS = 60_000;
const PROPERTY_PATH = /^\/inmueble\/([^/?#]+)\/?(?:[?#]|$)/;

@Injectable()
export class SeoService {
  private readonly logger = new Logger(SeoService.name);
  private readonly publicUrl: string;
  private readonly indexFile: string;
  private indexCache: { mtimeMs: number; html: string } | undefined;
  /**
   * Server renders by address, briefly (their data is cached for 5 minutes anyway); concurrent visitors
   * of one page share a render. The shell around them is read per request, so a rebuild shows at once.
   */
  private readonly rendered = new LRUCache<string, { result: SsrRenderResult | null }>({
    max: 500,
    ttl: RENDER_TTL_MS,
    fetchMethod: async (url) => ({ result: await this.renderer.render(url) }),
  });

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(PROPERTY_SOURCE) private readonly source: PropertySource,
    @Inject(CACHE_STORE) private readonly cache: CacheStore,
    private readonly properties: PropertiesService,
    private readonly renderer: PageRenderer,
  ) {
    this.publicUrl = config.PUBLIC_URL;
    this.indexFile = path.join(config.WEB_DIST, 'index.html');
  }

  /**
   * Any page of the SPA (`url` = path and query), rendered on the server when the web's server bundle
   * is there: the visitor sees the page before its JavaScript runs. Otherwise the plain SPA shell.
   */
  async page(url: string): Promise<PageAnswer> {
    const code = PROPERTY_PATH.exec(url)?.[1];
    const [shell, rendered] = await Promise.all([
      code === undefined
        ? this.index().then((html) => ({ status: HttpStatus.OK, html }))
        : this.propertyPage(safeDecode(code)),
      this.rendered.fetch(url),
    ]);
    return withRendered(shell, rendered?.result ?? null);
  }

  /**
   * Renders the home page once, right after the gateway starts listening: the first render loads the
   * server bundle and its page code and warms the JIT and the catalog (about 300 ms against 60 ms warm),
   * which the first visitor would otherwise wait for. The result stays cached like any visit's.
   */
  async warmUp(): Promise<void> {
    await this.rendered.fetch('/');
  }

  /**
   * `/inmueble/:code`: the SPA with the property's head (title, description, canonical, Open Graph,
   * JSON-LD). Unknown code: the plain SPA with 404 (it shows its not-found page). Source down: the
   * plain SPA with 200, which retries on its own.
   */
  private async propertyPage(code: string): Promise<HtmlPage> {
    const index = await this.index();
    let head: string | null;
    try {
      head = await this.cache.wrap(`seo:${this.source.name}:head:${code}`, PROPERTY_CACHE_TTL_SECONDS, () =>
        this.renderHead(code),
      );
    } catch (error) {
      this.logger.warn(`Property head not rendered, serving the plain SPA (${String(error)})`);
      return { status: HttpStatus.OK, html: index };
    }
    return head === null
      ? { status: HttpStatus.NOT_FOUND, html: index }
      : { status: 200, html: injectHead(index, head) };
  }

  async sitemap(): Promise<string> {
    return this.cache.wrap(`seo:${this.source.name}:sitemap`, SITEMAP_TTL_SECONDS, async () => {
      const entries: SitemapEntry[] = SITEMAP_STATIC_PATHS.map((p) => ({ ...p, loc: p.path }));
      for (let page = 1; entries.length < SITEMAP_MAX_URLS; page += 1) {
        const { items, total } = await this.source.search({
          gestion: GESTION.ANY,
          tipo: 0,
          ciudad: 0,
          barrio: 0,
          valmin: undefined,
          valmax: undefined,
          habitaciones: 0,
          banos: 0,
          parqueaderos: 0,
          orden: 'fecha',
          page,
          pageSize: SITEMAP_PAGE_SIZE,
        });
        for (const card of items) {
          entries.push({
            loc: `/inmueble/${encodeURIComponent(card.code)}`,
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

  /** null when the code does not exist. */
  private async renderHead(code: string): Promise<string | null> {
    try {
      const detail = await this.properties.byCode(code);
      return renderPropertyHead(detail, this.publicUrl).html;
    } catch (error) {
      if (error instanceof HttpException && error.getStatus() === 404) return null;
      throw error;
    }
  }

  /**
   * The built SPA's index.html, re-read only when the file changes: a rebuild under a running gateway
   * renames the hashed assets, and a stale copy would point at scripts that no longer exist.
   */
  private async index(): Promise<string> {
    try {
      const { mtimeMs } = await stat(this.indexFile);
      if (this.indexCache?.mtimeMs !== mtimeMs) {
        this.indexCache = { mtimeMs, html: await readFile(this.indexFile, 'utf8') };
      }
      return this.indexCache.html;
    } catch {
      if (this.indexCache === undefined) {
        this.logger.warn(`No ${this.indexFile}: property pages use a minimal HTML shell`);
        this.indexCache = { mtimeMs: -1, html: FALLBACK_INDEX_HTML };
      }
      // Mid-rebuild (file briefly missing): the last good copy.
      return this.indexCache.html;
    }
  }
}

function safeDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The shell with the server-rendered page in it; the worse of the two statuses (a missing property stays 404). */
function withRendered(shell: HtmlPage, rendered: SsrRenderResult | null): PageAnswer {
  if (rendered === null) return shell;
  if (rendered.kind === 'redirect') return { status: rendered.status, location: rendered.location };
  return { status: Math.max(shell.status, rendered.status), html: injectRendered(shell.html, rendered) };
}
