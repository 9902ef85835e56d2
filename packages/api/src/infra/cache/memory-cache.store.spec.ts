import { describeCacheStore } from '#test/cache-store.behaviour';
import { MemoryCacheStore } from './memory-cache.store';

describeCacheStore('memory', () => new MemoryCacheStore());

describe('MemoryCacheStore', () => {
  it('drops the oldest entries past its size cap', async () => {
    const cache = new MemoryCacheStore(2);
    await cache.set('a', 1, 60);
    await cache.set('b', 2, 60);
    await cache.set('c', 3, 60);
    expect(await cache.get('a')).toBeUndefined();
    expect(await cache.get('c')).toBe(3);
  });
});
