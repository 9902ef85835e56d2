import { DEFAULT_MAP_SETTINGS, type MapSettings } from '@inmo/contracts';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/app/root';

/** The tiles and their attribution (MAP_TILE_* in the gateway's config), sent with the page. */
export function useMapSettings(): MapSettings {
  return useRouteLoaderData<typeof rootLoader>('root')?.map ?? DEFAULT_MAP_SETTINGS;
}
