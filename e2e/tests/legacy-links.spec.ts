import { expect, test } from '@playwright/test';

/**
 * Issue 47: legacy hash links (`/busqueda/#/inmueble/<code>`) are fixed in the browser, and the fix handed
 * any hash route starting with '/' to location.replace: `//host` and `/\host` are scheme-relative, so
 * `/#//evil.test/x` left the site. Plain Playwright `test`: a page that leaves never hydrates.
 */
const ATTACKS = [
  '/#//evil.test/x',
  '/#/\\evil.test/y',
  '/busqueda/#//evil.test/z',
  '/busqueda#/\\/evil.test/w',
  '/#///evil.test/v',
  '/#/%2F%2Fevil.test/u',
  '/#/%2f/evil.test/t',
  '/busqueda/#/%5Cevil.test/s',
  '/#/%5C%5Cevil.test/r',
  // The URL parser drops tabs and newlines: these arrive as '#//evil.test/…'.
  '/#/\t/evil.test/q',
  '/busqueda/#/\n/evil.test/p',
  '/#/%09/evil.test/o',
  '/#/%0A%2F%2Fevil.test/n',
  '/#/https://evil.test/m',
] as const;

test.describe('legacy hash links', () => {
  test('never leave the site: anything but an old page goes home', async ({ page, baseURL }) => {
    test.slow(); // 14 documents loaded twice each: about 35 s on a busy 2-core machine
    const left: string[] = [];
    await page.context().route(
      (url) => url.hostname.endsWith('evil.test'),
      async (route) => {
        left.push(route.request().url());
        await route.fulfill({ contentType: 'text/html', body: '<title>evil</title>' });
      },
    );
    const landed: string[] = [];
    for (const attack of ATTACKS) {
      // From another page, as a link is followed: a change of the hash alone would not load the document again.
      await page.goto('about:blank');
      await page.goto(attack, { waitUntil: 'commit' });
      await page.waitForURL((url) => url.hash === '', { waitUntil: 'commit' });
      landed.push(page.url());
    }
    expect(landed).toEqual(ATTACKS.map(() => `${baseURL}/`));
    expect(left).toEqual([]);
  });

  test('still reach the old pages', async ({ page, baseURL }) => {
    await page.goto('/busqueda/#/favoritos/', { waitUntil: 'commit' });
    await expect(page).toHaveURL(`${baseURL}/favoritos/`);
    await page.goto('/#/rentalsimulator/', { waitUntil: 'commit' });
    await expect(page).toHaveURL(`${baseURL}/rentalsimulator/`);
    await page.goto('/busqueda/#/inmueble/919-1', { waitUntil: 'commit' });
    await expect(page).toHaveURL(`${baseURL}/inmueble/919-1`);
  });
});
