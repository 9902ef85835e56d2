import { randomBytes } from 'node:crypto';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { E_TIMEOUT, Semaphore, withTimeout } from 'async-mutex';
import { NOT_FOUND_KEY, type MapSettings, type MortgageSettings } from '@inmo/contracts';
import { APP_CONFIG, APP_ROLE, type AppConfig, type AppRole } from '#src/config/config.schema';
import { MetricsService } from '#src/infra/metrics/metrics.service';
import { ownRenderHeaders } from '#src/infra/rate-limit/own-render';
import { WEB_BUILD, type WebBuild } from '#src/infra/web-build/web-build';
import { PageRenderLimits } from './page-render-limits';
import { PageBody, withOwnScriptsHashed } from './page-body';
import { RenderCache, type RenderedPage } from './render-cache';
import { RenderOutcomes } from './render-outcomes';

/** What the web's server entry (packages/web/server/page-handler.ts, built to WEB_DIST/server/index.js) exports. */
export interface WebServerEntry {
  createPageHandler(options: {
    apiOrigin: string;
    apiHeaders: Record<string, string>;
    publicUrl: string;
    mortgage: MortgageSettings;
    map: MapSettings;
  }): (request: Request, nonce: string) => Promise<Response>;
  renderKey(url: URL): string;
}

/** Longer render keys are cut to the path (see `page`). */
export const MAX_PAGE_URL_LENGTH = 2048;
/** Renders at once: the rest wait their turn, so /api keeps answering while pages queue (2 cores). */
export const RENDER_CONCURRENCY = 2;
/** A page that waits longer for a render slot answers 503. */
export const RENDER_QUEUE_TIMEOUT_MS = 10_000;

const KEPT_HEADERS = ['content-type', 'location', 'cache-control'];

/** Readiness waits this long for its sampled render, then judges on what it has. */
const SAMPLE_WAIT_MS = 3000;

/** `not-configured`: no web build, or a worker (it renders no pages). */
export type PagesHealth = 'up' | 'down' | 'not-configured';

export type PageAnswer =
  | { kind: 'page'; page: RenderedPage }
  /** No render slot came free in time. */
  | { kind: 'busy' }
  /** The client has its share of renders running, or had its PAGE_RENDERS_PER_MINUTE. */
  | { kind: 'limited'; retryAfterSeconds: number }
  /** The page failed to render (logged). */
  | { kind: 'failed' }
  /** No web build, or an address too long for a page: the API answers. */
  | { kind: 'unavailable' };

/**
 * Every page of the site, rendered by React Router's request handler from the web's server build.
 * Renders are cached by the page's normalised address (the web's `renderKey`: the path and only the query
 * parameters the page reads; one key for every address no page claims), concurrent visitors of one page
 * share a render, and at most {@link RENDER_CONCURRENCY} run at once. A client's renders are bounded (at once
 * and per minute) and only pages without a query fill the larger cache, so one client's flood neither takes
 * the render slots nor evicts the pages everyone reads. The page is rendered with a placeholder nonce that marks
 * its own inline scripts: the gateway takes it out and names those scripts by their hash in the answers' CSP
 * (withOwnScriptsHashed), so every answer of a render sends the same bytes, compressed once.
 */
