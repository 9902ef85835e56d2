import { HTTP_ERROR_MESSAGES } from '@inmo/contracts';
import request from 'supertest';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { TEST_REDIS_URL } from '../../../test/test-env';
import { clearRedisPrefix, testRedisPrefix } from '../../../test/test-redis';

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

  it('never counts GETs', async () => {
    const ip = '198.51.100.30';
    for (let i = 0; i < 8; i += 1) {
      const res = await request(a.app.getHttpServer()).get('/api/captcha/config').set('X-Forwarded-For', ip);
      expect(res.status).toBe(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });
});
