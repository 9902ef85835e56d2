import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { Client } from 'pg';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { SeoService } from './seo.service';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { TEST_REDIS_URL } from '../../../test/test-env';
import { clearRedisPrefix, testRedisPrefix } from '../../../test/test-redis';

const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <title>Alameda Inmobiliaria</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

/**
 * Stands in for the web's server bundle (packages/web/src/entry-server.tsx, same contract): the real one
 * is exercised end to end by e2e/tests/server-render.spec.ts against the built app.
 */
const SERVER_BUNDLE = `
let renders = 0;
export async function render(url) {
  renders += 1;
  if (url.startsWith('/redirige')) return { kind: 'redirect', status: 302, location: '/destino/' };
  if (url.startsWith('/falla')) throw new Error('render failed');
  if (url.startsWith('/sin-ruta')) {
    return { kind: 'page', status: 404, head: '', body: '<p>Página no encontrada</p>' };
  }
  return {
    kind: 'page',
    status: 200,
    head: '<style data-emotion="css a1">.a1{color:red}</style>',
    body: '<h1 data-render="' + renders + '">Página de ' + url.replace(/</g, '&lt;') + ' $& $1</h1>',
  };
}
`;

describe('Pages rendered on the server by the web bundle (PostgreSQL + Redis)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let prefix: string;
  let root: string;
  const http = () => request(t.app.getHttpServer());
  const page = (url: string) => http().get(url).set('Accept', 'text/html');

  beforeAll(async () => {
    db = await createTestDatabase();
    prefix = testRedisPrefix();
    // The layout `pnpm build` leaves: dist/ (the SPA) beside dist-server/ (the server bundle).
    root = await mkdtemp(path.join(os.tmpdir(), 'inmo-ssr-'));
    await mkdir(path.join(root, 'dist'));
    await mkdir(path.join(root, 'dist-server'));
    await writeFile(path.join(root, 'dist', 'index.html'), INDEX_HTML);
    await writeFile(path.join(root, 'dist-server', 'entry-server.js'), SERVER_BUNDLE);
    t = await createTestApp({
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      SEED_SIZE: '30',
      WEB_DIST: path.join(root, 'dist'),
    });
  });

  afterAll(async () => {
    await t.close();
    await clearRedisPrefix(prefix);
    await db.drop();
    await rm(root, { recursive: true, force: true });
  });

  it('puts the rendered markup in #root and its styles in the head, keeping the app script', async () => {
    const res = await page('/busqueda/?gestion=5').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    const doc = parse(res.text);
    expect(doc.querySelector('#root h1')?.text).toBe('Página de /busqueda/?gestion=5 $& $1');
    expect(doc.querySelector('head style[data-emotion]')?.text).toBe('.a1{color:red}');
    expect(doc.querySelector('script[type="module"]')?.getAttribute('src')).toBe('/assets/index-abc123.js');
  });

  it('renders an address once a minute: visitors share it, another address renders anew', async () => {
    const first = parse((await page('/contacto').expect(200)).text);
    const again = parse((await page('/contacto').expect(200)).text);
    const other = parse((await page('/favoritos').expect(200)).text);
    const n = (doc: typeof first) => Number(doc.querySelector('h1')?.getAttribute('data-render'));
    expect(n(again)).toBe(n(first));
    expect(n(other)).toBeGreaterThan(n(first));
  });

  it('renders the home page at start-up (warmUp): its first visitor gets that render', async () => {
    const n = (html: string) => Number(parse(html).querySelector('#root h1')?.getAttribute('data-render'));
    await t.app.get(SeoService).warmUp();
    const later = n((await page('/simulador-de-arriendo').expect(200)).text);
    const home = n((await page('/').expect(200)).text);
    expect(home).toBeLessThan(later);
  });

  it("answers the page's own redirect and status", async () => {
    await page('/redirige').expect(302).expect('Location', '/destino/');
    const res = await page('/sin-ruta').expect(404);
    expect(parse(res.text).querySelector('#root p')?.text).toBe('Página no encontrada');
  });

  it('serves the plain SPA shell when the render fails (the browser renders the page)', async () => {
    const res = await page('/falla').expect(200);
    expect(res.text).toBe(INDEX_HTML);
  });

  it("renders a property page inside the property's head, and keeps 404 for an unknown code", async () => {
    const sql = new Client({ connectionString: db.url });
    await sql.connect();
    const { rows } = await sql.query<{ code: string }>('select code from catalog_properties limit 1');
    await sql.end();
    const code = rows[0]!.code;
    const doc = parse((await page(`/inmueble/${code}`).expect(200)).text);
    expect(doc.querySelector('meta[property="og:url"]')?.getAttribute('content')).toContain(code);
    expect(doc.querySelector('#root h1')?.text).toBe(`Página de /inmueble/${code} $& $1`);
    const missing = parse((await page('/inmueble/919-99999999').expect(404)).text);
    expect(missing.querySelector('#root h1')).not.toBeNull();
  });

  it('leaves /api, /sitemap.xml and non-HTML requests alone', async () => {
    await http().get('/api/health').set('Accept', 'text/html').expect(200).expect('Content-Type', /json/);
    const sitemap = await page('/sitemap.xml').expect(200);
    expect(sitemap.headers['content-type']).toMatch(/xml/);
    const json = await http().get('/contacto').set('Accept', 'application/json').expect(404);
    expect(json.body).toMatchObject({ statusCode: 404 });
  });

  it('does not render absurdly long addresses', async () => {
    const res = await page(`/busqueda/?q=${'a'.repeat(3000)}`).expect(200);
    expect(res.text).toBe(INDEX_HTML);
  });
});
