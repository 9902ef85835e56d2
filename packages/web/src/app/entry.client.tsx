import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { legacyHashTarget } from './legacy-redirect';

// Old `/busqueda/#/inmueble/{code}` links: the hash never reached the server, so the right page is loaded.
const legacyTarget = legacyHashTarget(window.location.pathname, window.location.hash);
if (legacyTarget) window.location.replace(legacyTarget);
else {
  // In a transition React hydrates in short slices, so the page keeps answering taps meanwhile.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CacheProvider value={createCache({ key: 'css' })}>
          <HydratedRouter />
        </CacheProvider>
      </StrictMode>,
    );
  });
}
