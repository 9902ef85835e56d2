import { Logger } from '@nestjs/common';
import { EMPTY_SEARCH, propertyPointsResultSchema, type PropertyPointsResult } from '@inmo/contracts';
import { CatalogSearchIndex, SEARCH_INDEX_TTL_MS } from './catalog-search.index';
import { type CatalogRepository } from './catalog.repository';
import { SLICE_ROWS } from './event-loop-slices';
import { type SourceSearch } from './property-source';

type Listing = Awaited<ReturnType<CatalogRepository['searchableListings']>>[number];

/** A listing as the repository hands it over; ids count down, as newest-first rows would. */
function listing(id: number, over: Partial<Listing> = {}): Listing {
  return {
    id,
    code: `919-${id}`,
    latitude: 6.25,
    longitude: -75.58,
    price: 2_000_000,
    gestionId: 1,
    typeId: 1,
    cityId: 25974,
    neighbourhoodId: 2597401,
    bedrooms: 2,
    bathrooms: 1,
    parking: 0,
    ...over,
  };
}

/** The empty search with any gestion. */
const ANY: SourceSearch = { ...EMPTY_SEARCH, gestion: 0, pageSize: 12 };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

/** An index over a repository whose successive reads answer `loads` (an Error: that read fails). */
function indexOf(...loads: (Listing[] | Promise<Listing[]> | Error)[]) {
  const searchableListings = jest.fn<Promise<Listing[]>, []>();
  for (const load of loads)
    searchableListings.mockImplementationOnce(() =>
      load instanceof Error ? Promise.reject(load) : Promise.resolve(load),
    );
  const index = new CatalogSearchIndex({ searchableListings } as unknown as CatalogRepository);
  return { index, searchableListings };
}

async function points(index: CatalogSearchIndex, q: Partial<SourceSearch> = {}, limit = 2000) {
  const body = JSON.parse(await index.points({ ...ANY, ...q }, limit)) as PropertyPointsResult;
  // The map's contract, as the web client parses it.
  expect(propertyPointsResultSchema.parse(body)).toEqual(body);
  return body;
}

const codes = (body: PropertyPointsResult) => body.items.map((i) => i.code);

