import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { cleanup, render } from '@testing-library/react';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptCriticalStyles, criticalStyleTags } from './critical-styles';

const page = <Box sx={{ color: 'rgb(1, 2, 3)', p: 1 }}>Hola</Box>;

/**
 * What entry.server sends: the page and its critical CSS in the head, between two markers. Emotion in jsdom
 * writes its CSS into the document rather than keeping it for extraction, so the page is rendered once and
 * its HTML and CSS read from there.
 */
function serverPage() {
  const cache = createCache({ key: 'css' });
  const html = render(<CacheProvider value={cache}>{page}</CacheProvider>).container.innerHTML;
  cleanup();
  const ids = Object.keys(cache.inserted);
  const css = [...document.head.querySelectorAll('style')].map((tag) => tag.textContent).join('');
  const tags = criticalStyleTags(cache, { html, styles: [{ key: 'css', ids, css }] });
  expect(ids).toHaveLength(1);
  expect(css).toContain(`.css-${ids[0]}{color:rgb(1, 2, 3)`);
  document.head.innerHTML = `<meta name="marker">${tags}<meta name="last">`;
  document.body.innerHTML = `<div id="root">${html}</div>`;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('critical styles', () => {
  it("leave the server's tags in place and insert no class again on the client", () => {
    serverPage();
    const headBefore = [...document.head.children];
    const cache = createCache({ key: 'css' });
    adoptCriticalStyles(cache);
    render(<CacheProvider value={cache}>{page}</CacheProvider>, {
      container: document.getElementById('root')!,
      hydrate: true,
    });
    // Emotion's own hydration would have moved the tag after <meta name="last">.
    expect([...document.head.children]).toEqual(headBefore);
    expect(cache.sheet.tags).toHaveLength(0);
    expect(document.head.querySelectorAll('style')).toHaveLength(1);
  });

  it("adopt only the cache's own key", () => {
    serverPage();
    const other = createCache({ key: 'other' });
    adoptCriticalStyles(other);
    expect(Object.keys(other.inserted)).toEqual([]);
  });
});

/**
 * The emotion these helpers were checked against: they rely on how its client hydrates (the tags it moves,
 * `cache.inserted`) and on its server chunks. A new version fails here until the tests above are read again
 * against it and pass, and the versions below are updated.
 */
const CHECKED_WITH = { '@emotion/cache': '11.14', '@emotion/react': '11.14', '@emotion/server': '11.11' };

it.each(Object.entries(CHECKED_WITH))(
  '%s is the version critical-styles.ts was checked with',
  (name, checked) => {
    const { version } = createRequire(import.meta.url)(`${name}/package.json`) as { version: string };
    expect(version.split('.').slice(0, 2).join('.')).toBe(checked);
  },
);
