import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { parse, type HTMLElement } from 'node-html-parser';
import { Client } from 'pg';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { TEST_REDIS_URL } from '../../../test/test-env';
import { clearRedisPrefix, testRedisPrefix } from '../../../test/test-redis';

/** More than one page of the sitemap's catalog walk (1000 per page). */
const SEED_SIZE = 1030;
const PUBLIC_URL = 'https://www.alameda.example';
const HOSTILE_DESCRIPTION = `Vista "única" & luz </script><script>alert('x')</script><!-- fin`;

/** What `vite build` writes, reduced: the gateway must keep the app's script and replace the generic head. */
const INDEX_HTML = `<!doctype html>
<html lang="es">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta
      name="description"
      content="Descripción genérica del sitio"
    />
    <title>Alameda Inmobiliaria</title>
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;

interface PropertyRow {
  code: string;
  price: number;
  gestion_id: number;
  city: string;
}

function meta(doc: HTMLElement, attr: 'name' | 'property', key: string): string | undefined {
  return doc.querySelector(`meta[${attr}="${key}"]`)?.getAttribute('content');
}

describe('SEO: /inmueble/:code head, /sitemap.xml, /robots.txt (PostgreSQL + Redis)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let sql: Client;
  let prefix: string;
  let webDist: string;
  const http = () => request(t.app.getHttpServer());

  async function property(where: string, offset = 0): Promise<PropertyRow> {
    const { rows } = await sql.query<PropertyRow>(
      `select p.code, p.price, p.gestion_id, c.name as city
         from catalog_properties p join catalog_cities c on c.id = p.city_id
        where ${where} order by p.id limit 1 offset ${offset}`,
    );
    return rows[0]!;
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    prefix = testRedisPrefix();
    webDist = await mkdtemp(path.join(os.tmpdir(), 'inmo-seo-web-'));
    await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    t = await createTestApp({
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      SEED_SIZE: String(SEED_SIZE),
      PUBLIC_URL,
      WEB_DIST: webDist,
    });
    sql = new Client({ connectionString: db.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql.end();
    await t.close();
    await clearRedisPrefix(prefix);
    await db.drop();
    await rm(webDist, { recursive: true, force: true });
  });

  describe('/inmueble/:code without JavaScript', () => {
    it('carries title, description, canonical, Open Graph with price and a RealEstateListing JSON-LD', async () => {
      const row = await property('p.gestion_id = 1');
      const res = await http().get(`/inmueble/${row.code}`).set('Accept', 'text/html').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const doc = parse(res.text);
      const detail = (await http().get(`/api/properties/${row.code}`).expect(200)).body as {
        type: string;
        department: string;
        neighbourhood: string;
        city: string;
        photos: { large: string }[];
      };

      // The SPA is still there, with one title and one description: ours.
      expect(doc.querySelector('#root')).not.toBeNull();
      expect(doc.querySelector('script[src="/assets/index-abc123.js"]')).not.toBeNull();
      expect(doc.querySelectorAll('title')).toHaveLength(1);
      expect(doc.querySelectorAll('meta[name="description"]')).toHaveLength(1);
      const title = `Arriendo ${detail.type} en ${detail.department}, ${detail.neighbourhood}, ${detail.city} | Alameda Inmobiliaria`;
      expect(doc.querySelector('title')?.text).toBe(title);
      expect(meta(doc, 'name', 'description')).toMatch(new RegExp(`^${detail.type} en arriendo en `));

      const canonical = `${PUBLIC_URL}/inmueble/${row.code}`;
      expect(doc.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(canonical);
      expect(meta(doc, 'property', 'og:title')).toBe(title);
      expect(meta(doc, 'property', 'og:description')).toBe(meta(doc, 'name', 'description'));
      expect(meta(doc, 'property', 'og:url')).toBe(canonical);
      expect(meta(doc, 'property', 'og:image')).toBe(`${PUBLIC_URL}${detail.photos[0]!.large}`);
      expect(meta(doc, 'property', 'product:price:amount')).toBe(String(row.price));
      expect(meta(doc, 'property', 'product:price:currency')).toBe('COP');

      // The preview image really is served.
      await http().get(detail.photos[0]!.large).expect(200);

      const scripts = doc.querySelectorAll('script[type="application/ld+json"]');
      expect(scripts).toHaveLength(1);
      const ld = JSON.parse(scripts[0]!.text) as Record<string, unknown>;
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'RealEstateListing',
        url: canonical,
        offers: {
          '@type': 'Offer',
          price: row.price,
          priceCurrency: 'COP',
          availability: 'https://schema.org/InStock',
        },
        about: { address: { addressLocality: row.city, addressCountry: 'CO' } },
      });
      expect(ld.image).toEqual(detail.photos.map((p) => `${PUBLIC_URL}${p.large}`));
    });

    it('escapes hostile text: </script> cannot leave the JSON-LD and quotes cannot leave attributes', async () => {
      const row = await property('p.gestion_id = 5');
      await sql.query('update catalog_properties set description = $1 where code = $2', [
        HOSTILE_DESCRIPTION,
        row.code,
      ]);
      const res = await http().get(`/inmueble/${row.code}`).expect(200);
      expect(res.text).not.toContain("<script>alert('x')</script>");
      expect(res.text).not.toContain('<!-- fin');
      const doc = parse(res.text);
      // Only the app's module script and the JSON-LD: nothing injected.
      expect(doc.querySelectorAll('script')).toHaveLength(2);
      const ld = JSON.parse(doc.querySelector('script[type="application/ld+json"]')!.text) as {
        description: string;
        name: string;
      };
      expect(ld.description).toContain(HOSTILE_DESCRIPTION);
      expect(ld.name).toMatch(/^Venta /);
      expect(meta(doc, 'name', 'description')).toContain(`Vista "única" & luz </script>`);
      expect(meta(doc, 'property', 'og:description')).toContain(`<script>alert('x')</script>`);
    });

    it('serves the head from the cache for a while (the source is not asked again)', async () => {
      const row = await property('p.gestion_id = 1', 3);
      const first = await http().get(`/inmueble/${row.code}`).expect(200);
      await sql.query("update catalog_properties set description = 'texto nuevo' where code = $1", [
        row.code,
      ]);
      const second = await http().get(`/inmueble/${row.code}`).expect(200);
      expect(second.text).toBe(first.text);
      expect(second.text).not.toContain('texto nuevo');
    });

    it('accepts the code without its 919- prefix and points the canonical to the full code', async () => {
      const row = await property("p.code like '919-%'");
      const res = await http()
        .get(`/inmueble/${row.code.slice(4)}`)
        .expect(200);
      expect(parse(res.text).querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
        `${PUBLIC_URL}/inmueble/${row.code}`,
      );
    });

    it('answers an unknown code with 404 and the plain SPA (which shows its not-found page)', async () => {
      const res = await http().get('/inmueble/919-99999999').set('Accept', 'text/html').expect(404);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      const doc = parse(res.text);
      expect(doc.querySelector('#root')).not.toBeNull();
      expect(doc.querySelector('title')?.text).toBe('Alameda Inmobiliaria');
      expect(meta(doc, 'property', 'og:title')).toBeUndefined();
      expect(doc.querySelector('script[type="application/ld+json"]')).toBeNull();
      await http().get('/inmueble/%3Cscript%3E').expect(404);
    });

    it('follows a rebuild of the SPA under the running gateway (new asset names)', async () => {
      const row = await property('true');
      const rebuilt = INDEX_HTML.replace('index-abc123.js', 'index-def456.js');
      await writeFile(path.join(webDist, 'index.html'), rebuilt);
      // Some file systems keep mtimes in whole seconds: make the change visible.
      const later = new Date(Date.now() + 5000);
      await utimes(path.join(webDist, 'index.html'), later, later);
      const res = await http().get(`/inmueble/${row.code}`).expect(200);
      expect(res.text).toContain('/assets/index-def456.js');
      expect(res.text).not.toContain('index-abc123.js');
      await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
    });

    it('leaves the JSON API under /api untouched', async () => {
      const row = await property('true');
      const res = await http().get(`/api/properties/${row.code}`).expect(200);
      expect(res.body).toMatchObject({ code: row.code });
      await http().get('/api/inmueble/919-1001').set('Accept', 'application/json').expect(404);
    });
  });

  describe('/sitemap.xml', () => {
    it('is valid sitemap XML listing every property and the static pages', async () => {
      const res = await http().get('/sitemap.xml').expect(200);
      expect(res.headers['content-type']).toMatch(/^application\/xml/);
      expect(XMLValidator.validate(res.text)).toBe(true);
      const xml = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' }).parse(
        res.text,
      ) as { urlset: { '@_xmlns': string; url: { loc: string; lastmod?: string }[] } };
      expect(xml.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      const locs = xml.urlset.url.map((u) => u.loc);
      expect(new Set(locs).size).toBe(locs.length);

      const { rows } = await sql.query<{ code: string }>('select code from catalog_properties');
      expect(rows).toHaveLength(SEED_SIZE);
      const expected = rows.map((r) => `${PUBLIC_URL}/inmueble/${r.code}`).sort();
      expect(locs.filter((l) => l.includes('/inmueble/')).sort()).toEqual(expected);
      for (const page of ['/', '/busqueda/', '/rentalsimulator/', '/Forms/formPromoteProperty/']) {
        expect(locs).toContain(`${PUBLIC_URL}${page}`);
      }
      expect(locs.every((l) => l.startsWith(`${PUBLIC_URL}/`))).toBe(true);
      const dated = xml.urlset.url.filter((u) => u.loc.includes('/inmueble/'));
      expect(dated.every((u) => /^\d{4}-\d{2}-\d{2}$/.test(u.lastmod ?? ''))).toBe(true);
    });
  });

  describe('/robots.txt', () => {
    it('allows crawling and points to the sitemap', async () => {
      const res = await http().get('/robots.txt').expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain/);
      expect(res.text).toMatch(/^User-agent: \*$/m);
      expect(res.text).toMatch(/^Disallow: \/api\/$/m);
      expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    });
  });
});
