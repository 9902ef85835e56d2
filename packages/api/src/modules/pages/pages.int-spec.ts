import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import request from 'supertest';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { RENDER_CONCURRENCY } from './pages.service';
import { PARTIAL_RENDER_TTL_MS } from './render-cache';

/**
 * Stands in for the web's server entry (packages/web/server/page-handler.ts, same contract): the real one is
 * exercised end to end by e2e/tests/server-render.spec.ts and impatient.spec.ts against the built app.
 * `renderKey` keeps only `q`, as the real one keeps only what a page reads.
 */
const SERVER_ENTRY = `
let renders = 0;
let active = 0;
let maxActive = 0;
export function renderKey(url) {
  const q = url.searchParams.get('q');
  return q ? url.pathname + '?q=' + q : url.pathname;
}
export function createPageHandler({ publicUrl, mortgage }) {
  return async (request, nonce) => {
    const url = new URL(request.url);
    renders += 1;
    active += 1;
    maxActive = Math.max(maxActive, active);
    try {
      if (url.pathname === '/lento') await new Promise((resolve) => setTimeout(resolve, 300));
      // A render that does no I/O (no loader): 15 ms of the event loop, its start in the page.
      const started = performance.now();
      if (url.pathname === '/cpu') for (const end = Date.now() + 15; Date.now() < end; );
      if (url.pathname === '/redirige') return new Response(null, { status: 302, headers: { Location: '/destino/' } });
      if (url.pathname === '/falla') return new Response('fallo', { status: 500 });
      const status = url.pathname === '/sin-ruta' ? 404 : 200;
      const html = '<!DOCTYPE html><html lang="es"><head><meta property="og:title" content="Página ' + url.pathname +
        '"><script nonce="' + nonce + '">window.x=1</script></head><body><h1 data-render="' + renders +
        '" data-max-active="' + maxActive + '" data-started="' + started + '" data-origin="' + new URL(publicUrl).origin +
        '" data-mortgage="' + mortgage.minDownPaymentPercent + '/' + mortgage.defaultRatePercent +
        '" data-mortgage-rules="' + [mortgage.incomeSharePercent, mortgage.smmlv, mortgage.visCapSmmlv,
          mortgage.lifeInsurancePercent, mortgage.propertyInsurancePercent].join('/') + '">' +
        url.pathname + url.search + '</h1><p>Año</p><script nonce="' + nonce + '">window.y="ñ"</script>' +
        '<link rel="modulepreload" href="/assets/a.js" nonce="' + nonce + '"/>' +
        // What a page's content could bring in: a script without the mark, which no hash may name.
        '<div><script>window.injected=1</script></div>' +
        '<p>' + 'Arriendo y venta de inmuebles en Medellín. '.repeat(30) + '</p></body></html>';
      // A page rendered before its data came (the web's prefetch deadline): not to be kept.
      const kept = url.pathname === '/sin-datos' ? { 'Cache-Control': 'no-store' } : {};
      return new Response(html, { status, headers: { 'Content-Type': 'text/html; charset=utf-8', ...kept } });
    } finally {
      active -= 1;
    }
  };
}
`;

const CRAWLERS = {
  Facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
  X: 'Twitterbot/1.0',
  Slack: 'Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)',
  WhatsApp: 'WhatsApp/2.23.20.0 A',
};

const renderOf = (html: string) => /data-render="(\d+)"/.exec(html)?.[1];

