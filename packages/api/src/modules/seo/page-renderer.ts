import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { SsrModule, SsrRenderResult } from '@inmo/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/config.schema';

/** Data the first paint waits for at most; what comes later loads in the browser. */
const PREFETCH_TIMEOUT_MS = 1500;
/** A render that takes longer is abandoned for the plain SPA shell. */
const RENDER_TIMEOUT_MS = 5000;
/** Longer addresses are not rendered (nor cached): no visitor link is that long. */
export const MAX_RENDERED_URL_LENGTH = 2048;

/** `WEB_DIST/../dist-server/entry-server.js`: `pnpm build` writes it beside the SPA. */
export function ssrEntryPath(webDist: string): string {
  return path.join(webDist, '..', 'dist-server', 'entry-server.js');
}

/**
 * Renders pages with the web's server bundle. Null when it cannot (no bundle built, a render error
 * or timeout): the caller then serves the plain SPA shell, which renders in the browser as before.
 */
@Injectable()
export class PageRenderer {
  private readonly logger = new Logger(PageRenderer.name);
  private readonly entry: string;
  private readonly apiOrigin: string;
  private module: Promise<SsrModule | null> | undefined;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.entry = ssrEntryPath(config.WEB_DIST);
    this.apiOrigin = `http://127.0.0.1:${config.PORT}`;
  }

  async render(url: string): Promise<SsrRenderResult | null> {
    if (url.length > MAX_RENDERED_URL_LENGTH) return null;
    const ssr = await this.load();
    if (!ssr) return null;
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        ssr.render(url, { apiOrigin: this.apiOrigin, prefetchTimeoutMs: PREFETCH_TIMEOUT_MS }),
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new Error(`timed out after ${RENDER_TIMEOUT_MS} ms`)),
            RENDER_TIMEOUT_MS,
          );
        }),
      ]);
    } catch (error) {
      this.logger.warn(`Page not rendered on the server, serving the SPA shell (${String(error)})`);
      return null;
    } finally {
      clearTimeout(timer);
    }
  }

  private load(): Promise<SsrModule | null> {
    this.module ??= (async () => {
      if (!existsSync(this.entry)) {
        this.logger.warn(`No server bundle at ${this.entry}: pages render in the browser only`);
        return null;
      }
      try {
        return (await import(pathToFileURL(this.entry).href)) as SsrModule;
      } catch (error) {
        this.logger.error(`Server bundle ${this.entry} failed to load (${String(error)})`);
        return null;
      }
    })();
    return this.module;
  }
}
