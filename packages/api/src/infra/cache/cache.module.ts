import { Global, Inject, Logger, Module, type OnApplicationShutdown } from '@nestjs/common';
import { type Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { MetricsModule } from '../metrics/metrics.module';
import { MetricsService } from '../metrics/metrics.service';
import { CACHE_STORE, type CacheStore } from './cache.store';
import { MemoryCacheStore } from './memory-cache.store';
import { RedisCacheStore } from './redis-cache.store';
import { createRedisConnection, REDIS_CLIENT } from './redis.connection';

@Global()
@Module({
  imports: [MetricsModule],
  providers: [
    {
      provide: REDIS_CLIENT,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): Redis | null => {
        if (!config.REDIS_URL) return null;
        const redis = createRedisConnection(config.REDIS_URL, 'client');
        const logger = new Logger('Redis');
        // Without a listener ioredis reports every failed reconnect as an unhandled error; one line per outage.
        let down = false;
        redis.on('error', (error: Error) => {
          if (!down)
            logger.warn(`Redis unreachable, degrading (cache misses, pending jobs): ${error.message}`);
          down = true;
        });
        redis.on('ready', () => {
          if (down) logger.log('Redis reachable again');
          down = false;
        });
        return redis;
      },
    },
    {
      provide: CACHE_STORE,
      inject: [APP_CONFIG, REDIS_CLIENT, MetricsService],
      useFactory: (config: AppConfig, redis: Redis | null, metrics: MetricsService): CacheStore => {
        const store = redis ? new RedisCacheStore(redis, config.REDIS_PREFIX) : new MemoryCacheStore();
        store.observe((result) => metrics.cacheLookups.inc({ cache: 'data', result }));
        return store;
      },
    },
  ],
  exports: [REDIS_CLIENT, CACHE_STORE],
})
export class CacheModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS_CLIENT) private readonly redis: Redis | null) {}

  onApplicationShutdown(): void {
    this.redis?.disconnect();
  }
}
