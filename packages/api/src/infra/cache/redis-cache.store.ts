import { type Redis } from 'ioredis';
import { BaseCacheStore } from './cache.store';
import { isRedisReachable } from './redis.connection';

/** Shared cache across gateway replicas; every key lives under `${prefix}cache:`. */
export class RedisCacheStore extends BaseCacheStore {
  constructor(
    private readonly redis: Redis,
    private readonly prefix: string,
  ) {
    super();
  }

  // Redis down: a miss (the source answers) and no write, at once.
  protected async read(key: string): Promise<string | undefined> {
    if (!isRedisReachable(this.redis)) return undefined;
    return (await this.redis.get(this.k(key))) ?? undefined;
  }

  protected async write(key: string, value: string, ttlSeconds: number): Promise<void> {
    if (!isRedisReachable(this.redis)) return;
    await this.redis.set(this.k(key), value, 'EX', Math.max(1, Math.ceil(ttlSeconds)));
  }

  protected async remove(keys: string[]): Promise<void> {
    await this.redis.del(...keys.map((key) => this.k(key)));
  }

  private k(key: string): string {
    return `${this.prefix}cache:${key}`;
  }
}
