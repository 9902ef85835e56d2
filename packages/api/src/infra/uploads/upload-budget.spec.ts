import { HttpException } from '@nestjs/common';
import { loadConfig } from '#src/config/load-config';
import { UPLOAD_BUSY_MESSAGE, UPLOAD_CLIENT_BUSY_MESSAGE, UploadBudget } from './upload-budget';
import { UPLOAD_KINDS } from './upload-kinds';

const MB = 1024 * 1024;

const budgetOf = (env: Record<string, string>) => new UploadBudget(loadConfig(env));

async function refusal(promise: Promise<unknown>): Promise<{ status: number; message: unknown }> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof HttpException)
      return { status: error.getStatus(), message: (error.getResponse() as { message: unknown }).message };
    throw error;
  }
  throw new Error('not refused');
}

describe('UploadBudget', () => {
  it('by default lets one client send the largest body a form takes, and keeps room for the others', () => {
    const budget = budgetOf({});
    const largest = Math.max(
      ...Object.values(UPLOAD_KINDS).map(
        (rules) => rules.maxFiles * Math.max(...rules.types.map((t) => t.maxBytes)),
      ),
    );
    expect(budget.perClient).toBeGreaterThan(largest + 64 * 1024);
    expect(budget.perClient).toBeLessThan(budget.capacity);
  });

  it('holds what was received, and gives it all back once', async () => {
    const budget = budgetOf({ UPLOAD_INFLIGHT_MAX_MB: '4' });
    const one = budget.open('a');
    await one.grow(1024);
    await one.grow(2048);
    expect(one.held).toBe(3072);
    expect(budget.reserved).toBe(3072);
    expect(budget.heldBy('a')).toBe(3072);
    one.release();
    one.release();
    expect(budget.reserved).toBe(0);
    expect(budget.heldBy('a')).toBe(0);
  });

  it('refuses a client past its share with a 429 at once, at open and at grow; others still fit', async () => {
    const budget = budgetOf({ UPLOAD_INFLIGHT_MAX_MB: '4', UPLOAD_INFLIGHT_PER_CLIENT_MB: '2' });
    const first = budget.open('a');
    await first.grow(1.5 * MB);
    const second = budget.open('a');
    expect(await refusal(second.grow(MB))).toEqual({ status: 429, message: UPLOAD_CLIENT_BUSY_MESSAGE });
    await first.grow(0.5 * MB);
    expect(() => budget.open('a')).toThrow(HttpException);
    await budget.open('b').grow(2 * MB);
    expect(budget.reserved).toBe(4 * MB);
  });

  it('makes a chunk wait for room, first come first served, then answers a Spanish 503', async () => {
    const budget = budgetOf({ UPLOAD_INFLIGHT_MAX_MB: '1', UPLOAD_WAIT_MS: '200' });
    const full = budget.open('a');
    await full.grow(MB);
    const waiting = budget.open('b');
    const granted = waiting.grow(1024);
    expect(waiting.waiting).toBe(true);
    full.release();
    await granted;
    expect(waiting.held).toBe(1024);

    await budget.open('c').grow(MB - 1024);
    const late = budget.open('d');
    expect(await refusal(late.grow(1024))).toEqual({ status: 503, message: UPLOAD_BUSY_MESSAGE });
    expect(late.waiting).toBe(false);
  });

  it('a request given back while it waits leaves the queue and holds nothing', async () => {
    const budget = budgetOf({ UPLOAD_INFLIGHT_MAX_MB: '1', UPLOAD_WAIT_MS: '10000' });
    const full = budget.open('a');
    await full.grow(MB);
    const gone = budget.open('b');
    const pending = gone.grow(1024);
    gone.release();
    expect((await refusal(pending)).status).toBe(503);
    full.release();
    await budget.open('c').grow(MB);
    expect(budget.reserved).toBe(MB);
    expect(budget.heldBy('b')).toBe(0);
  });
});
