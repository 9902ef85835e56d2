import type { MapSettings, MortgageSettings } from '@inmo/contracts';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';

/** What the root loader sends with every page: the gateway's config the pages show, never re-asked. */
export interface RootData {
  /** The site's public address, for canonical and Open Graph URLs. */
  publicUrl: string;
  /** The mortgage simulator's settings (MORTGAGE_* in the gateway's config). */
  mortgage: MortgageSettings;
  /** The map tiles and their attribution (MAP_TILE_* in the gateway's config). */
  map: MapSettings;
}

type Settings = Pick<RootData, 'map' | 'mortgage'>;

/**
 * One of the gateway's settings sent with the page; what a gateway older than this page lacks keeps its
 * default. The caller names the defaults: the mortgage's module carries zod, which `/` does not load.
 */
export function useSettings<K extends keyof Settings>(name: K, defaults: Settings[K]): Settings[K] {
  const sent = useRouteLoaderData<RootData>('root')?.[name];
  return useMemo(() => ({ ...defaults, ...sent }), [defaults, sent]);
}
