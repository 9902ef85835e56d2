/**
 * The web's server entry (vite.config.ts builds it to dist/server/index.js with everything it needs): the
 * gateway loads it and answers every page with it, through React Router's own request handler.
 */
import type { MapSettings, MortgageSettings } from '@inmo/contracts';
import { createRequestHandler } from 'react-router';
import * as build from 'virtual:react-router/server-build';
import { renderKeyFor } from '../src/app/render-key';

export const renderKey = renderKeyFor(build.routes);

export interface PageHandlerOptions {
  /** The gateway's own address: loaders read the first screen's data from its /api. */
  apiOrigin: string;
  /** Sent with every read of it: tells the gateway the read is its own page render's (rate limits). */
  apiHeaders?: Record<string, string>;
  publicUrl: string;
  /** The agency's mortgage simulator settings (MORTGAGE_* in the gateway's config). */
  mortgage: MortgageSettings;
  /** The map tiles (MAP_TILE_* in the gateway's config). */
  map: MapSettings;
}

export type PageHandler = (request: Request, nonce: string) => Promise<Response>;

export function createPageHandler({
  apiOrigin,
  apiHeaders = {},
  publicUrl,
  mortgage,
  map,
}: PageHandlerOptions): PageHandler {
  const handle = createRequestHandler(build, 'production');
  const gateway = { origin: apiOrigin.replace(/\/$/, ''), headers: apiHeaders };
  return (request, nonce) => handle(request, { nonce, publicUrl, mortgage, map, gateway });
}
