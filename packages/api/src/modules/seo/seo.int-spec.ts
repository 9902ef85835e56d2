import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { Client } from 'pg';
import request from 'supertest';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { TEST_REDIS_URL } from '#test/test-env';
import { clearRedisPrefix, testRedisPrefix } from '#test/test-redis';

/** More than one page of the sitemap's catalog walk (1000 per page). */
const SEED_SIZE = 1030;
const PUBLIC_URL = 'https://www.alameda.example';

describe('SEO: /sitemap.xml, /robots.txt (PostgreSQL + Redis)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let sql: Client;
  let prefix: string;
  const http = () => request(t.app.getHttpServer());

  beforeAll(async () => {
    db = await createTestDatabase();
    prefix = testRedisPrefix();
    t = await createTestApp({
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      SEED_SIZE: String(SEED_SIZE),
      PUBLIC_URL,
    });
    sql = new Client({ connectionString: db.url });
    await sql.connect();
  });

  afterAll(async () => {
    await sql.end();
    await t.close();
    await clearRedisPrefix(prefix);
    await db.drop();
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
