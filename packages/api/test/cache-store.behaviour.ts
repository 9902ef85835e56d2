import { type CacheStore } from '../src/infra/cache/cache.store';

/** The contract every CacheStore backend must keep; run by the memory spec and the Redis int-spec. */
export function describeCacheStore(name: string, make: () => CacheStore): void {
  describe(`${name} CacheStore`, () => {
    let cache: CacheStore;
    let n = 0;
    const key = () => `k${++n}`;
    beforeEach(() => {
      cache = make();
    });

    it('sets, gets and deletes JSON values', async () => {
      const k = key();
      expect(await cache.get(k)).toBeUndefined();
      await cache.set(k, { a: 1, b: ['x'] }, 60);
      expect(await cache.get(k)).toEqual({ a: 1, b: ['x'] });
      await cache.del(k);
      expect(await cache.get(k)).toBeUndefined();
    });

    it('expires values after their TTL', async () => {
      const k = key();
      await cache.set(k, 'v', 1);
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await cache.get(k)).toBeUndefined();
    });

    it('wrap runs one loader for concurrent callers and caches its result', async () => {
      const k = key();
      let calls = 0;
      const loader = async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { n: calls };
      };
      const results = await Promise.all([1, 2, 3, 4, 5].map(() => cache.wrap(k, 60, loader)));
      expect(results).toEqual(Array(5).fill({ n: 1 }));
      expect(await cache.wrap(k, 60, loader)).toEqual({ n: 1 });
      expect(calls).toBe(1);
    });

    it('wrap serves the stale copy when the loader fails after the TTL', async () => {
      const k = key();
      await cache.wrap(k, 1, () => Promise.resolve('bueno'));
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect(await cache.get(k)).toBeUndefined();
      expect(await cache.wrap(k, 1, () => Promise.reject(new Error('upstream down')))).toBe('bueno');
    });

    it('wrap rethrows when the loader fails and there is no stale copy', async () => {
      await expect(cache.wrap(key(), 60, () => Promise.reject(new Error('upstream down')))).rejects.toThrow(
        'upstream down',
      );
    });
  });
}
