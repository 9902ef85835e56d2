import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import request from 'supertest';
import { createTestApp, type TestApp } from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { TEST_REDIS_URL } from '#test/test-env';
import { clearRedisPrefix, testRedisPrefix } from '#test/test-redis';
import { OWN_RENDER_HEADER, ownRenderHeaders } from './own-render';

const contact = (i: number) => ({
  fullname: 'Visitante Insistente',
  cellphone: `300555${String(i).padStart(4, '0')}`,
  message: `Mensaje ${i}`,
  consent: true,
});

describe('rate limits on POSTs, shared by two gateways on one Redis', () => {
  const prefix = testRedisPrefix();
  let db: TestDatabase;
  let a: TestApp;
  let b: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      REDIS_PREFIX: prefix,
      TRUST_PROXY: 'true',
      RATE_LIMIT_CONTACT_PER_MINUTE: '3',
      RATE_LIMIT_PER_MINUTE: '4',
    };
    a = await createTestApp(env);
    b = await createTestApp(env);
  });
  afterAll(async () => {
    await a.close();
    await b.close();
    await db.drop();
    await clearRedisPrefix(prefix);
  });

  const postContact = (t: TestApp, ip: string, i: number) =>
    request(t.app.getHttpServer()).post('/api/contact').set('X-Forwarded-For', ip).send(contact(i));

  it('answers 429 with Retry-After and the Spanish message past the limit, counted across both gateways', async () => {
    const ip = '198.51.100.10';
    expect((await postContact(a, ip, 1)).status).toBe(201);
    expect((await postContact(b, ip, 2)).status).toBe(201);
    const third = await postContact(a, ip, 3);
    expect(third.status).toBe(201);
    expect(third.headers['x-ratelimit-remaining']).toBe('0');

    const refused = await postContact(b, ip, 4);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({ statusCode: 429, message: HTTP_ERROR_MESSAGES.tooManyRequests });
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await postContact(a, ip, 5)).status).toBe(429);

    // Another address is counted on its own.
    expect((await postContact(b, '198.51.100.11', 6)).status).toBe(201);
  });

  it('counts each form on its own and uses the form limit for captcha forms', async () => {
    const ip = '198.51.100.20';
    const consent = (i: number) =>
      request((i % 2 ? a : b).app.getHttpServer())
        .post('/api/advisor-consent')
        .set('X-Forwarded-For', ip)
        .send({ fullname: 'Ana', cellphone: `310000000${i}`, propertyCode: '919-1', consent: true });
    for (let i = 1; i <= 4; i += 1) expect((await consent(i)).status).toBe(201);
    expect((await consent(5)).status).toBe(429);
    // The contact counter of this address is untouched.
    expect((await postContact(a, ip, 7)).status).toBe(201);
  });

  it('counts an IPv6 client by its /64, however the address is written; another /64 on its own', async () => {
    expect((await postContact(a, '2001:db8::1', 11)).status).toBe(201);
    expect((await postContact(b, '2001:db8::2', 12)).status).toBe(201);
    expect((await postContact(a, '2001:0db8:0000:0000:ffff:ffff:ffff:ffff', 13)).status).toBe(201);
    expect((await postContact(b, '2001:db8::3', 14)).status).toBe(429);
    expect((await postContact(a, '2001:db8:0:1::1', 15)).status).toBe(201);
  });

  it('counts an IPv4-mapped IPv6 address as its IPv4 address', async () => {
    for (let i = 1; i <= 3; i += 1)
      expect((await postContact(i % 2 ? a : b, '198.51.100.40', 20 + i)).status).toBe(201);
    expect((await postContact(a, '::ffff:198.51.100.40', 24)).status).toBe(429);
    expect((await postContact(b, '::ffff:198.51.100.41', 25)).status).toBe(201);
  });

  it('never counts GETs', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 8; i += 1) {
      const res = await request(a.app.getHttpServer()).get('/api/captcha/config').set('X-Forwarded-For', ip);
      expect(res.status).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});

describe('the map points from loopback (RATE_LIMIT_AREA_PER_MINUTE)', () => {
  const prefixes = [testRedisPrefix(), testRedisPrefix()];
  let db: TestDatabase;
  let proxied: TestApp;
  let direct: TestApp;

  beforeAll(async () => {
    db = await createTestDatabase();
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: TEST_REDIS_URL,
      SEED_SIZE: '20',
      RATE_LIMIT_AREA_PER_MINUTE: '3',
    };
    proxied = await createTestApp({ ...env, REDIS_PREFIX: prefixes[0], TRUST_PROXY: 'loopback' });
    direct = await createTestApp({ ...env, REDIS_PREFIX: prefixes[1] });
  });
  afterAll(async () => {
    await proxied.close();
    await direct.close();
    await db.drop();
    for (const prefix of prefixes) await clearRedisPrefix(prefix);
  });

  const points = (t: TestApp) => request(t.app.getHttpServer()).get('/api/properties/points');

  it('counts loopback like any client when TRUST_PROXY names a proxy, but never the gateway’s own page renders', async () => {
    // A proxy on the same host that sent no X-Forwarded-For, then one that forwarded a loopback address.
    for (let i = 0; i < 3; i += 1) expect((await points(proxied)).status).toBe(200);
    expect((await points(proxied)).status).toBe(429);
    expect((await points(proxied).set('X-Forwarded-For', '127.0.0.1')).status).toBe(429);
    for (let i = 0; i < 5; i += 1) expect((await points(proxied).set(ownRenderHeaders())).status).toBe(200);
    // Another secret is a client like any other.
    expect((await points(proxied).set(OWN_RENDER_HEADER, 'x'.repeat(43))).status).toBe(429);
  });

  it('without a trusted proxy, a loopback request with no proxy header is a local one and not counted', async () => {
    for (let i = 0; i < 5; i += 1) expect((await points(direct)).status).toBe(200);
  });
});
