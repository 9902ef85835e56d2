import { BadRequestException } from '@nestjs/common';
import request from 'supertest';
import { Redis } from 'ioredis';
import { FakeSiteverifyServer } from '#test/fake-siteverify-server';
import { createTestApp, type TestApp } from '#test/test-app';
import { TEST_REDIS_URL } from '#test/test-env';
import { clearRedisPrefix, testRedisPrefix } from '#test/test-redis';
import { type AltchaChallenge, AltchaVerifier } from './altcha.verifier';
import { createRedisConnection } from '../cache/redis.connection';
import { FallbackReplayStore, RedisReplayStore } from './captcha-replay.store';
import { CaptchaService } from './captcha.service';

async function solve(challenge: AltchaChallenge): Promise<string> {
  const { solveChallenge } = await import('altcha-lib');
  const { deriveKey } = await import('altcha-lib/algorithms/pbkdf2');
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('solver gave up');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

describe('captcha with ALTCHA on the real gateway and Redis', () => {
  const prefix = testRedisPrefix();
  let t: TestApp;
  let captcha: CaptchaService;
  beforeAll(async () => {
    t = await createTestApp({
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      ALTCHA_HMAC_KEY: 'integration-hmac-key-0123456789',
    });
    captcha = t.app.get(CaptchaService);
  });
  afterAll(async () => {
    await t.close();
    await clearRedisPrefix(prefix);
  });

  it('GET /api/captcha/config names ALTCHA without a site key; the CSP needs no third party', async () => {
    const res = await request(t.app.getHttpServer())
      .get('/api/captcha/config')
      .expect(200, { provider: 'altcha', siteKey: null });
    expect(res.headers['content-security-policy']).toMatch(/script-src 'self';/);
  });

  it('a challenge from GET /api/captcha/challenge, solved, passes once; the replay is refused', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/captcha/challenge').expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const token = await solve(res.body as AltchaChallenge);

    await expect(captcha.assertHuman(token, '198.51.100.4')).resolves.toBeUndefined();
    await expect(captcha.assertHuman(token, '198.51.100.4')).rejects.toBeInstanceOf(BadRequestException);
  });

  it('the replay is refused by another replica sharing the key and Redis', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/captcha/challenge').expect(200);
    const token = await solve(res.body as AltchaChallenge);
    await expect(captcha.verify(token, undefined)).resolves.toEqual({ ok: true });

    const redis = new Redis(TEST_REDIS_URL);
    try {
      const replica = new AltchaVerifier(
        { hmacKey: 'integration-hmac-key-0123456789' },
        new RedisReplayStore(redis, prefix),
      );
      await expect(replica.verify(token)).resolves.toEqual({ ok: false, reason: 'replayed' });
      // The used mark expires with the challenge, not before.
      const keys = await redis.keys(`${prefix}captcha:used:*`);
      expect(keys.length).toBeGreaterThanOrEqual(1);
      const ttl = await redis.ttl(keys[0]!);
      expect(ttl).toBeGreaterThan(500);
      expect(ttl).toBeLessThanOrEqual(605);
    } finally {
      redis.disconnect();
    }
  });

  it('a bad token answers 400 with the caller’s Spanish message', async () => {
    await expect(captcha.assertHuman('garbage', undefined)).rejects.toMatchObject({
      response: {
        message: 'Por favor llena el Recaptcha',
        errors: [{ field: 'captcha', message: 'Por favor llena el Recaptcha' }],
      },
    });
    await expect(captcha.assertHuman(undefined, undefined, 'Recaptcha Error')).rejects.toMatchObject({
      status: 400,
      response: { message: 'Recaptcha Error' },
    });
  });
});

describe('ALTCHA single use while Redis is unreachable', () => {
  it('still accepts a solved challenge once (per process) and refuses its replay', async () => {
    // Nothing listens on port 1: every Redis command fails.
    const redis = createRedisConnection('redis://127.0.0.1:1', 'client');
    redis.on('error', () => undefined);
    try {
      const verifier = new AltchaVerifier(
        { hmacKey: 'integration-hmac-key-0123456789' },
        new FallbackReplayStore(new RedisReplayStore(redis, 'unused:')),
      );
      const token = await solve(await verifier.createChallenge());
      await expect(verifier.verify(token)).resolves.toEqual({ ok: true });
      await expect(verifier.verify(token)).resolves.toEqual({ ok: false, reason: 'replayed' });
    } finally {
      redis.disconnect();
    }
  });
});

describe('captcha with reCAPTCHA on the real gateway', () => {
  let fake: FakeSiteverifyServer;
  let t: TestApp;
  beforeAll(async () => {
    fake = await FakeSiteverifyServer.start({ secret: 'recaptcha-secret' });
    t = await createTestApp({
      CAPTCHA_PROVIDER: 'recaptcha',
      CAPTCHA_SECRET: 'recaptcha-secret',
      CAPTCHA_SITE_KEY: 'public-site-key',
      CAPTCHA_VERIFY_URL: fake.url('/recaptcha/api/siteverify'),
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('GET /api/captcha/config gives the widget the provider and site key; the CSP allows its script', async () => {
    const res = await request(t.app.getHttpServer())
      .get('/api/captcha/config')
      .expect(200, { provider: 'recaptcha', siteKey: 'public-site-key' });
    const csp = res.headers['content-security-policy'] as string;
    expect(csp).toMatch(
      /script-src 'self' https:\/\/www\.google\.com\/recaptcha\/ https:\/\/www\.gstatic\.com\/recaptcha\/;/,
    );
    expect(csp).toContain("frame-src 'self' https://www.google.com/recaptcha/");
  });

  it('has no self-hosted challenge', async () => {
    const res = await request(t.app.getHttpServer()).get('/api/captcha/challenge').expect(404);
    expect(res.body).toMatchObject({ statusCode: 404 });
  });

  it('verifies tokens through siteverify: good once, then refused', async () => {
    const captcha = t.app.get(CaptchaService);
    const token = fake.issue();
    await expect(captcha.assertHuman(token, '192.0.2.10')).resolves.toBeUndefined();
    await expect(captcha.assertHuman(token, '192.0.2.10')).rejects.toBeInstanceOf(BadRequestException);
    expect(fake.calls.map((c) => c.remoteip)).toEqual(['192.0.2.10', '192.0.2.10']);
  });
});
