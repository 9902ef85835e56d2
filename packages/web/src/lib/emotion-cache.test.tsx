import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createEmotionCache } from './emotion-cache';

const page = <Box sx={{ display: 'flex', userSelect: 'none', '&::placeholder': { color: 'red' } }}>Hola</Box>;

/** In jsdom emotion writes its rules into the document: the cache's own style tags. */
function cssOf(cache: EmotionCache): string {
  render(<CacheProvider value={cache}>{page}</CacheProvider>);
  return cache.sheet.tags.map((tag) => tag.textContent).join('');
}

describe('createEmotionCache', () => {
  it('writes no vendor prefixes', () => {
    const css = cssOf(createEmotionCache());
    expect(css).toContain('display:flex');
    expect(css).toContain('user-select:none');
    expect(css).not.toMatch(/-(webkit|moz|ms)-/);
  });

  it("is what emotion's default cache is, less the prefixes", () => {
    // The default cache would have written them: the test above would fail without `stylisPlugins: []`.
    expect(cssOf(createCache({ key: 'prefixed' }))).toMatch(/-webkit-|-ms-/);
  });
});
