import { Logger } from '@nestjs/common';

/** Nest injection token for {@link CacheStore}. */
export const CACHE_STORE = Symbol('CACHE_STORE');

/** How long the last good value is kept to answer when a loader fails. */
export const DEFAULT_STALE_TTL_SECONDS = 24 * 60 * 60;

export interface WrapOptions {
  /** Keep a copy this long to serve when the loader throws; 0 disables it. */
  readonly staleTtlSeconds?: number;
}

/** Values go through JSON in every backend, so memory and Redis behave alike (Dates come back as strings). */
export interface CacheStore {
  get<T>(key: string): Promise<T | undefined>;
  set(key: string, value: unknown, ttlSeconds: number): Promise<void>;
  del(key: string): Promise<void>;
  /**
   * Returns the cached value or runs the loader once per key at a time (concurrent callers share it),
   * caching its result; if the loader throws and a stale copy exists, returns the stale copy.
   */
  wrap<T>(key: string, ttlSeconds: number, loader: () => Promise<T>, options?: WrapOptions): Promise<T>;
}

/** What {@link CacheStore.wrap} found: the value, nothing (the loader runs or is joined), or only a stale copy. */
export type CacheLookup = 'hit' | 'miss' | 'stale';

export abstract class BaseCacheStore implements CacheStore {
  protected readonly logger = new Logger(this.constructor.name);
  private readonly inflight = new Map<string, Promise<unknown>>();
  private lookups: (result: CacheLookup) => void = () => undefined;

  /** Told each `wrap`'s outcome (the metrics' hits and misses). */
  observe(listener: (result: CacheLookup) => void): void {
    this.lookups = listener;
  }

  protected abstract read(key: string): Promise<string | undefined>;
  protected abstract write(key: string, value: string, ttlSeconds: number): Promise<void>;
  protected abstract remove(keys: string[]): Promise<void>;

  async get<T>(key: string): Promise<T | undefined> {
    const raw = await this.read(key);
    return raw === undefined ? undefined : (JSON.parse(raw) as T);
  }

  async set(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    await this.write(key, JSON.stringify(value), ttlSeconds);
  }

  async del(key: string): Promise<void> {
    await this.remove([key, staleKey(key)]);
  }

  async wrap<T>(
    key: string,
    ttlSeconds: number,
    loader: () => Promise<T>,
    options: WrapOptions = {},
  ): Promise<T> {
    const cached = await this.tryGet<T>(key);
    this.lookups(cached === undefined ? 'miss' : 'hit');
    if (cached !== undefined) return cached;

    const running = this.inflight.get(key) as Promise<T> | undefined;
    if (running) return running;

    const staleTtl = options.staleTtlSeconds ?? DEFAULT_STALE_TTL_SECONDS;
    const load = (async () => {
      try {
        const value = await loader();
        await this.trySet(key, value, ttlSeconds);
        if (staleTtl > 0) await this.trySet(staleKey(key), value, staleTtl);
        return value;
      } catch (error) {
        const stale = staleTtl > 0 ? await this.tryGet<T>(staleKey(key)) : undefined;
        if (stale === undefined) throw error;
        this.lookups('stale');
        this.logger.warn(`Loader failed for a cached key; serving the stale copy (${describe(error)})`);
        return stale;
      }
    })().finally(() => this.inflight.delete(key));
    this.inflight.set(key, load);
    return load;
  }

  /** A cache outage must not fail the request: treat it as a miss. */
  private async tryGet<T>(key: string): Promise<T | undefined> {
    try {
      return await this.get<T>(key);
    } catch (error) {
      this.logger.warn(`Cache read failed (${describe(error)})`);
      return undefined;
    }
  }

  private async trySet(key: string, value: unknown, ttlSeconds: number): Promise<void> {
    try {
      await this.set(key, value, ttlSeconds);
    } catch (error) {
      this.logger.warn(`Cache write failed (${describe(error)})`);
    }
  }
}

function staleKey(key: string): string {
  return `stale:${key}`;
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