describe('CatalogSearchIndex', () => {
  describe('filters (those of CatalogRepository.filtersOf)', () => {
    const rows = [
      listing(10, { gestionId: 5, price: 300_000_000 }),
      listing(9, { typeId: 2 }),
      listing(8, { cityId: 25999, neighbourhoodId: 2599901 }),
      listing(7, { neighbourhoodId: 2597402 }),
      listing(6, { price: 1_000_000 }),
      listing(5, { price: 3_000_000 }),
      listing(4, { bedrooms: 3, bathrooms: 2, parking: 1 }),
      listing(3, { bedrooms: 4, bathrooms: 3, parking: 2 }),
      listing(2, { latitude: 6.2, longitude: -75.6 }),
      listing(1, { latitude: 6.3, longitude: -75.5 }),
    ];
    const cases: [string, Partial<SourceSearch>, number[]][] = [
      ['none (0 means any)', {}, [10, 9, 8, 7, 6, 5, 4, 3, 2, 1]],
      ['gestion', { gestion: 5 }, [10]],
      ['tipo', { tipo: 2 }, [9]],
      ['ciudad', { ciudad: 25999 }, [8]],
      ['barrio', { barrio: 2597402 }, [7]],
      ['valmin, inclusive', { valmin: 3_000_000 }, [10, 5]],
      ['valmax, inclusive', { valmax: 1_000_000 }, [6]],
      ['valmin and valmax', { valmin: 1_000_000, valmax: 2_000_000 }, [9, 8, 7, 6, 4, 3, 2, 1]],
      ['habitaciones, at least', { habitaciones: 3 }, [4, 3]],
      ['banos, at least', { banos: 3 }, [3]],
      ['parqueaderos, at least', { parqueaderos: 1 }, [4, 3]],
      [
        'bbox, bounds inclusive',
        { bbox: { south: 6.2, west: -75.6, north: 6.25, east: -75.58 } },
        [10, 9, 8, 7, 6, 5, 4, 3, 2],
      ],
      ['bbox, north-east corner', { bbox: { south: 6.26, west: -75.57, north: 6.3, east: -75.5 } }, [1]],
      ['bbox, just outside', { bbox: { south: 6.2000001, west: -75.6, north: 6.24, east: -75.5 } }, []],
      ['several', { gestion: 1, ciudad: 25974, valmax: 2_000_000, habitaciones: 2 }, [9, 7, 6, 4, 3, 2, 1]],
    ];

    it.each(cases)('%s: the same listings on the map and in the list', async (_name, q, ids) => {
      const { index } = indexOf(rows);
      expect(codes(await points(index, q))).toEqual(ids.map((id) => `919-${id}`));
      expect(await index.page({ ...ANY, ...q })).toEqual({ ids, total: ids.length });
    });

    it('leaves listings without coordinates off the map and out of every area, not out of the list', async () => {
      const { index } = indexOf([listing(3), listing(2, { latitude: null, longitude: null }), listing(1)]);
      expect(await points(index)).toMatchObject({ total: 2, items: [{ code: '919-3' }, { code: '919-1' }] });
      expect(await index.page(ANY)).toEqual({ ids: [3, 2, 1], total: 3 });
      const everywhere = { south: -90, west: -180, north: 90, east: 180 };
      expect(await index.page({ ...ANY, bbox: everywhere })).toEqual({ ids: [3, 1], total: 2 });
    });
  });

  describe('points', () => {
    it('answers the newest first, at most `limit`, and counts every match', async () => {
      const { index } = indexOf(Array.from({ length: 30 }, (_, k) => listing(30 - k)));
      const body = await points(index, {}, 5);
      expect(body).toMatchObject({ total: 30, limit: 5 });
      expect(codes(body)).toEqual(['919-30', '919-29', '919-28', '919-27', '919-26']);
      expect(await points(index, { valmin: 9_000_000 }, 5)).toEqual({ items: [], total: 0, limit: 5 });
    });

    it('answers code, the published point, price and type, and filters areas on that point', async () => {
      // The repository hands over published points (PublishedLocations): the index never sees another.
      const { index } = indexOf([
        listing(2, { latitude: 6.244, longitude: -75.582, price: 1_350_000, typeId: 7 }),
        listing(1, { code: '919-"1"', latitude: 4.649, longitude: -74.062 }),
      ]);
      const body = await points(index);
      expect(body.items).toEqual([
        { code: '919-2', lat: 6.244, lng: -75.582, price: 1_350_000, typeId: 7 },
        { code: '919-"1"', lat: 4.649, lng: -74.062, price: 2_000_000, typeId: 1 },
      ]);
      expect((await points(index, { bbox: { south: 6.0, west: -76, north: 6.244, east: -75 } })).total).toBe(
        1,
      );
      expect((await points(index, { bbox: { south: 6.0, west: -76, north: 6.2439, east: -75 } })).total).toBe(
        0,
      );
    });
  });

  describe('prices past 32 bits (SIMI sells lots at 4,324,250,000)', () => {
    it('filters, sorts and publishes them whole', async () => {
      const { index } = indexOf([
        listing(3, { gestionId: 5, price: 4_324_250_000 }),
        listing(2, { gestionId: 5, price: 2_100_000_000 }),
        listing(1, { gestionId: 5, price: 300_000_000 }),
      ]);
      const sale = { ...ANY, gestion: 5 };
      expect(await index.page({ ...sale, orden: 'mayor-precio' })).toEqual({ ids: [3, 2, 1], total: 3 });
      expect(await index.page({ ...sale, orden: 'menor-precio' })).toEqual({ ids: [1, 2, 3], total: 3 });
      expect(await index.page({ ...sale, valmin: 4_000_000_000 })).toEqual({ ids: [3], total: 1 });
      expect(await index.page({ ...sale, valmax: 2_147_483_647 })).toEqual({ ids: [2, 1], total: 2 });
      expect((await points(index, sale)).items[0]!.price).toBe(4_324_250_000);
    });
  });

  describe('pages', () => {
    // Newest first as the repository reads them; prices with ties, ids out of price order.
    const rows = [
      listing(4, { price: 2_000_000 }),
      listing(7, { price: 1_000_000 }),
      listing(2, { price: 2_000_000 }),
      listing(9, { price: 3_000_000 }),
      listing(5, { price: 1_000_000 }),
      listing(1, { price: 2_000_000, gestionId: 5 }),
    ];

    it.each([
      ['fecha', [4, 7, 2, 9, 5, 1]],
      ['menor-precio', [5, 7, 1, 2, 4, 9]],
      ['mayor-precio', [9, 4, 2, 1, 7, 5]],
    ] as const)('orders by %s (ties by id, as the SQL orders did)', async (orden, ids) => {
      const { index } = indexOf(rows);
      expect(await index.page({ ...ANY, orden, pageSize: 10 })).toEqual({ ids, total: 6 });
      expect(await index.page({ ...ANY, orden, pageSize: 4, page: 2 })).toEqual({
        ids: ids.slice(4),
        total: 6,
      });
      expect(await index.page({ ...ANY, orden, pageSize: 4, page: 3 })).toEqual({ ids: [], total: 6 });
    });

    it('pages over the matches only', async () => {
      const { index } = indexOf(rows);
      const q = { ...ANY, gestion: 1, orden: 'menor-precio', pageSize: 2 } as const;
      expect(await index.page({ ...q, page: 2 })).toEqual({ ids: [2, 4], total: 5 });
      expect(await index.page({ ...q, page: 3 })).toEqual({ ids: [9], total: 5 });
    });
  });

  describe('loading', () => {
    beforeEach(() => jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] }));
    afterEach(() => {
      jest.useRealTimers();
      jest.restoreAllMocks();
    });

    it('loads on first use, once for concurrent requests, and not again while fresh', async () => {
      const first = deferred<Listing[]>();
      const { index, searchableListings } = indexOf(first.promise);
      const answers = Promise.all([points(index), index.page(ANY), points(index)]);
      first.resolve([listing(1)]);
      expect((await answers).map((a) => a.total)).toEqual([1, 1, 1]);
      jest.advanceTimersByTime(SEARCH_INDEX_TTL_MS - 1);
      expect((await points(index)).total).toBe(1);
      expect(searchableListings).toHaveBeenCalledTimes(1);
    });

    it('once stale, answers from the old index while one reload runs, then from the new one', async () => {
      const reload = deferred<Listing[]>();
      const { index, searchableListings } = indexOf([listing(1)], reload.promise);
      expect(codes(await points(index))).toEqual(['919-1']);
      jest.advanceTimersByTime(SEARCH_INDEX_TTL_MS);
      expect(codes(await points(index))).toEqual(['919-1']);
      expect(await index.page(ANY)).toEqual({ ids: [1], total: 1 });
      expect(searchableListings).toHaveBeenCalledTimes(2);
      reload.resolve([listing(2), listing(1)]);
      await index.settled();
      expect(codes(await points(index))).toEqual(['919-2', '919-1']);
      expect(searchableListings).toHaveBeenCalledTimes(2);
    });

    it('rebuilds in slices: searches are answered from the old index between them (issue 33)', async () => {
      const size = 10 * SLICE_ROWS;
      const rows = Array.from({ length: size }, (_, k) => listing(size - k));
      const { index } = indexOf([listing(1)], rows);
      expect((await index.page(ANY)).total).toBe(1);
      jest.advanceTimersByTime(SEARCH_INDEX_TTL_MS);
      // Starts the reload; its repository read answers at once, so only the build is left.
      expect((await index.page(ANY)).total).toBe(1);
      let rebuilt = false;
      const settled = index.settled().then(() => {
        rebuilt = true;
      });
      // Event-loop turns (not milliseconds) in which a search got its answer while the rebuild ran. In one
      // piece the rebuild ran within a single turn: none.
      let answeredDuring = 0;
      while (!rebuilt) {
        await new Promise((resolve) => setImmediate(resolve));
        const total = (await index.page(ANY)).total;
        if (!rebuilt) {
          expect(total).toBe(1);
          answeredDuring++;
        }
      }
      await settled;
      expect(answeredDuring).toBeGreaterThanOrEqual(size / SLICE_ROWS - 2);
      expect(await index.page({ ...ANY, pageSize: 2 })).toEqual({ ids: [size, size - 1], total: size });
      expect((await points(index, { orden: 'menor-precio' }, 1)).total).toBe(size);
    });

    it('keeps the old index when a reload fails, warns, and tries again on a later request', async () => {
      const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
      const failed = deferred<Listing[]>();
      const { index, searchableListings } = indexOf([listing(1)], failed.promise, [listing(3)]);
      await points(index);
      jest.advanceTimersByTime(SEARCH_INDEX_TTL_MS);
      expect(codes(await points(index))).toEqual(['919-1']);
      failed.reject(new Error('connection refused'));
      await failed.promise.catch(() => undefined);
      await new Promise((resolve) => setImmediate(resolve));
      expect(warn).toHaveBeenCalledWith(expect.stringMatching(/index of 1 listings.*connection refused/));
      expect(codes(await points(index))).toEqual(['919-1']);
      await new Promise((resolve) => setImmediate(resolve));
      expect(codes(await points(index))).toEqual(['919-3']);
      expect(searchableListings).toHaveBeenCalledTimes(3);
    });

    it('fails a request when there is no index at all, and loads again on the next one', async () => {
      const { index, searchableListings } = indexOf(new Error('database down'), [listing(1)]);
      await expect(index.points(ANY, 10)).rejects.toThrow('database down');
      await expect(index.page(ANY)).resolves.toEqual({ ids: [1], total: 1 });
      expect(searchableListings).toHaveBeenCalledTimes(2);
    });
  });
});
