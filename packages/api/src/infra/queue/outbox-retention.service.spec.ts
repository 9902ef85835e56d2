import { Logger } from '@nestjs/common';
import { type AppConfig } from '#src/config/config.schema';
import { OutboxRetention, RETENTION_SWEEP_INTERVAL_MS } from './outbox-retention.service';
import { type OutboxRepository } from './outbox.repository';

describe('OutboxRetention schedule', () => {
  beforeAll(() => {
    Logger.overrideLogger(false);
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('sweeps a minute after the start, then every hour, in batches, until destroyed', async () => {
    const batches = [500, 500, 12];
    const clearDonePayloads = jest.fn((_days: number, limit: number) =>
      Promise.resolve(Math.min(batches.shift() ?? 0, limit)),
    );
    const retention = new OutboxRetention(
      { JOB_PAYLOAD_RETENTION_DAYS: 7 } as AppConfig,
      { clearDonePayloads } as unknown as OutboxRepository,
    );
    retention.onApplicationBootstrap();
    await jest.advanceTimersByTimeAsync(59_000);
    expect(clearDonePayloads).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1_000);
    // A full batch means there may be more: 500 + 500 + 12.
    expect(clearDonePayloads.mock.calls).toEqual([
      [7, 500],
      [7, 500],
      [7, 500],
    ]);
    await jest.advanceTimersByTimeAsync(RETENTION_SWEEP_INTERVAL_MS);
    expect(clearDonePayloads).toHaveBeenCalledTimes(4);
    await retention.onModuleDestroy();
    await jest.advanceTimersByTimeAsync(3 * RETENTION_SWEEP_INTERVAL_MS);
    expect(clearDonePayloads).toHaveBeenCalledTimes(4);
    expect(await retention.sweep()).toBe(0);
  });

  it('survives a failed sweep (the next one tries again)', async () => {
    const clearDonePayloads = jest
      .fn<Promise<number>, [number, number]>()
      .mockRejectedValueOnce(new Error('connection lost'))
      .mockResolvedValue(3);
    const retention = new OutboxRetention(
      { JOB_PAYLOAD_RETENTION_DAYS: 7 } as AppConfig,
      { clearDonePayloads } as unknown as OutboxRepository,
    );
    await expect(retention.sweep()).resolves.toBe(0);
    await expect(retention.sweep()).resolves.toBe(3);
  });
});
