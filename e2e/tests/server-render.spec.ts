import { createHash } from 'node:crypto';
import { expect, test, type ConsoleMessage, type Page } from '../support/test';

// The gateway renders every page on the server (React Router's framework mode, web/src/app/entry.server.tsx):
// a visitor on a slow phone sees the page, with its data, before the JavaScript arrives; the browser then
// hydrates it and replays what the visitor did meanwhile (impatient.spec.ts).

const CODE = '919-1001';

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home shows the featured banner and a page of results', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: /^DESTACADO · / })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Inmuebles en arriendo' })).toBeVisible();
    await expect(page.locator('article')).toHaveCount(12);
    await expect(page.getByText(/^Mostrando: 12 de \d/)).toBeVisible();
  });

  test('a filtered address renders its own results', async ({ page }) => {
    await page.goto('/busqueda/?gestion=5&tipo=2');
    await expect(page.getByRole('heading', { name: 'Casas en venta' })).toBeVisible();
    await expect(page.locator('article').first()).toContainText('venta');
  });

  test('the pages of results are links that work before the app runs', async ({ page }) => {
    await page.goto('/busqueda/?gestion=5&orden=menor-precio');
    const first = await page.locator('article').first().textContent();
    await page.getByRole('link', { name: 'Ir a la página 2', exact: true }).click();
    // A whole page load rendered by a gateway the parallel tests share: this checks the link works, not its speed.
    await expect(page).toHaveURL(/\/busqueda\/\?gestion=5&orden=menor-precio&page=2$/, { timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Página 2, actual' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.locator('article').first()).not.toHaveText(first ?? '');
  });

  test('a property shows its title, price and photos', async ({ page }) => {
    const res = await page.goto(`/inmueble/${CODE}`);
    expect(res?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByText(/\$\s?[\d.]+/).first()).toBeVisible();
    await expect(page.locator('img[fetchpriority="high"]')).toHaveCount(1);
    // The similar properties come rendered too (links for crawlers, no second render on arrival).
    const similar = page.getByRole('region', { name: 'Propiedades Similares' });
    await expect(similar.locator('article').first()).toBeVisible();
    // The parts that hydrate after the page (their code loads later) are in the page as sent, in place.
    await expect(
      page.getByRole('form', { name: 'SOLICITA TU ASESORÍA' }).getByLabel(/Nombre completo/),
    ).toBeVisible();
    await page.goto('/inmueble/919-2678');
    await expect(
      page.getByRole('region', { name: '¿Cuánto pagarías al mes?' }).getByLabel('Plazo (años)'),
    ).toBeVisible();
  });

  test('the maintenance form is there; an unknown page answers 404', async ({ page }) => {
    await page.goto('/mantenimientos/crear/');
    await expect(page.getByLabel('Número de Identificación')).toBeVisible();
    const res = await page.goto('/no-existe-esta-pagina/');
    expect(res?.status()).toBe(404);
    const branch = await page.goto('/sedes/no-existe/');
    expect(branch?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    expect((await page.goto('/sedes/poblado/'))?.status()).toBe(200);
  });

  // A select the server sends disabled, 'Cargando datos...', refuses the visitor's pick until the app has
  // started and fetched its list: the forms' routes load their lists with the page.
  // The forms with lists (contact and work with us have none).
  for (const path of ['/mantenimientos/crear/', '/pqrs/crear/', '/Forms/formPromoteProperty/']) {
    test(`every select of ${path} has its options before the app runs`, async ({ page }) => {
      await page.goto(path);
      const form = page.getByRole('form');
      await expect(form.getByRole('combobox').first()).toBeVisible();
      await expect(form.getByText('Cargando datos...')).toHaveCount(0);
      for (const select of await form.locator('select:not([disabled])').all()) {
        expect(await select.locator('option').count()).toBeGreaterThan(1);
      }
    });
  }

  test('every made-up address shows the one not-found page, and it comes alive', async ({ page }) => {
    const errors = collectErrors(page);
    for (const address of ['/x-primero/', '/x-segundo?y=1', '/inmueble/919-1/sobra']) {
      expect((await page.goto(address))?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
    }
    await page.getByRole('main').getByRole('link', { name: 'Buscar inmuebles' }).click();
    await expect(page).toHaveURL(/\/busqueda\/?$/);
    // The browser logs each 404 document itself; anything else is the app's.
    expect(errors.filter((e) => !e.startsWith('Failed to load resource'))).toEqual([]);
  });

  test('old and short addresses answer a redirect from the server', async ({ request }) => {
    const html = { Accept: 'text/html' };
    const forms = await request.get('/mantenimientos/', { headers: html, maxRedirects: 0 });
    expect(forms.status()).toBe(302);
    expect(new URL(forms.headers().location ?? '', 'http://x').pathname).toBe('/mantenimientos/crear/');
    const shared = await request.get(`/redirect-to-main-app/${CODE}`, { headers: html, maxRedirects: 0 });
    expect(shared.status()).toBe(302);
    expect(new URL(shared.headers().location ?? '', 'http://x').pathname).toBe(`/inmueble/${CODE}`);
  });
});

function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const CRAWLERS: Record<string, Record<string, string>> = {
  'no Accept header': {},
  'Accept */*': { Accept: '*/*' },
  Facebook: {
    'User-Agent': 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    Accept: '*/*',
    Range: 'bytes=0-524287',
  },
  X: { 'User-Agent': 'Twitterbot/1.0', Accept: '*/*' },
  Slack: { 'User-Agent': 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)', Accept: '*/*' },
  WhatsApp: { 'User-Agent': 'WhatsApp/2.23.20.0 A' },
};

/** GET with exactly `headers` (Playwright's request context would add an Accept of its own). */
async function fetchPage(baseURL: string, path: string, headers: Record<string, string>) {
  const { request } = await import('node:http');
  return new Promise<{ status: number; type: string; body: string }>((resolve, reject) => {
    const req = request(new URL(path, baseURL), { headers }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

const ogTitle = (html: string) => /<meta property="og:title" content="([^"]*)"/.exec(html)?.[1];

test.describe('link previews and monitors', () => {
  for (const [who, headers] of Object.entries(CRAWLERS)) {
    test(`${who} gets each page as HTML with its own og:title`, async ({ baseURL }) => {
      const pages: [string, RegExp][] = [
        ['/', /^Búsqueda de inmuebles \| Alameda Inmobiliaria$/],
        ['/busqueda/arriendo/medellin/apartamento', /^Apartamento en arriendo en Medellín \| Alameda/],
        [`/inmueble/${CODE}`, /^(Arriendo|Venta) .+ en Antioquia, .+ \| Alameda Inmobiliaria$/],
        ['/sedes/poblado/', /^Sede POBLADO \| /],
        ['/favoritos/', /^Favoritos \| /],
        ['/rentalsimulator/', /^Simulador de renta \| /],
        ['/simulador-credito/?precio=350000000', /^Simulador de crédito hipotecario \| /],
      ];
      for (const [path, title] of pages) {
        const res = await fetchPage(baseURL ?? '', path, headers);
        expect(res.status, path).toBe(200);
        expect(res.type, path).toMatch(/^text\/html/);
        expect(ogTitle(res.body), path).toMatch(title);
      }
      const missing = await fetchPage(baseURL ?? '', '/esto/no/existe', headers);
      expect(missing.status).toBe(404);
      expect(missing.type).toMatch(/^text\/html/);
    });
  }

  // The server's reads carry the gateway's secret header (api/src/infra/rate-limit/own-render.ts): it stays on
  // the server, as does the loopback address it reads from.
  test("no page carries the server's own-read header or address", async ({ baseURL }) => {
    for (const path of ['/', `/inmueble/${CODE}`, '/mantenimientos/crear/', '/pqrs/crear/']) {
      const { body } = await fetchPage(baseURL ?? '', path, { Accept: 'text/html' });
      expect(body, path).toContain('streamController.enqueue');
      expect(body, path).not.toContain('x-inmo-own-render');
      expect(body, path).not.toContain('\\"gateway\\"');
    }
  });

  test("a request that asks for JSON only gets the API's JSON 404", async ({ baseURL }) => {
    const res = await fetchPage(baseURL ?? '', '/favoritos/', { Accept: 'application/json' });
    expect(res.status).toBe(404);
    expect(res.type).toMatch(/^application\/json/);
  });

  test("the page's own inline scripts run, each named by its hash in the page's CSP", async ({ page }) => {
    const errors = collectErrors(page);
    // Twice: the second answer comes from the render cache.
    for (let i = 0; i < 2; i += 1) {
      const response = await page.goto('/');
      const scriptSrc =
        /script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1] ?? '';
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'nonce-");
      const html = (await response?.text()) ?? '';
      const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([^]*?)<\/script>/g)].filter(
        ([, attrs]) => !attrs?.includes('application/ld+json'),
      );
      expect(inline.length).toBeGreaterThan(2);
      for (const [, attrs, text] of inline) {
        expect(attrs).not.toContain('nonce');
        expect(scriptSrc).toContain(
          `'sha256-${createHash('sha256')
            .update(text ?? '')
            .digest('base64')}'`,
        );
      }
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });

  test('only the page carries the document policies; what it fetches gets a CSP that allows nothing', async ({
    page,
    baseURL,
  }) => {
    const errors = collectErrors(page);
    const fetched: Promise<{ url: string; headers: Record<string, string> }>[] = [];
    page.on('response', (answer) => {
      if (answer.request().resourceType() !== 'document' && answer.url().startsWith(baseURL ?? ''))
        fetched.push(answer.allHeaders().then((headers) => ({ url: answer.url(), headers })));
    });
    const response = await page.goto(`/inmueble/${CODE}`);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const document = (await response?.allHeaders()) ?? {};
    expect(document['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    expect(document['permissions-policy']).toContain('camera=()');
    expect(document['x-frame-options']).toBe('SAMEORIGIN');
    const answers = await Promise.all(fetched);
    // The listing's photos and the API's answers come from the gateway on both stacks (nginx serves the scripts).
    expect(answers.filter((a) => new URL(a.url).pathname.startsWith('/api/')).length).toBeGreaterThan(1);
    for (const { url, headers } of answers) {
      expect([undefined, "default-src 'none';frame-ancestors 'none'"], url).toContain(
        headers['content-security-policy'],
      );
      expect(headers['permissions-policy'], url).toBeUndefined();
      expect(headers['x-frame-options'], url).toBeUndefined();
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
    expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
  });
});

test('the header menus are fetched when first opened; the phone filters are not in the page the server sends', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  // The phone filters' code is fetched while the page is idle (search.spec.ts checks it); the menus' only when opened.
  const fetched = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((r) => new URL(r.name).pathname)
        .filter((p) => /(favorites-drawer|mobile-nav-drawer)-[\w-]+\.js$/.test(p)),
    );
  expect(await fetched()).toEqual([]);
  // The desktop panel is the one in the page; the phone filters are rendered in the browser, ahead when it is idle.
  expect(await (await page.request.get('/')).text()).not.toContain('filtro-movil-gestion');

  await page.getByRole('button', { name: 'Abrir menú' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Favoritos/ }).click();
  await expect(page.getByRole('dialog', { name: 'Tus inmuebles favoritos' })).toBeVisible();
  expect((await fetched()).length).toBe(2);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Filtros/ }).click();
  await expect(page.locator('#filtro-movil-gestion')).toBeVisible();
});

test('before the app runs, the page reads and its links work, and a form does not send itself', async ({
  page,
}) => {
  // The app never starts: the page stays as the server sent it.
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, (route) => route.abort());
  await page.mainFrame().goto('/');
  await expect(page.locator('html[data-hydrated]')).toHaveCount(0);
  await expect(page.locator('[inert]:not(#destacados-pista *)')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  // Enter in a form's field: the page neither reloads nor puts the field in the address.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  await page.getByLabel('Código del inmueble').fill('1001');
  await page.getByLabel('Código del inmueble').press('Enter');
  await page.waitForTimeout(1000);
  expect(page.url()).toMatch(/\/$/);
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);

  // A property card's link opens the property the browser's way.
  const card = page.locator('[data-results-for] a[href^="/inmueble/"]').first();
  const href = await card.getAttribute('href');
  await card.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("the page preloads the header's logo, not the footer's: a phone's six connections go to the first screen", async ({
  request,
}) => {
  // React preloads every server-rendered <img> that is not loading="lazy", ahead of the page's scripts.
  const html = await (await request.get('/')).text();
  const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*as="image"[^>]*>/g)].map(([link]) => link);
  expect(preloads.filter((link) => /brand-logo-[\w-]+\.svg/.test(link))).toHaveLength(1);
  expect(preloads.filter((link) => link.includes('brand-logo-light'))).toHaveLength(0);
});

/**
 * Each page's HTML as a phone downloads it (brotli), in KB: a little above what it weighs, so a change that adds
 * to a page fails here. Issue 50 asks 15 KB; the listings' pages are over it by their styles (MUI's composed
 * classes, some 100 KB raw) and their data. Sizes, never timings; the figures come from the demo catalogue.
 */
const PAGE_HTML_BUDGETS_KB: Record<string, number> = {
  '/': 30,
  [`/inmueble/${CODE}`]: 26.5,
  '/mantenimientos/crear/': 19,
  '/Forms/formPromoteProperty/': 18.5,
  '/trabaja-con-nosotros/': 16.5,
  '/pqrs/crear/': 16,
  '/contacto/': 15.5,
  '/rentalsimulator/': 15,
  '/simulador-credito/': 15,
  '/favoritos/': 12,
};

test("each page's HTML stays within its budget", async ({ request }) => {
  const over: string[] = [];
  for (const [path, kb] of Object.entries(PAGE_HTML_BUDGETS_KB)) {
    const answer = await request.get(path, { headers: { 'accept-encoding': 'br' } });
    expect(answer.status(), path).toBe(200);
    expect(answer.headers()['content-encoding'], path).toBe('br');
    const size = Number(answer.headers()['content-length']) / 1024;
    if (!(size <= kb)) over.push(`${path}: ${size.toFixed(1)} KB (budget ${kb})`);
  }
  expect(over).toEqual([]);
});

test("a form's captcha is fetched when the form comes near the screen", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto(`/inmueble/${CODE}`);
  await page.waitForLoadState('networkidle');
  const altcha = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((r) => /\/assets\/altcha-[\w-]+\.js$/.test(r.name)),
    );
  expect(await altcha()).toBe(false);
  const form = page.getByRole('form', { name: 'SOLICITA TU ASESORÍA' });
  await form.scrollIntoViewIfNeeded();
  await expect(form.getByText('No soy un robot')).toBeVisible({ timeout: 15_000 });
  expect(await altcha()).toBe(true);
});