async function writeWebDist(): Promise<string> {
  // The layout `pnpm build` leaves in packages/web/dist: client/ (the browser's files) and server/.
  const webDist = await mkdtemp(path.join(os.tmpdir(), 'inmo-pages-'));
  await mkdir(path.join(webDist, 'client', 'assets'), { recursive: true });
  await mkdir(path.join(webDist, 'server'));
  await writeFile(path.join(webDist, 'server', 'index.js'), SERVER_ENTRY);
  await writeFile(path.join(webDist, 'client', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return webDist;
}

describe('Pages: every page route answers HTML from the web server entry (PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let webDist: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    db = await createTestDatabase();
    webDist = await writeWebDist();
    t = await createTestApp({
      DATABASE_URL: db.url,
      SEED_SIZE: '0',
      WEB_DIST: webDist,
      PUBLIC_URL: 'https://alameda.example',
      // Every request here comes from one client; the limits have their own suite below.
      PAGE_RENDERS_AT_ONCE: '50',
      MORTGAGE_MIN_DOWN_PAYMENT_PERCENT: '20',
      MORTGAGE_RATE_EA: '10.5',
      MORTGAGE_INCOME_SHARE_PERCENT: '35',
      MORTGAGE_SMMLV: '1800000',
      MORTGAGE_VIS_CAP_SMMLV: '135',
      MORTGAGE_LIFE_INSURANCE_PERCENT: '0.04',
      MORTGAGE_PROPERTY_INSURANCE_PERCENT: '0',
    });
  });

  afterAll(async () => {
    await t.close();
    await db.drop();
    await rm(webDist, { recursive: true, force: true });
  });

  it('answers a page as HTML with no Accept header, with */* and for browsers', async () => {
    for (const accept of [undefined, '*/*', 'text/html,application/xhtml+xml,*/*;q=0.8']) {
      const req = http().get('/favoritos/');
      if (accept) void req.set('Accept', accept);
      else void req.unset('Accept');
      const res = await req.expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('<meta property="og:title" content="Página /favoritos/">');
    }
  });

  it("goes through the request log as the API's answers do: the page carries its line's request id", async () => {
    const made = await http().get('/favoritos/').expect(200);
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const given = await http().get('/favoritos/').set('x-request-id', 'proxy-7').expect(200);
    expect(given.headers['x-request-id']).toBe('proxy-7');
  });

  it.each(Object.entries(CRAWLERS))(
    "gives the %s link-preview crawler the page's own og:title",
    async (_, ua) => {
      for (const route of ['/', '/busqueda/arriendo/medellin/apartamento', '/inmueble/919-1']) {
        const res = await http().get(route).set('User-Agent', ua).set('Accept', '*/*').expect(200);
        expect(res.text).toContain(`<meta property="og:title" content="Página ${route}">`);
      }
    },
  );

  it("hands every render the agency's mortgage simulator settings from the config", async () => {
    const res = await http().get('/simulador-credito/').expect(200);
    expect(res.text).toContain('data-mortgage="20/10.5"');
    expect(res.text).toContain('data-mortgage-rules="35/1800000/135/0.04/0"');
  });

  it('leaves a JSON-only request, /api and files to the API', async () => {
    await http()
      .get('/favoritos/')
      .set('Accept', 'application/json')
      .expect('Content-Type', /json/)
      .expect(404, { statusCode: 404, message: HTTP_ERROR_MESSAGES.notFound });
    await http().get('/api/no-existe').set('Accept', 'text/html').expect('Content-Type', /json/).expect(404);
    await http().get('/no-existe.png').set('Accept', '*/*').expect(404);
    await http().get('/favicon.svg').expect(200);
  });

  it("passes the page's status and redirects on", async () => {
    const missing = await http().get('/sin-ruta').expect(404);
    expect(missing.headers['content-type']).toMatch(/^text\/html/);
    await http().get('/redirige').expect(302).expect('Location', '/destino/');
    const head = await http().head('/favoritos/').expect(200);
    expect(head.text ?? '').toBe('');
  });

  it('answers a page that fails to render with a Spanish 500 page, and does not keep the failure', async () => {
    const res = await http().get('/falla').expect(500);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.text).toContain(HTTP_ERROR_MESSAGES.internal);
    expect(res.text).not.toContain('fallo');
  });

  it('keeps a page rendered without its data (no-store) a few seconds only, and tells the browser no-cache as always', async () => {
    const first = await http().get('/sin-datos').expect(200);
    expect(first.headers['cache-control']).toBe('no-cache');
    const second = await http().get('/sin-datos').expect(200);
    expect(renderOf(second.text)).toBe(renderOf(first.text));
    await new Promise((resolve) => setTimeout(resolve, PARTIAL_RENDER_TTL_MS + 100));
    const later = await http().get('/sin-datos').expect(200);
    expect(renderOf(later.text)).not.toBe(renderOf(first.text));
  });

  it('caches renders by the parameters the page reads: any other parameter renders nothing new', async () => {
    const first = renderOf((await http().get('/contacto/?utm_source=a').expect(200)).text);
    for (const junk of ['?utm_source=b', '?fbclid=1&x=2', '', `?n=${Date.now()}`]) {
      expect(renderOf((await http().get(`/contacto/${junk}`).expect(200)).text)).toBe(first);
    }
    const read = renderOf((await http().get('/contacto/?q=otra').expect(200)).text);
    expect(read).not.toBe(first);
    expect(renderOf((await http().get('/contacto/?q=otra&utm=1').expect(200)).text)).toBe(read);
  });

  it('names each of its own inline scripts by its hash in the CSP, and no other, the same for every answer', async () => {
    const sha256 = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    const answers = [];
    for (let i = 0; i < 3; i += 1) answers.push(await http().get('/scripts/').expect(200));
    for (const res of answers) {
      const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1];
      expect(scriptSrc).toBe(`'self' ${sha256('window.x=1')} ${sha256('window.y="ñ"')}`);
      expect(res.text).not.toContain('nonce');
      expect(res.text).toContain(
        '<p>Año</p><script>window.y="ñ"</script><link rel="modulepreload" href="/assets/a.js"/>',
      );
      expect(res.text).toContain('<div><script>window.injected=1</script></div>');
      expect(res.text).toMatch(
        /^<!DOCTYPE html><html lang="es"><head><meta property="og:title" content="Página \/scripts\/"><script>window.x=1<\/script>/,
      );
      expect(res.text).toBe(answers[0]?.text);
      expect(res.headers['content-security-policy']).toBe(answers[0]?.headers['content-security-policy']);
    }
    // The API's answers and other documents allow no inline script at all.
    const api = await http().get('/api/health').expect(200);
    expect(/script-src ([^;]*)/.exec(String(api.headers['content-security-policy']))?.[1]).toBe("'self'");
  });

  it('sends a page in the coding the browser takes, made once per render, and a 304 while it is unchanged', async () => {
    const plain = await http().get('/codings/').set('Accept-Encoding', 'identity').expect(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(plain.text));
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[\w-]{27}"$/);

    // supertest decodes the body; the length is of the bytes that travelled.
    const get = (coding: string) => http().get('/codings/').set('Accept-Encoding', coding).expect(200);
    // Browsers list gzip first; brotli is smaller.
    const brotli = [await get('gzip, deflate, br, zstd'), await get('br')];
    for (const res of brotli) {
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.etag).toBe(etag);
      expect(res.text).toBe(plain.text);
      expect(Number(res.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 2);
    }
    expect(brotli[1]?.headers['content-length']).toBe(brotli[0]?.headers['content-length']);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(plain.text);
    expect(Number(gzip.headers['content-length'])).toBeLessThan(Buffer.byteLength(plain.text) / 2);

    const unchanged = await http().get('/codings/').set('If-None-Match', etag).expect(304);
    expect(unchanged.text).toBe('');
    await http().get('/codings/').set('If-None-Match', 'W/"otra"').expect(200);
  });

  it('runs at most a few renders at once, and the API answers while pages queue', async () => {
    const pages = Array.from({ length: 8 }, (_, i) =>
      http()
        .get(`/lento?q=${i}`)
        .then((r) => r.text),
    );
    const order: string[] = [];
    const health = http()
      .get('/api/health')
      .expect(200)
      .then(() => order.push('api'));
    const html = await Promise.all(pages.map((p) => p.then((h) => (order.push('page'), h))));
    await health;
    const maxActive = Math.max(...html.map((h) => Number(/data-max-active="(\d+)"/.exec(h)?.[1])));
    expect(maxActive).toBeLessThanOrEqual(RENDER_CONCURRENCY);
    // The API did not queue behind the pages: it answered before the last of them.
    expect(order.indexOf('api')).toBeLessThan(order.length - 1);
  });
});

