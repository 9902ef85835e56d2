import {
  EMPTY_SEARCH,
  PRICE_BOUNDS,
  type PropertyCard,
  type PropertyDetail,
  type PropertySearchResult,
} from '@inmo/contracts';
import { type Redis } from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { TEST_REDIS_URL } from '#test/test-env';
import { clearRedisPrefix, testRedisPrefix } from '#test/test-redis';
import { REDIS_CLIENT } from '#src/infra/cache/redis.connection';
import { PROPERTY_SOURCE, type PropertySource } from '../catalog/property-source';
import { POINTS_LIMIT, PropertiesService } from './properties.service';
import {
  distanceMetres,
  LOCATION_OFFSET_METRES,
  PUBLISHED_UNCERTAINTY_METRES,
} from '../catalog/public-location';
import { UpstreamError } from '#src/infra/http/upstream.error';

const SEED_SIZE = 400;

describe('properties and locations on the local catalog (PostgreSQL + Redis)', () => {
  let db: TestDatabase;
  let t: TestApp;
  let sql: Client;
  let prefix: string;
  let dearCode: string;
  const http = () => request(t.app.getHttpServer());

  async function search(query: Record<string, string | number>): Promise<PropertySearchResult> {
    const res = await http().get('/api/properties').query(query).expect(200);
    return res.body as PropertySearchResult;
  }

  /** Independent count straight from the table, to check the API's totals. */
  async function countWhere(where: string, params: unknown[] = []): Promise<number> {
    const { rows } = await sql.query<{ n: string }>(
      `select count(*) as n from catalog_properties where ${where}`,
      params,
    );
    return Number(rows[0]!.n);
  }

  beforeAll(async () => {
    db = await createTestDatabase();
    prefix = testRedisPrefix();
    t = await createTestApp({
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      SEED_SIZE: String(SEED_SIZE),
      EXACT_LOCATION_CODES: '1002',
      RATE_LIMIT_AREA_PER_MINUTE: '4',
    });
    sql = new Client({ connectionString: db.url });
    await sql.connect();
    // The agency shows this one at its exact place (the catalog's field), before anything is read.
    await sql.query("update catalog_properties set exact_location = true where code = '919-1003'");
    // A sale dearer than the slider's top bound, as SIMI has one (4,324,250,000).
    const dear = await sql.query<{ code: string }>(
      'update catalog_properties set price = 4324250000 where id = (select min(id) from catalog_properties where gestion_id = 5) returning code',
    );
    dearCode = dear.rows[0]!.code;
  });

  afterAll(async () => {
    await sql.end();
    await t.close();
    await clearRedisPrefix(prefix);
    await db.drop();
  });

  it('seeded the catalog on first start, deterministically', async () => {
    expect(await countWhere('true')).toBe(SEED_SIZE);
    expect(await countWhere("code = '919-1001'")).toBe(1);
    const { rows } = await sql.query<{ n: string }>(
      'select count(distinct type_id) as n from catalog_properties',
    );
    expect(Number(rows[0]!.n)).toBe(10);
  });

  describe('search', () => {
    it('defaults to rent, newest first, 12 per page, with totals and the rent bounds', async () => {
      const body = await search({});
      const total = await countWhere('gestion_id = 1 and price between $1 and $2', [700_000, 50_000_000]);
      expect(body).toMatchObject({ total, page: 1, pageSize: 12, pageCount: Math.ceil(total / 12) });
      expect(body).toMatchObject({ valmin: PRICE_BOUNDS[1].min, valmax: PRICE_BOUNDS[1].max });
      expect(body.items).toHaveLength(12);
      expect(body.items.every((i) => i.gestionId === 1 && i.gestion === 'Arriendo')).toBe(true);
      const dates = body.items.map((i) => i.listedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      const card = body.items[0]!;
      expect(card.code).toMatch(/^919-\d+$/);
      expect(card.photo?.small).toMatch(/^\/api\/media\/catalog\/v2\/[a-z]+-\d{2}-small\.webp$/);
      expect(card.city.length).toBeGreaterThan(0);
      expect(card.neighbourhood.length).toBeGreaterThan(0);
    });

    it.each([
      [
        'gestion',
        { gestion: 5 },
        // The top bound is open (the slider's 'o más').
        'gestion_id = 5 and price >= 100000000',
        (c: PropertyCard) => c.gestionId === 5,
      ],
      [
        'tipo',
        { tipo: 2 },
        'gestion_id = 1 and type_id = 2 and price between 700000 and 50000000',
        (c: PropertyCard) => c.typeId === 2,
      ],
      [
        'ciudad',
        { ciudad: 25974 },
        'gestion_id = 1 and city_id = 25974 and price between 700000 and 50000000',
        (c: PropertyCard) => c.cityId === 25974 && c.city === 'Medellín',
      ],
      [
        'habitaciones',
        { habitaciones: 3 },
        'gestion_id = 1 and bedrooms >= 3 and price between 700000 and 50000000',
        (c: PropertyCard) => c.bedrooms >= 3,
      ],
      [
        'banos',
        { banos: 2 },
        'gestion_id = 1 and bathrooms >= 2 and price between 700000 and 50000000',
        (c: PropertyCard) => c.bathrooms >= 2,
      ],
      [
        'parqueaderos',
        { parqueaderos: 2 },
        'gestion_id = 1 and parking >= 2 and price between 700000 and 50000000',
        (c: PropertyCard) => c.parking >= 2,
      ],
      [
        'valmin/valmax',
        { valmin: 1_500_000, valmax: 3_000_000 },
        'gestion_id = 1 and price between 1500000 and 3000000',
        (c: PropertyCard) => c.price >= 1_500_000 && c.price <= 3_000_000,
      ],
      ['gestion 0 (any)', { gestion: 0 }, 'price >= 700000', () => true],
    ])('filters by %s', async (_name, query, where, matches) => {
      const body = await search(query);
      const total = await countWhere(where);
      expect(total).toBeGreaterThan(0);
      expect(body.total).toBe(total);
      expect(body.items.length).toBe(Math.min(12, total));
      expect(body.items.every(matches)).toBe(true);
    });

    it('filters by neighbourhood within a city', async () => {
      const { rows } = await sql.query<{ neighbourhood_id: number; n: string }>(
        'select neighbourhood_id, count(*) as n from catalog_properties where gestion_id = 5 group by 1 order by 2 desc limit 1',
      );
      const barrio = rows[0]!.neighbourhood_id;
      const body = await search({ gestion: 5, barrio });
      expect(body.total).toBe(Number(rows[0]!.n));
      expect(body.items.every((c) => c.neighbourhoodId === barrio)).toBe(true);
    });

    it('sorts by price ascending and descending across pages', async () => {
      for (const [orden, cmp] of [
        ['menor-precio', (a: number, b: number) => a - b],
        ['mayor-precio', (a: number, b: number) => b - a],
      ] as const) {
        const p1 = await search({ gestion: 5, orden });
        const p2 = await search({ gestion: 5, orden, page: 2 });
        const prices = [...p1.items, ...p2.items].map((i) => i.price);
        expect(prices).toHaveLength(24);
        expect([...prices].sort(cmp)).toEqual(prices);
      }
      const cheapest = await sql.query<{ price: number }>(
        'select min(price)::float8 as price from catalog_properties where gestion_id = 5', // bigint comes as text
      );
      expect((await search({ gestion: 5, orden: 'menor-precio' })).items[0]!.price).toBe(
        cheapest.rows[0]!.price,
      );
    });

    it('pages through every result exactly once', async () => {
      const first = await search({ gestion: 5, ciudad: 25974 });
      const codes: string[] = [];
      for (let page = 1; page <= first.pageCount; page++) {
        codes.push(...(await search({ gestion: 5, ciudad: 25974, page })).items.map((i) => i.code));
      }
      expect(codes).toHaveLength(first.total);
      expect(new Set(codes).size).toBe(first.total);
      // A page past the last (an old link) answers the last page, with its number.
      const last = await search({ gestion: 5, ciudad: 25974, page: first.pageCount });
      for (const page of [first.pageCount + 1, 200]) {
        const after = await search({ gestion: 5, ciudad: 25974, page });
        expect(after).toMatchObject({
          page: first.pageCount,
          pageCount: first.pageCount,
          total: first.total,
        });
        expect(after.items).toEqual(last.items);
      }
    });

    it('resets prices outside the bounds of the gestion', async () => {
      expect(await search({ gestion: 1, valmin: 100, valmax: 9_000_000_000 })).toMatchObject({
        valmin: 700_000,
        valmax: 50_000_000,
      });
      expect(await search({ gestion: 5, valmin: 1_000_000, valmax: 5_000_000 })).toMatchObject({
        valmin: 100_000_000,
        valmax: 2_000_000_000,
      });
      expect(await search({ gestion: 5, valmin: 150_000_000, valmax: 400_000_000 })).toMatchObject({
        valmin: 150_000_000,
        valmax: 400_000_000,
      });
    });

    it('finds a sale above the top bound with the maximum at the bound, not below it', async () => {
      const top = await search({ gestion: 5, orden: 'mayor-precio' });
      expect(top).toMatchObject({ valmax: 2_000_000_000 });
      expect(top.items[0]).toMatchObject({ code: dearCode, price: 4_324_250_000 });
      const below = await search({ gestion: 5, valmax: 1_950_000_000, orden: 'mayor-precio' });
      expect(below.total).toBe(await countWhere('gestion_id = 5 and price between 100000000 and 1950000000'));
      expect(below.items.map((i) => i.code)).not.toContain(dearCode);
    });

    it("answers 'Sin resultados' as an empty list", async () => {
      const body = await search({ gestion: 1, tipo: 7, habitaciones: 5, banos: 5, parqueaderos: 5 });
      expect(body).toMatchObject({ items: [], total: 0, pageCount: 0 });
    });

    it('rejects bad filters with a Spanish 400 naming each field', async () => {
      const res = await http()
        .get('/api/properties')
        .query({ habitaciones: 9, orden: 'precio', gestion: 2 })
        .expect(400);
      const fields = (res.body as { errors: { field: string; message: string }[] }).errors.map(
        (e) => e.field,
      );
      expect(fields.sort()).toEqual(['gestion', 'habitaciones', 'orden']);
      expect(JSON.stringify(res.body)).toContain('habitaciones: debe estar entre 0 y 5');
    });
  });

  describe('map: search by area and points', () => {
    // Around Medellín's centre.
    const AREA = { south: 6.2, west: -75.62, north: 6.28, east: -75.55 };
    const bbox = `${AREA.south},${AREA.west},${AREA.north},${AREA.east}`;
    type Point = { code: string; lat: number; lng: number; price: number; typeId: number };
    const inside = (p: { lat: number; lng: number }, a: typeof AREA) =>
      p.lat >= a.south && p.lat <= a.north && p.lng >= a.west && p.lng <= a.east;
    const allPoints = async (gestion: number) =>
      ((await http().get('/api/properties/points').query({ gestion }).expect(200)).body as { items: Point[] })
        .items;
    const exactPlaces = async () => {
      const { rows } = await sql.query<{ code: string; latitude: number; longitude: number }>(
        'select code, latitude, longitude from catalog_properties where latitude is not null',
      );
      return new Map(rows.map((r) => [r.code, { lat: r.latitude, lng: r.longitude }]));
    };

    it("answers the map's points: code, a published point 71-379 m from the place, price and type", async () => {
      const res = await http().get('/api/properties/points').query({ gestion: 0 }).expect(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const body = res.body as { items: Point[]; total: number; limit: number };
      expect(body.total).toBe(await countWhere('withdrawn_at is null'));
      expect(body.limit).toBe(POINTS_LIMIT);
      expect(Object.keys(body.items[0] ?? {}).sort()).toEqual(['code', 'lat', 'lng', 'price', 'typeId']);
      const places = await exactPlaces();
      for (const point of body.items) {
        const d = distanceMetres(places.get(point.code)!, point);
        if (point.code === '919-1002' || point.code === '919-1003') {
          // Marked "ubicación exacta" (EXACT_LOCATION_CODES, the catalog's field): the place, to 3 decimals.
          expect(d).toBeLessThan(80);
        } else {
          expect(d).toBeGreaterThan(LOCATION_OFFSET_METRES.min - 80);
          expect(d).toBeLessThan(PUBLISHED_UNCERTAINTY_METRES);
        }
      }
      // The detail and JSON-LD use the same point, and say which it is.
      const [point] = body.items;
      const detail = (await http().get(`/api/properties/${point!.code}`).expect(200)).body as PropertyDetail;
      expect({ lat: detail.latitude, lng: detail.longitude }).toEqual({ lat: point!.lat, lng: point!.lng });
      expect(detail.exactLocation).toBe(point!.code === '919-1002' || point!.code === '919-1003');
      const exact = (await http().get('/api/properties/919-1003').expect(200)).body as PropertyDetail;
      expect(exact.exactLocation).toBe(true);
      expect(exact.latitude).toBe(Math.round(places.get('919-1003')!.lat * 1000) / 1000);
      const bySetting = (await http().get('/api/properties/1002').expect(200)).body as PropertyDetail;
      expect(bySetting.exactLocation).toBe(true);
      // An area with no listing (the Pacific, off Buenaventura).
      const none = await http()
        .get('/api/properties/points')
        .query({ bbox: '3.8,-78.5,3.9,-78.4' })
        .expect(200);
      expect(none.body).toEqual({ items: [], total: 0, limit: POINTS_LIMIT });
    });

    it('filters the list and the points by the published points, with the other filters', async () => {
      const expected = (await allPoints(5)).filter((p) => inside(p, AREA));
      expect(expected.length).toBeGreaterThan(0);
      const body = await search({ gestion: 5, bbox });
      expect(body.total).toBe(expected.length);
      expect(body.total).toBeLessThan(await countWhere('gestion_id = 5 and withdrawn_at is null'));
      const codes = new Set(expected.map((p) => p.code));
      expect(body.items.every((i) => codes.has(i.code))).toBe(true);
      const points = (
        await http().get('/api/properties/points').query({ gestion: 5, bbox, page: 3 }).expect(200)
      ).body as { items: Point[] };
      expect(points.items).toEqual(expected);
    });

    it('bisecting areas ends on the published point, never closer to the place (issue 35)', async () => {
      const places = await exactPlaces();
      const points = await allPoints(0);
      const has = async (code: string, a: typeof AREA) =>
        (
          (
            await http()
              .get('/api/properties/points')
              .query({ gestion: 0, bbox: `${a.south},${a.west},${a.north},${a.east}` })
              .expect(200)
          ).body as { items: Point[] }
        ).items.some((p) => p.code === code);
      for (const target of points.filter((p) => !['919-1002', '919-1003'].includes(p.code)).slice(0, 3)) {
        const place = places.get(target.code)!;
        // An outsider's search: start from the published point's 2 km, keep the half that still has it.
        let box = {
          south: target.lat - 0.01,
          west: target.lng - 0.01,
          north: target.lat + 0.01,
          east: target.lng + 0.01,
        };
        let requests = 0;
        while (box.north - box.south > 0.00001 || box.east - box.west > 0.00001) {
          const splitLat = box.north - box.south >= box.east - box.west;
          const mid = splitLat ? (box.south + box.north) / 2 : (box.west + box.east) / 2;
          const first = splitLat ? { ...box, north: mid } : { ...box, east: mid };
          box = (await has(target.code, first))
            ? first
            : splitLat
              ? { ...box, south: mid }
              : { ...box, west: mid };
          requests++;
        }
        expect(requests).toBeGreaterThan(20);
        expect(await has(target.code, box)).toBe(true);
        // About 1 m around the published point; the place is as far as the page's circle lets it be.
        const centre = { lat: (box.south + box.north) / 2, lng: (box.west + box.east) / 2 };
        expect(distanceMetres(centre, target)).toBeLessThan(2);
        expect(distanceMetres(centre, place)).toBeGreaterThan(LOCATION_OFFSET_METRES.min - 80);
        // A 60 m box on the place itself does not find it.
        const near = {
          south: place.lat - 0.00027,
          west: place.lng - 0.00027,
          north: place.lat + 0.00027,
          east: place.lng + 0.00027,
        };
        expect(await has(target.code, near)).toBe(false);
      }
    });

    it("an alert's digest keeps the listings whose published point is in its area", async () => {
      const service = t.app.get(PropertiesService);
      const places = await exactPlaces();
      const [target] = (await allPoints(1)).filter((p) => p.code !== '919-1002' && p.code !== '919-1003');
      const place = places.get(target!.code)!;
      const around = (lat: number, lng: number, d: number) => ({
        south: lat - d,
        west: lng - d,
        north: lat + d,
        east: lng + d,
      });
      const digest = (area: typeof AREA) =>
        service.changedSince({ ...EMPTY_SEARCH, bbox: area }, new Date(0), new Date(), 50);
      const atPoint = await digest(around(target!.lat, target!.lng, 0.0002));
      expect(atPoint.items.map((i) => i.card.code)).toContain(target!.code);
      const atPlace = await digest(around(place.lat, place.lng, 0.00027));
      expect(atPlace.items.map((i) => i.card.code)).not.toContain(target!.code);
    });

    it('limits GETs by area and the map points per client address, and only those (RATE_LIMIT_AREA_PER_MINUTE)', async () => {
      const from = (path: string, query: Record<string, string | number>) =>
        http().get(path).set('X-Forwarded-For', '203.0.113.35').query(query);
      for (let i = 0; i < 4; i++) await from('/api/properties/points', { bbox }).expect(200);
      const refused = await from('/api/properties/points', { bbox }).expect(429);
      expect(refused.body).toMatchObject({ statusCode: 429 });
      expect(JSON.stringify(refused.body)).toMatch(/solicitudes/i);
      expect(refused.headers['retry-after']).toBeDefined();
      // The points are counted without an area too (then they are the whole catalog's places).
      await from('/api/properties/points', { gestion: 5 }).expect(429);
      // A search without an area, and the other reads, are never counted.
      for (let i = 0; i < 6; i++) await from('/api/properties', { gestion: 5 }).expect(200);
      await from('/api/properties/919-1005', {}).expect(200);
      // The list by area has its own counter.
      await from('/api/properties', { bbox }).expect(200);
    });

    it('answers the points from memory, with no cache entry (fresh or stale) per area or search', async () => {
      const redis = t.app.get<Redis>(REDIS_CLIENT);
      await http()
        .get('/api/properties/points')
        .query({ gestion: 5, bbox: '6.1,-75.7,6.4,-75.4' })
        .expect(200);
      await http().get('/api/properties/points').query({ gestion: 5 }).expect(200);
      expect(await redis.keys(`${prefix}cache:*points*`)).toEqual([]);
    });

    it('rejects an area that is not one with a Spanish 400 naming bbox', async () => {
      for (const bad of ['6.3,-75.6,6.2,-75.5', '6.2,-75.6,6.3', 'norte']) {
        for (const path of ['/api/properties', '/api/properties/points']) {
          const res = await http().get(path).query({ bbox: bad }).expect(400);
          expect(JSON.stringify(res.body)).toContain('bbox: debe ser sur,oeste,norte,este');
        }
      }
    });
  });

  describe('by code, featured and similar', () => {
    it('finds a property with or without the 919- prefix', async () => {
      const withPrefix = (await http().get('/api/properties/919-1005').expect(200)).body as PropertyDetail;
      const without = (await http().get('/api/properties/1005').expect(200)).body as PropertyDetail;
      expect(without).toEqual(withPrefix);
      expect(withPrefix.code).toBe('919-1005');
      expect(withPrefix.description.length).toBeGreaterThan(200);
      expect(withPrefix.photos.length).toBeGreaterThanOrEqual(4);
      expect(withPrefix.photos[0]).toEqual(withPrefix.photo);
      expect(withPrefix.advisor?.cellphone).toMatch(/^3\d{9}$/);
      expect(withPrefix.internalFeatures.length + withPrefix.externalFeatures.length).toBeGreaterThan(0);
    });

    it('answers 404 with the Spanish message when the code is missing', async () => {
      await http()
        .get('/api/properties/919-999999')
        .expect(404, { statusCode: 404, message: 'No se encontró el inmueble: 919-999999' });
      await http()
        .get('/api/properties/999999')
        .expect(404, { statusCode: 404, message: 'No se encontró el inmueble: 919-999999' });
      await http()
        .get('/api/properties/abc')
        .expect(404, { statusCode: 404, message: 'No se encontró el inmueble: abc' });
    });

    it('lists featured properties', async () => {
      const { items } = (await http().get('/api/properties/featured').expect(200)).body as {
        items: PropertyCard[];
      };
      expect(items.length).toBeGreaterThan(0);
      expect(items.length).toBeLessThanOrEqual(10);
      expect(items.every((i) => i.featured)).toBe(true);
    });

    // Spec §7 (issue 49 D4): a paged search with total 2, a random page of it, by price ascending, in the
    // listing's city and neighbourhood, of sales for a sale listing and of any gestión otherwise.
    it('answers a random page of 2 of the same city and neighbourhood by price ascending (sales for a sale, else any)', async () => {
      const service = t.app.get(PropertiesService);
      for (const gestion of [1, 5]) {
        // A listing of that gestión whose neighbourhood holds at least 4 others.
        const { rows } = await sql.query<{ code: string }>(
          `select p.code from catalog_properties p
            where p.gestion_id = $1 and p.neighbourhood_id is not null
              and (select count(*) from catalog_properties q
                    where q.neighbourhood_id = p.neighbourhood_id and q.city_id = p.city_id
                      and q.id <> p.id and ($1 <> 5 or q.gestion_id = 5)) >= 4
            order by p.id limit 1`,
          [gestion],
        );
        const target = rows[0]!;
        const detail = (await http().get(`/api/properties/${target.code}`).expect(200))
          .body as PropertyDetail;
        const { rows: area } = await sql.query<{ code: string }>(
          `select code from catalog_properties
            where city_id = $1 and neighbourhood_id = $2 and ($3 <> 5 or gestion_id = 5)`,
          [detail.cityId, detail.neighbourhoodId, gestion],
        );
        const inArea = new Set(area.map((r) => r.code));
        const pages = Math.ceil(inArea.size / 2);
        const seen = new Set<string>();
        for (const [random, page] of [
          [0, 1],
          [0.999, pages],
        ] as const) {
          const { items } = await service.similar(target.code, () => random);
          expect(items.length).toBeGreaterThan(0);
          expect(items.length).toBeLessThanOrEqual(2);
          const prices = items.map((i) => i.price);
          expect(prices).toEqual([...prices].sort((x, y) => x - y));
          for (const item of items) {
            expect(inArea.has(item.code)).toBe(true);
            expect(item.code).not.toBe(target.code);
            if (gestion === 5) expect(item.gestionId).toBe(5);
            seen.add(`${page}:${item.code}`);
          }
        }
        // The first and the last page are different listings.
        const codes = [...seen].map((k) => k.split(':')[1]);
        expect(new Set(codes).size).toBe(codes.length);
      }
      await http().get('/api/properties/919-999999/similar').expect(404);
    });

    it('answers every page of the search in turn as the random number goes from 0 to 1', async () => {
      const service = t.app.get(PropertiesService);
      const { rows } = await sql.query<{ code: string; n: string }>(
        `select p.code, (select count(*) from catalog_properties q
                          where q.neighbourhood_id = p.neighbourhood_id and q.city_id = p.city_id) as n
          from catalog_properties p where p.gestion_id = 1 and p.neighbourhood_id is not null
          order by 2 desc, p.id limit 1`,
      );
      const target = rows[0]!;
      const pages = Math.ceil(Number(target.n) / 2);
      const all = new Set<string>([target.code]);
      for (let page = 0; page < pages; page++) {
        const { items } = await service.similar(target.code, () => (page + 0.5) / pages);
        for (const item of items) all.add(item.code);
      }
      // Every listing of the neighbourhood shows on some page.
      expect(all.size).toBe(Number(target.n));
    });
  });

  describe('locations', () => {
    it('lists departments, their cities and a city’s neighbourhoods', async () => {
      const departments = (await http().get('/api/locations/departments').expect(200)).body as {
        id: number;
        name: string;
      }[];
      expect(departments).toContainEqual({ id: 5, name: 'Antioquia' });
      const cities = (await http().get('/api/locations/departments/5/cities').expect(200)).body as {
        id: number;
        name: string;
      }[];
      expect(cities).toContainEqual({ id: 25974, name: 'Medellín', departmentId: 5 });
      expect(cities.some((c) => c.id === 11001)).toBe(false);
      const all = (await http().get('/api/locations/cities').expect(200)).body as unknown[];
      expect(all).toHaveLength(38);
      const barrios = (await http().get('/api/locations/cities/25974/neighbourhoods').expect(200)).body as {
        name: string;
      }[];
      expect(barrios.map((b) => b.name)).toEqual(expect.arrayContaining(['El Poblado', 'Laureles', 'Belén']));
      const envigado = (await http().get('/api/locations/cities/25999/neighbourhoods').expect(200)).body as {
        name: string;
      }[];
      expect(envigado.map((b) => b.name)).toEqual(expect.arrayContaining(['Zuñiga', 'El Portal']));
    });

    it('answers 404 for unknown places and 400 for a bad id', async () => {
      await http().get('/api/locations/departments/999/cities').expect(404);
      await http().get('/api/locations/cities/1/neighbourhoods').expect(404);
      const res = await http().get('/api/locations/cities/x/neighbourhoods').expect(400);
      expect((res.body as { errors: { message: string }[] }).errors[0]!.message).toMatch(/^id: /);
    });
  });

  describe('cache', () => {
    it('serves a repeated search from the cache, then the stale copy when the source fails', async () => {
      const source = t.app.get<PropertySource>(PROPERTY_SOURCE);
      const query = { gestion: 1, ciudad: 25999, orden: 'menor-precio' };
      const first = await search(query);

      const spy = jest.spyOn(source, 'search');
      try {
        expect(await search(query)).toEqual(first);
        expect(spy).not.toHaveBeenCalled();

        // Expire the fresh entry only; the stale copy stays.
        const redis = t.app.get<Redis>(REDIS_CLIENT);
        const keys = (await redis.keys(`${prefix}cache:properties:local:search:*`)).filter((k) =>
          k.includes(':25999:'),
        );
        expect(keys.length).toBeGreaterThan(0);
        await redis.del(...keys);

        spy.mockRejectedValueOnce(new Error('base de datos caída'));
        expect(await search(query)).toEqual(first);
        expect(spy).toHaveBeenCalledTimes(1);
      } finally {
        spy.mockRestore();
      }
    });

    it('answers a Spanish 503 when the source fails and nothing is cached', async () => {
      const source = t.app.get<PropertySource>(PROPERTY_SOURCE);
      const spy = jest.spyOn(source, 'findByCode').mockRejectedValueOnce(new UpstreamError('SIMI caído'));
      try {
        const res = await http().get('/api/properties/919-1399').expect(503);
        expect(res.body).toEqual({
          statusCode: 503,
          message: expect.stringMatching(/no está disponible/) as string,
        });
      } finally {
        spy.mockRestore();
      }
    });

    it('runs one source call for concurrent identical searches', async () => {
      const source = t.app.get<PropertySource>(PROPERTY_SOURCE);
      const spy = jest.spyOn(source, 'search');
      try {
        await Promise.all(
          Array.from({ length: 5 }, () => search({ gestion: 5, tipo: 4, orden: 'mayor-precio' })),
        );
        expect(spy).toHaveBeenCalledTimes(1);
      } finally {
        spy.mockRestore();
      }
    });
  });
});