@Injectable()
export class PagesService implements OnModuleInit {
  private readonly logger = new Logger(PagesService.name);
  /** Unguessable and per process, so page content can never carry it (and have a script of its own allowed). */
  private readonly placeholderNonce = randomBytes(18).toString('base64url');
  private readonly renderSlots = withTimeout(new Semaphore(RENDER_CONCURRENCY), RENDER_QUEUE_TIMEOUT_MS);
  private entry: WebServerEntry | null = null;
  private handle: ReturnType<WebServerEntry['createPageHandler']> | null = null;
  private readonly outcomes = new RenderOutcomes();
  private readonly cache = new RenderCache();
  /** Renders running or waiting for a slot, by key: a second visitor of the page waits for the same one. */
  private readonly renders = new Map<string, Promise<RenderedPage>>();
  private lastTurn: Promise<void> = Promise.resolve();
  /** Renders waiting for a slot now. */
  private waiting = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(APP_ROLE) private readonly role: AppRole,
    @Inject(WEB_BUILD) private readonly build: WebBuild,
    private readonly limits: PageRenderLimits,
    private readonly metrics: MetricsService,
  ) {
    metrics.gauge('inmo_page_renders_waiting', 'Renders waiting for a render slot now', [], (set) =>
      set({}, this.waiting),
    );
  }

  async onModuleInit(): Promise<void> {
    if (this.role !== 'gateway') return;
    const entryFile = this.build.serverEntry;
    if (!entryFile) {
      this.logger.warn(
        `No web server build in ${this.config.WEB_DIST}: only the API is served. Run "pnpm build".`,
      );
      return;
    }
    if (this.config.MAP_TILE_URL === null)
      this.logger.warn(
        "MAP_TILE_URL is unset with NODE_ENV=production: every map is hidden (the search has no map view) and no tile is asked of OpenStreetMap. Set your tile provider's URL and MAP_TILE_ATTRIBUTION to show them.",
      );
    // From the gateway's own copy of the build, so its route chunks stay there however WEB_DIST changes.
    this.entry = (await import(pathToFileURL(entryFile).href)) as WebServerEntry;
    this.handle = this.entry.createPageHandler({
      apiOrigin: `http://127.0.0.1:${this.config.PORT}`,
      // Uncompressed: over loopback, gzip only costs CPU twice (here and in the loader's fetch).
      apiHeaders: { ...ownRenderHeaders(), 'Accept-Encoding': 'identity' },
      publicUrl: this.config.PUBLIC_URL,
      mortgage: {
        minDownPaymentPercent: this.config.MORTGAGE_MIN_DOWN_PAYMENT_PERCENT,
        defaultRatePercent: this.config.MORTGAGE_RATE_EA,
        incomeSharePercent: this.config.MORTGAGE_INCOME_SHARE_PERCENT,
        smmlv: this.config.MORTGAGE_SMMLV,
        visCapSmmlv: this.config.MORTGAGE_VIS_CAP_SMMLV,
        lifeInsurancePercent: this.config.MORTGAGE_LIFE_INSURANCE_PERCENT,
        propertyInsurancePercent: this.config.MORTGAGE_PROPERTY_INSURANCE_PERCENT,
      },
      map: { tileUrl: this.config.MAP_TILE_URL, attribution: this.config.MAP_TILE_ATTRIBUTION },
    });
  }

  get available(): boolean {
    return this.handle !== null;
  }

  /**
   * The page at `pathAndQuery`, from the cache or rendered now. `client` (the visitor's clientLimitKey) is
   * counted when its page must be rendered; the gateway's own samples pass none.
   */
  async page(pathAndQuery: string, client?: string): Promise<PageAnswer> {
    if (!this.entry) return { kind: 'unavailable' };
    const url = new URL(pathAndQuery, 'http://localhost');
    let key = this.entry.renderKey(url);
    // No visitor link is that long: the page without its query, or the not-found page.
    if (key.length > MAX_PAGE_URL_LENGTH) {
      key = url.pathname.length > MAX_PAGE_URL_LENGTH ? NOT_FOUND_KEY : url.pathname;
    }
    const count = (outcome: 'cached' | 'rendered' | 'busy' | 'limited' | 'failed') =>
      this.metrics.pageAnswers.inc({ outcome });
    try {
      let page = this.cache.get(key);
      this.metrics.cacheLookups.inc({ cache: 'pages', result: page ? 'hit' : 'miss' });
      if (page) count('cached');
      else {
        let render = this.renders.get(key);
        if (!render) {
          const admission = client === undefined ? undefined : await this.limits.admit(client);
          if (admission && 'retryAfterSeconds' in admission) {
            count('limited');
            return { kind: 'limited', ...admission };
          }
          render = this.renders.get(key) ?? this.render(key);
          if (admission) void render.then(admission.release, admission.release);
        }
        page = await render;
        count('rendered');
      }
      this.outcomes.note(key, true);
      return { kind: 'page', page };
    } catch (error) {
      if (error === E_TIMEOUT) {
        count('busy');
        return { kind: 'busy' };
      }
      count('failed');
      this.logger.error(`The page ${key} failed to render: ${String(error)}`);
      this.outcomes.note(key, false);
      return { kind: 'failed' };
    }
  }

  /**
   * Whether pages render ({@link RenderOutcomes.failing}). With no page answered lately, it samples the home
   * page first (from the cache when it rendered within the minute), so an idle gateway whose pages fail goes
   * down too.
   */
  async health(): Promise<PagesHealth> {
    if (!this.handle) return 'not-configured';
    if (!this.outcomes.anyAnswered()) {
      let timer: NodeJS.Timeout | undefined;
      await Promise.race([
        this.page('/'),
        new Promise((resolve) => (timer = setTimeout(resolve, SAMPLE_WAIT_MS))),
      ]).finally(() => clearTimeout(timer));
    }
    return this.outcomes.failing() ? 'down' : 'up';
  }

  /** Renders `key`'s page in its turn and keeps it (a page without some of its data briefly); errors are not kept, a redirect or 404 is. */
  private render(key: string): Promise<RenderedPage> {
    if (this.renderSlots.isLocked()) this.metrics.pageRendersQueued.inc();
    this.waiting++;
    let waited = true;
    const slotTaken = () => {
      if (waited) this.waiting--;
      waited = false;
    };
    const render = this.renderSlots
      .runExclusive(async () => {
        slotTaken();
        await this.renderTurn();
        return this.renderNow(key);
      })
      .then((page) => {
        // A page rendered before its data came says no-store (web's entry.server): kept a few seconds only.
        this.cache.set(key, page, { partial: /\bno-store\b/.test(page.headers['cache-control'] ?? '') });
        return page;
      })
      .finally(() => {
        slotTaken();
        this.renders.delete(key);
      });
    this.renders.set(key, render);
    return render;
  }

  /**
   * Resolves in a later turn of the event loop than the previous render's start. A render without I/O runs
   * in one piece, and a freed slot is handed on in the same turn: without this, a queue of such renders
   * would run back to back while the API requests that arrived meanwhile wait for all of them.
   */
  private renderTurn(): Promise<void> {
    this.lastTurn = this.lastTurn.then(() => nextTurn(undefined));
    return this.lastTurn;
  }

  private async renderNow(key: string): Promise<RenderedPage> {
    if (!this.handle) throw new Error('No web server build');
    const response = await this.handle(
      new Request(new URL(key, this.config.PUBLIC_URL)),
      this.placeholderNonce,
    );
    const page = Buffer.from(await response.arrayBuffer());
    if (response.status >= 500) throw new Error(`The page ${key} failed to render (${response.status})`);
    const headers: Record<string, string> = {};
    for (const name of KEPT_HEADERS) {
      const value = response.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    const { bytes, scriptHashes } = withOwnScriptsHashed(page, this.placeholderNonce);
    return { status: response.status, headers, body: new PageBody(bytes), scriptHashes };
  }

  /** Renders the home page once at start, so the first visitor does not wait for the bundle to warm up. */
  async warmUp(): Promise<void> {
    await this.page('/');
  }
}