test('pages hydrate without a mismatch or any console error, and then respond', async ({ page }) => {
  const errors = collectErrors(page);
  for (const path of [
    '/',
    '/busqueda/',
    `/inmueble/${CODE}`,
    '/mantenimientos/crear/',
    '/contacto/',
    '/favoritos/',
    '/rentalsimulator/',
    '/simulador-credito/?precio=350000000',
    '/Forms/formPromoteProperty/',
    '/pqrs/crear/',
    '/trabaja-con-nosotros/',
  ]) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);

  // Hydrated: the sort control changes the address and the results.
  await page.goto('/');
  await page.waitForLoadState('networkidle');
  await page.getByLabel('Ordenar por').selectOption('menor-precio');
  await expect(page).toHaveURL(/orden=menor-precio/);
  await expect(page.locator('[data-results-for*="orden=menor-precio"]')).toBeVisible();
});

test('hydration adds none of the styles the server sent: the classes of composed MUI parts come with the page', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const inserted: string[] = [];
    Object.assign(window, { insertedClassRules: inserted });
    const insertRule = CSSStyleSheet.prototype.insertRule;
    CSSStyleSheet.prototype.insertRule = function (rule: string, index?: number) {
      if (/^(@media[^{]*\{)?\.css-/.test(rule)) inserted.push(rule.slice(0, 80));
      return insertRule.call(this, rule, index);
    };
  });
  for (const path of ['/', `/inmueble/${CODE}`, '/mantenimientos/crear/']) {
    await page.goto(path);
    await expect(page.locator('[data-hydrates-later]:not([data-hydrated])')).toHaveCount(0);
    // Only the classes the server's page uses: what the browser renders ahead (the phone's closed filters)
    // brings styles of its own.
    const served = await (await page.request.get(path)).text();
    const inserted = await page.evaluate(
      () => (window as unknown as { insertedClassRules: string[] }).insertedClassRules,
    );
    expect(
      inserted.filter((rule) => served.includes(/\.(css-\w+)/.exec(rule)?.[1] ?? '')),
      path,
    ).toEqual([]);
  }
});
