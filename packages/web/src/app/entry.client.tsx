import { CacheProvider } from '@emotion/react';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { createEmotionCache } from '~/lib/emotion-cache';
import { legacyHashTarget } from '~/lib/legacy-redirect';
import { adoptCriticalStyles } from './critical-styles';

function hydrate() {
  const emotionCache = createEmotionCache();
  adoptCriticalStyles(emotionCache);
  // In a transition React hydrates in short slices, so the page keeps answering taps meanwhile.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <CacheProvider value={emotionCache}>
          <HydratedRouter />
        </CacheProvider>
      </StrictMode>,
    );
  });
}

// Old `/busqueda/#/inmueble/{code}` links: the hash never reached the server, so the right page is loaded.
const legacyTarget = legacyHashTarget(window.location.pathname, window.location.hash);
// The target is built from the site's own paths; the origin check only guards against a future slip.
if (legacyTarget)
  window.location.replace(
    new URL(legacyTarget, window.location.href).origin === window.location.origin ? legacyTarget : '/',
  );
// The server's page is painted before hydration starts (the frame, then a task): when the scripts arrive
// first (a fast link, a cached visit) the visitor still sees the page at once; taps meanwhile are kept by
// early-input.ts. A hidden tab paints no frames, so it hydrates at once.
else if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(hydrate));
else hydrate();
