import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import { cleanup, render } from '@testing-library/react';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { adoptCriticalStyles } from './critical-styles';
import { PAGE_STYLESHEET_NAME } from '@inmo/contracts';
import { criticalStyleTags, type PublishStylesheet } from './critical-styles.server';

const page = <Box sx={{ color: 'rgb(1, 2, 3)', p: 1 }}>Hola</Box>;

/**
 * What entry.server sends: the page and its critical CSS in the head, between two markers. Emotion in jsdom
 * writes its CSS into the document rather than keeping it for extraction, so the page is rendered once and
 * its HTML and CSS read from there.
 */
async function serverPage(publish?: PublishStylesheet) {
  const cache = createCache({ key: 'css' });
  const html = render(<CacheProvider value={cache}>{page}</CacheProvider>).container.innerHTML;
  cleanup();
  const ids = Object.keys(cache.inserted);
  const css = [...document.head.querySelectorAll('style')].map((tag) => tag.textContent).join('');
  // As the server's cache holds it: each class's rules by its id.
  cache.inserted[ids[0] ?? ''] = css;
  const global = { key: 'css-global', ids: ['g1'], css: 'body{margin:0;}' };
  const tags = await criticalStyleTags(cache, { html, styles: [{ key: 'css', ids, css }, global] }, publish);
  expect(ids).toHaveLength(1);
  expect(css).toContain(`.css-${ids[0]}{color:rgb(1, 2, 3)`);
  document.head.innerHTML = `<meta name="marker">${tags}<meta name="last">`;
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return { ids, css };
}

function hydrate() {
  const cache = createCache({ key: 'css' });
  adoptCriticalStyles(cache);
  render(<CacheProvider value={cache}>{page}</CacheProvider>, {
    container: document.getElementById('root')!,
    hydrate: true,
  });
  return cache;
}

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

describe('critical styles', () => {
  it("leave the server's tags in place and insert no class again on the client", async () => {
    await serverPage();
    const headBefore = [...document.head.children];
    const cache = hydrate();
    // Emotion's own hydration would have moved the tag after <meta name="last">.
    expect([...document.head.children]).toEqual(headBefore);
    expect(cache.sheet.tags).toHaveLength(0);
    expect(document.head.querySelectorAll('style')).toHaveLength(2);
  });

  it("link the classes' stylesheet, named by its content, when the gateway keeps it; globals stay inline", async () => {
    const published: [string, string][] = [];
    const { ids, css } = await serverPage((name, sheet) => {
      published.push([name, sheet]);
      return Promise.resolve(true);
    });
    expect(published).toHaveLength(1);
    const [name, sheet] = published[0] ?? [];
    expect(name).toMatch(PAGE_STYLESHEET_NAME);
    expect(sheet).toBe(css);
    const link = document.head.querySelector('link[rel="stylesheet"]');
    expect(link?.getAttribute('href')).toBe(`/styles/${name}.css`);
    expect(link?.getAttribute('data-critical-styles')).toBe(`css ${ids.join(' ')}`);
    expect(document.head.querySelector('style')?.outerHTML).toBe(
      '<style data-emotion="css-global g1" data-s="">body{margin:0;}</style>',
    );
    // The link's ids are adopted like a tag's: hydration inserts nothing.
    expect(hydrate().sheet.tags).toHaveLength(0);
  });

  it('name a stylesheet by its classes alone, whatever order the page used them in', async () => {
    const sheets: [string, string][] = [];
    const publish: PublishStylesheet = (name, css) => Promise.resolve(sheets.push([name, css]) > 0);
    const styles = async (inserted: Record<string, string>, ids: string[]) => {
      const cache = createCache({ key: 'css' });
      Object.assign(cache.inserted, inserted);
      const css = ids.map((id) => inserted[id]).join('');
      await criticalStyleTags(cache, { html: '', styles: [{ key: 'css', ids, css }] }, publish);
    };
    const [a, b] = ['.css-a{color:red;}', '.css-b{margin:0;}'];
    await styles({ a, b }, ['a', 'b']);
    await styles({ a, b }, ['b', 'a']);
    await styles({ a: '.css-a{color:blue;}', b }, ['a', 'b']);
    expect(sheets[0]).toEqual([expect.stringMatching(PAGE_STYLESHEET_NAME), a + b]);
    expect(sheets[1]).toEqual(sheets[0]);
    expect(sheets[2]?.[0]).not.toBe(sheets[0]?.[0]);
  });

  it('carry the classes inline when the gateway could not keep their stylesheet', async () => {
    await serverPage(() => Promise.resolve(false));
    expect(document.head.querySelector('link')).toBeNull();
    expect(document.head.querySelector('style[data-critical-styles]')?.textContent).toContain(
      'color:rgb(1, 2, 3)',
    );
    expect(hydrate().sheet.tags).toHaveLength(0);
  });

  it("adopt only the cache's own key", async () => {
    await serverPage();
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
