import { DEFAULT_MORTGAGE_SETTINGS, type MortgageSettings } from '@inmo/contracts';
import { useMemo } from 'react';
import { useRouteLoaderData } from 'react-router';
import type { loader as rootLoader } from '~/app/root';

/** The agency's settings (MORTGAGE_* in the gateway's config), sent with the page by the root loader. */
export function useMortgageSettings(): MortgageSettings {
  const sent = useRouteLoaderData<typeof rootLoader>('root')?.mortgage;
  // Settings a gateway older than this page lacks keep their defaults.
  return useMemo(() => ({ ...DEFAULT_MORTGAGE_SETTINGS, ...sent }), [sent]);
}
