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

/** A composed component's class: registered and compiled, but no element of the page has it. */
const OUTER = { id: 'outer', css: '.css-outer{margin:0;}' };

/**
 * What entry.server sends: the page, its head's style tags between two markers and the tags for the body's
 * end. Emotion in jsdom writes its CSS into the document rather than keeping it for extraction, so the page is
 * rendered once and its HTML and CSS read from there.
 */
async function serverPage(publish?: PublishStylesheet) {
  const cache = createCache({ key: 'css' });
  const html = render(<CacheProvider value={cache}>{page}</CacheProvider>).container.innerHTML;
  cleanup();
  const ids = Object.keys(cache.inserted);
  const css = [...document.head.querySelectorAll('style')].map((tag) => tag.textContent).join('');
  expect(ids).toHaveLength(1);
  expect(css).toContain(`.css-${ids[0]}{color:rgb(1, 2, 3)`);
  // As the server's cache holds them: each class's rules by its id, and the composed one registered.
  cache.inserted[ids[0] ?? ''] = css;
  cache.inserted[OUTER.id] = OUTER.css;
  cache.registered[`css-${OUTER.id}`] = 'margin:0;';
  const global = { key: 'css-global', ids: ['g1'], css: 'body{margin:0;}' };
  const tags = await criticalStyleTags(cache, { html, styles: [{ key: 'css', ids, css }, global] }, publish);
  document.head.innerHTML = `<meta name="marker">${tags.head}<meta name="last">`;
  document.body.innerHTML = `<div id="root">${html}</div>${tags.bodyEnd}`;
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
    // Emotion's own hydration would have moved the tags after <meta name="last">.
    expect([...document.head.children]).toEqual(headBefore);
    expect(cache.sheet.tags).toHaveLength(0);
    expect(cache.inserted[OUTER.id]).toBe(true);
    // The page's class, the global style and (nowhere to link it) the composed class.
    expect(document.head.querySelectorAll('style')).toHaveLength(3);
  });

  it('put the classes the page uses in the head, and link the composed ones at the end of the body', async () => {
    const published: [string, string][] = [];
    const { ids, css } = await serverPage((name, sheet) => {
      published.push([name, sheet]);
      return Promise.resolve(true);
    });
    expect(published).toEqual([[expect.stringMatching(PAGE_STYLESHEET_NAME), OUTER.css]]);
    const [name] = published[0] ?? [];
    expect(document.head.querySelector('style[data-critical-styles]')?.outerHTML).toBe(
      `<style data-critical-styles="css ${ids.join(' ')}">${css}</style>`,
    );
    expect(document.head.querySelector('style[data-emotion]')?.outerHTML).toBe(
      '<style data-emotion="css-global g1" data-s="">body{margin:0;}</style>',
    );
    expect(document.head.querySelector('link')).toBeNull();
    const link = document.body.lastElementChild;
    expect(link?.outerHTML).toBe(
      `<link rel="stylesheet" href="/styles/${name}.css" data-critical-styles="css ${OUTER.id}">`,
    );
    // The link's ids are adopted like a tag's: hydration inserts nothing.
    const cache = hydrate();
    expect(cache.sheet.tags).toHaveLength(0);
    expect(cache.inserted[OUTER.id]).toBe(true);
  });

  it('name the stylesheet by its classes alone, whatever order the page compiled them in', async () => {
    const names: string[] = [];
    const publish: PublishStylesheet = (name) => Promise.resolve(names.push(name) > 0);
    const composed = async (classes: Record<string, string>) => {
      const cache = createCache({ key: 'css' });
      for (const [id, css] of Object.entries(classes)) {
        cache.inserted[id] = css;
        cache.registered[`css-${id}`] = css;
      }
      return criticalStyleTags(cache, { html: '', styles: [] }, publish);
    };
    const [a, b] = ['.css-a{color:red;}', '.css-b{margin:0;}'];
    const first = await composed({ a, b });
    expect(await composed({ b, a })).toEqual(first);
    await composed({ a: '.css-a{color:blue;}', b });
    expect(names[0]).toBe(names[1]);
    expect(names[2]).not.toBe(names[0]);
  });

  it('carry the composed classes inline when the gateway could not keep their stylesheet', async () => {
    await serverPage(() => Promise.resolve(false));
    expect(document.querySelector('link')).toBeNull();
    expect(document.head.innerHTML).toContain(
      `<style data-critical-styles="css ${OUTER.id}">${OUTER.css}</style>`,
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
