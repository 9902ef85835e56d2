import { DEFAULT_MORTGAGE_SETTINGS, type MortgageSettings } from '@inmo/contracts';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '../../../app/root';

/** The agency's settings (MORTGAGE_* in the gateway's config), sent with the page by the root loader. */
export function useMortgageSettings(): MortgageSettings {
  return useRouteLoaderData<typeof rootLoader>('root')?.mortgage ?? DEFAULT_MORTGAGE_SETTINGS;
}
