// @vitest-environment node
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from '~/lib/emotion-cache';
import { CompiledStyles } from './compiled-styles';

const pageA = (
  <Box sx={{ display: 'flex', '&::placeholder': { color: 'red' } }}>
    <Button variant="contained">Hola</Button>
  </Box>
);
const pageB = <Box sx={{ display: 'grid', gap: 2 }}>Adiós</Box>;

/** What a server render leaves in its cache: the compiled rules by style name (emotion-server's compat mode). */
function rendered(cache: EmotionCache, page: ReactNode): EmotionCache['inserted'] {
  createEmotionServer(cache);
  renderToString(<CacheProvider value={cache}>{page}</CacheProvider>);
  return { ...cache.inserted };
}

describe('CompiledStyles', () => {
  it('gives each render the rules a cache of its own would compile, and only its own styles', () => {
    const shared = new CompiledStyles();
    const expectedA = rendered(createEmotionCache([]), pageA);
    const expectedB = rendered(createEmotionCache([]), pageB);
    expect(Object.values(expectedA).every((rules) => typeof rules === 'string' && rules !== '')).toBe(true);
    for (let i = 0; i < 3; i += 1) {
      for (const [page, expected] of [
        [pageA, expectedA],
        [pageB, expectedB],
      ] as const) {
        const cache = shared.cache();
        expect(rendered(cache, page)).toEqual(expected);
        shared.note(cache);
      }
    }
    expect(Object.keys(expectedB).some((name) => name in expectedA)).toBe(false);
  });

  it('starts its store afresh past its bound and still compiles the same rules', () => {
    const shared = new CompiledStyles(10);
    const expected = rendered(createEmotionCache([]), pageA);
    for (let i = 0; i < 3; i += 1) {
      const cache = shared.cache();
      expect(rendered(cache, pageA)).toEqual(expected);
      shared.note(cache);
    }
  });
});
