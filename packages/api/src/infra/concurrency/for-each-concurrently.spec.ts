import { setTimeout as sleep } from 'node:timers/promises';
import { forEachConcurrently } from './for-each-concurrently';

describe('forEachConcurrently', () => {
  it('runs every item, never more than the concurrency at once', async () => {
    let running = 0;
    let peak = 0;
    const seen: number[] = [];
    const left = await forEachConcurrently([1, 2, 3, 4, 5, 6, 7], 3, async (n) => {
      peak = Math.max(peak, ++running);
      await sleep(n % 3);
      seen.push(n);
      running--;
    });
    expect(left).toBe(0);
    expect(peak).toBe(3);
    expect(seen.sort()).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('takes no new item once stop() is true, and tells how many were never started', async () => {
    const started: number[] = [];
    const left = await forEachConcurrently(
      [1, 2, 3, 4, 5, 6],
      2,
      async (n) => {
        started.push(n);
        await sleep(1);
      },
      () => started.length >= 3,
    );
    expect(started).toEqual([1, 2, 3]);
    expect(left).toBe(3);
  });

  it('rejects with the first error, and the other lanes stop taking items', async () => {
    const started: number[] = [];
    await expect(
      forEachConcurrently([1, 2, 3, 4, 5], 2, async (n) => {
        started.push(n);
        await sleep(1);
        if (n === 1) throw new Error('lease lost');
      }),
    ).rejects.toThrow('lease lost');
    await sleep(5);
    expect(started.length).toBeLessThan(5);
  });
});
