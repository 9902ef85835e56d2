import { type ThrottlerStorage } from '@nestjs/throttler';
import { FailOpenThrottlerStorage } from './fail-open.throttler-storage';

describe('FailOpenThrottlerStorage', () => {
  const record = { totalHits: 1, timeToExpire: 60, isBlocked: false, timeToBlockExpire: 0 };
  const primaryWith = (increment: ThrottlerStorage['increment']) =>
    ({ increment: jest.fn(increment) }) as { increment: jest.Mock } & ThrottlerStorage;
  const hit = (storage: FailOpenThrottlerStorage) => storage.increment('k', 60_000, 2, 60_000, 'default');

  it('counts in the primary while it is reachable', async () => {
    const primary = primaryWith(() => Promise.resolve(record));
    const storage = new FailOpenThrottlerStorage(primary, () => true);
    expect(await hit(storage)).toBe(record);
    expect(primary.increment).toHaveBeenCalledTimes(1);
    storage.onApplicationShutdown();
  });

  it('counts in memory, without asking the primary, while it is known unreachable', async () => {
    let reachable = false;
    const primary = primaryWith(() => new Promise(() => undefined)); // would never answer
    const storage = new FailOpenThrottlerStorage(primary, () => reachable);
    const hits = [await hit(storage), await hit(storage), await hit(storage)];
    expect(hits.map((h) => [h.totalHits, h.isBlocked])).toEqual([
      [1, false],
      [2, false],
      [3, true],
    ]);
    expect(primary.increment).not.toHaveBeenCalled();
    reachable = true;
    primary.increment.mockResolvedValueOnce(record);
    expect(await hit(storage)).toBe(record);
    storage.onApplicationShutdown();
  });

  it('counts in memory when the primary fails', async () => {
    const storage = new FailOpenThrottlerStorage(
      primaryWith(() => Promise.reject(new Error('ECONNREFUSED'))),
    );
    expect((await hit(storage)).totalHits).toBe(1);
    storage.onApplicationShutdown();
  });
});
