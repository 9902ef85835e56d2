import type { MapSettings, MortgageSettings } from '@inmo/contracts';
import type { GatewayAddress } from '~/lib/api-client';
import 'react-router';

declare module 'react-router' {
  /** What the gateway gives every render (server/page-handler.ts). */
  interface AppLoadContext {
    /**
     * Marks the page's own inline scripts: the gateway takes it out of the page and names each of them by its hash
     * in the page's CSP (api: modules/pages/page-body.ts).
     */
    nonce: string;
    /** The site's public address, for canonical and Open Graph URLs. */
    publicUrl: string;
    /** The mortgage simulator's settings; absent under `react-router dev`, which runs without the gateway. */
    mortgage?: MortgageSettings;
    /** The map tiles; absent under `react-router dev` too. */
    map?: MapSettings;
    /** Where loaders read the first screen's data; absent under `react-router dev` (lib/route-data.ts). */
    gateway?: GatewayAddress;
  }
}
