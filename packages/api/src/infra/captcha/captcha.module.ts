import { randomBytes } from 'node:crypto';
import { Logger, Module } from '@nestjs/common';
import { type CaptchaConfig } from '@inmo/contracts';
import { type Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '#src/config/config.schema';
import { REDIS_CLIENT } from '../cache/redis.connection';
import { AltchaVerifier } from './altcha.verifier';
import { CaptchaController } from './captcha.controller';
import {
  CAPTCHA_REPLAY_STORE,
  FallbackReplayStore,
  MemoryReplayStore,
  RedisReplayStore,
  type ReplayStore,
} from './captcha-replay.store';
import { CAPTCHA_PUBLIC_CONFIG, CaptchaService } from './captcha.service';
import { CAPTCHA_VERIFIER, type CaptchaVerifier } from './captcha.types';
import { SiteverifyClient } from './siteverify.client';

export function createCaptchaVerifier(config: AppConfig, replay: ReplayStore): CaptchaVerifier {
  if (config.CAPTCHA_PROVIDER === 'altcha') {
    let hmacKey = config.ALTCHA_HMAC_KEY;
    if (!hmacKey) {
      hmacKey = randomBytes(32).toString('hex');
      new Logger('CaptchaModule').warn(
        'ALTCHA_HMAC_KEY is unset: using a random key for this process. Set it when running more than one ' +
          'gateway replica, or challenges issued by one replica fail on another and after a restart.',
      );
    }
    return new AltchaVerifier({ hmacKey }, replay);
  }
  if (!config.CAPTCHA_SECRET) throw new Error(`CAPTCHA_SECRET is required for ${config.CAPTCHA_PROVIDER}`);
  return new SiteverifyClient({
    provider: config.CAPTCHA_PROVIDER,
    secret: config.CAPTCHA_SECRET,
    url: config.CAPTCHA_VERIFY_URL,
    timeoutMs: config.CAPTCHA_TIMEOUT_MS,
    minScore: config.CAPTCHA_MIN_SCORE,
  });
}

/** Captcha verification for the request pipeline plus the widget's config and challenge endpoints. */
@Module({
  controllers: [CaptchaController],
  providers: [
    {
      provide: CAPTCHA_REPLAY_STORE,
      inject: [APP_CONFIG, REDIS_CLIENT],
      useFactory: (config: AppConfig, redis: Redis | null): ReplayStore =>
        redis
          ? new FallbackReplayStore(new RedisReplayStore(redis, config.REDIS_PREFIX))
          : new MemoryReplayStore(),
    },
    {
      provide: CAPTCHA_VERIFIER,
      inject: [APP_CONFIG, CAPTCHA_REPLAY_STORE],
      useFactory: createCaptchaVerifier,
    },
    {
      provide: CAPTCHA_PUBLIC_CONFIG,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig): CaptchaConfig => ({
        provider: config.CAPTCHA_PROVIDER,
        siteKey: config.CAPTCHA_PROVIDER === 'altcha' ? null : (config.CAPTCHA_SITE_KEY ?? null),
      }),
    },
    CaptchaService,
  ],
  exports: [CaptchaService],
})
export class CaptchaModule {}
