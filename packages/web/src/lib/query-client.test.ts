import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import {
  createQueryClient,
  createServerQueryClient,
  queryDefaults,
  retryDelay,
  shouldRetry,
} from './query-client';

describe('query client defaults (spec §8)', () => {
  it('keeps data 5 minutes in cache and treats it as stale at once', () => {
    const defaults = createQueryClient().getDefaultOptions();
    expect(defaults.queries?.gcTime).toBe(300_000);
    expect(defaults.queries?.staleTime).toBe(0);
    expect(defaults.queries?.retry).toBe(shouldRetry);
    expect(defaults.queries?.retryDelay).toBe(retryDelay);
    expect(queryDefaults.mutations.retry).toBe(false);
  });

  it("a server render's client schedules no garbage collection, the browser's keeps data 5 minutes", async () => {
    vi.useFakeTimers();
    try {
      const timersAfterQuery = async (client: ReturnType<typeof createQueryClient>) => {
        await client.prefetchQuery({ queryKey: ['casa'], queryFn: () => Promise.resolve(1) });
        return vi.getTimerCount();
      };
      expect(await timersAfterQuery(createServerQueryClient())).toBe(0);
      expect(await timersAfterQuery(createQueryClient())).toBe(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits 1 s, doubling, at most 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000]);
  });

  it('retries server and network failures 3 times but never a 4xx', () => {
    expect(shouldRetry(0, new ApiError(503, 'x'))).toBe(true);
    expect(shouldRetry(2, new ApiError(0, 'x'))).toBe(true);
    expect(shouldRetry(3, new ApiError(500, 'x'))).toBe(false);
    for (const status of [400, 404, 413, 415, 429])
      expect(shouldRetry(0, new ApiError(status, 'x'))).toBe(false);
    expect(shouldRetry(0, new TypeError('boom'))).toBe(true);
  });
});

describe('query client behaviour', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('calls a failing query 4 times (1 + 3 retries) with 1 s, 2 s and 4 s pauses', async () => {
    const client = createQueryClient();
    const calls: number[] = [];
    const queryFn = vi.fn(() => {
      calls.push(Date.now());
      return Promise.reject(new ApiError(503, 'caído'));
    });
    const result = client.fetchQuery({ queryKey: ['falla'], queryFn }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(1000 + 2000 + 4000 + 100);
    await expect(result).resolves.toBeInstanceOf(ApiError);
    expect(queryFn).toHaveBeenCalledTimes(4);
    const gaps = calls.slice(1).map((t, i) => t - (calls[i] ?? 0));
    expect(gaps).toEqual([1000, 2000, 4000]);
  });

  it('gives up at once on a 404', async () => {
    const client = createQueryClient();
    const queryFn = vi.fn(() => Promise.reject(new ApiError(404, 'No encontramos lo que buscas.')));
    await expect(client.fetchQuery({ queryKey: ['no-existe'], queryFn })).rejects.toMatchObject({
      status: 404,
    });
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