describe('Pages: one client cannot take the renders or flush what others read (PostgreSQL)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let webDist: string;
  const get = (address: string, client: string) =>
    request(t.app.getHttpServer()).get(address).set('X-Forwarded-For', client);

  beforeAll(async () => {
    db = await createTestDatabase();
    webDist = await writeWebDist();
    t = await createTestApp({
      DATABASE_URL: db.url,
      SEED_SIZE: '0',
      WEB_DIST: webDist,
      TRUST_PROXY: '1',
      PAGE_RENDERS_PER_MINUTE: '5',
      PAGE_RENDERS_AT_ONCE: '2',
    });
  });

  afterAll(async () => {
    await t.close();
    await db.drop();
    await rm(webDist, { recursive: true, force: true });
  });

  it("answers a Spanish 429 past a client's renders per minute; its cached pages and other clients still pass", async () => {
    for (let i = 1; i <= 5; i += 1) await get(`/minuto?q=${i}`, '203.0.113.1').expect(200);
    const refused = await get('/minuto?q=6', '203.0.113.1').expect(429);
    expect(refused.headers['content-type']).toMatch(/^text\/html/);
    expect(refused.text).toContain(HTTP_ERROR_MESSAGES.tooManyRequests);
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    await get('/minuto?q=2', '203.0.113.1').expect(200);
    await get('/minuto?q=6', '203.0.113.2').expect(200);
  });

  it('counts the renders of an IPv6 client by its /64; another /64 still renders', async () => {
    for (let i = 1; i <= 3; i += 1) await get(`/seis?q=${i}`, '2001:db8::1').expect(200);
    for (let i = 4; i <= 5; i += 1) await get(`/seis?q=${i}`, '2001:db8::2').expect(200);
    await get('/seis?q=6', '2001:db8::2').expect(429);
    await get('/seis?q=7', '2001:db8:0:0:abcd::9').expect(429);
    await get('/seis?q=6', '2001:db8:0:1::1').expect(200);
  });

  it('refuses a client its renders past its share at once, while another client renders', async () => {
    const flood = Array.from({ length: 5 }, (_, i) =>
      get(`/lento?q=a${i}`, '203.0.113.3').then((r) => r.status),
    );
    const other = get('/lento?q=b', '203.0.113.4').then((r) => r.status);
    const statuses = await Promise.all(flood);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(await other).toBe(200);
  });

  it('counts the renders at once of an IPv6 client by its /64, whichever of its addresses asks', async () => {
    const flood = Array.from({ length: 4 }, (_, i) =>
      get(`/lento?q=v6-${i}`, `2001:db8:6::${i + 1}`).then((r) => r.status),
    );
    const other = get('/lento?q=v6-b', '2001:db8:6:1::1').then((r) => r.status);
    const statuses = await Promise.all(flood);
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 429)).toHaveLength(2);
    expect(await other).toBe(200);
  });

  it('keeps the pages everyone reads while a flood of other addresses renders', async () => {
    const kept = renderOf((await get('/contacto/', '203.0.113.5').expect(200)).text);
    const missing = renderOf((await get('/sin-ruta', '203.0.113.5').expect(404)).text);
    // 510 addresses with a query, from 255 clients: more than either cache holds.
    for (let i = 0; i < 510; i += 1) await get(`/busqueda/?q=${i}`, `198.51.100.${i % 255}`).expect(200);
    expect(renderOf((await get('/contacto/', '203.0.113.6').expect(200)).text)).toBe(kept);
    expect(renderOf((await get('/sin-ruta', '203.0.113.6').expect(404)).text)).not.toBe(missing);
  });

  it('gives the event loop a turn between renders that do no I/O', async () => {
    // The test's timer ticks run only when the event loop gets a turn (requests to the API need the same).
    const ticks: number[] = [];
    const ticking = setInterval(() => ticks.push(performance.now()), 0);
    const pages = await Promise.all(
      Array.from({ length: 8 }, (_, i) => get(`/cpu?q=${i}`, `192.0.2.${i}`).expect(200)),
    );
    clearInterval(ticking);
    const starts = pages
      .map((r) => Number(/data-started="([\d.]+)"/.exec(r.text)?.[1]))
      .sort((a, b) => a - b);
    const gaps = starts.slice(1).map((start, i) => ticks.some((t) => t > (starts[i] ?? 0) && t < start));
    // Without a turn between them the queued renders run back to back and every gap is empty.
    expect(gaps.filter(Boolean).length).toBeGreaterThanOrEqual(gaps.length - 1);
  });
});
