import { FakeSiteverifyServer } from '#test/fake-siteverify-server';
import { SiteverifyClient, type SiteverifyProvider } from './siteverify.client';

const SECRET = 'server-secret';

describe.each<[SiteverifyProvider, string, number]>([
  ['recaptcha', '/recaptcha/api/siteverify', 120_000],
  ['turnstile', '/turnstile/v0/siteverify', 300_000],
])('SiteverifyClient for %s against a fake siteverify server', (provider, path, validityMs) => {
  let fake: FakeSiteverifyServer;
  let client: SiteverifyClient;

  beforeAll(async () => {
    fake = await FakeSiteverifyServer.start({ secret: SECRET, validityMs });
    client = new SiteverifyClient({
      provider,
      secret: SECRET,
      url: fake.url(path),
      timeoutMs: 1000,
      minScore: 0.5,
    });
  });
  afterAll(() => fake.close());

  it('accepts a good token and posts secret, response and remoteip form-encoded', async () => {
    const token = fake.issue();
    await expect(client.verify(token, '203.0.113.7')).resolves.toEqual({ ok: true });
    const call = fake.calls.at(-1)!;
    expect(call).toMatchObject({ path, secret: SECRET, response: token, remoteip: '203.0.113.7' });
    expect(call.contentType).toMatch(/^application\/x-www-form-urlencoded/);
  });

  it('refuses a token the provider never issued', async () => {
    await expect(client.verify('forged-token', undefined)).resolves.toEqual({ ok: false, reason: 'invalid' });
  });

  it('refuses a replayed token (timeout-or-duplicate)', async () => {
    const token = fake.issue();
    await expect(client.verify(token, undefined)).resolves.toEqual({ ok: true });
    await expect(client.verify(token, undefined)).resolves.toEqual({
      ok: false,
      reason: 'expired-or-replayed',
    });
  });

  it('refuses an expired token (timeout-or-duplicate)', async () => {
    const token = fake.issue({ ageMs: validityMs + 1000 });
    await expect(client.verify(token, undefined)).resolves.toEqual({
      ok: false,
      reason: 'expired-or-replayed',
    });
  });

  it('refuses a missing token without calling the provider', async () => {
    const before = fake.calls.length;
    await expect(client.verify('', undefined)).resolves.toEqual({ ok: false, reason: 'missing' });
    expect(fake.calls).toHaveLength(before);
  });

  it('fails closed when our secret is wrong', async () => {
    const misconfigured = new SiteverifyClient({
      provider,
      secret: 'wrong',
      url: fake.url(path),
      timeoutMs: 1000,
      minScore: 0.5,
    });
    await expect(misconfigured.verify(fake.issue(), undefined)).resolves.toEqual({
      ok: false,
      reason: 'unavailable',
    });
  });

  it('fails closed when the provider does not answer in time', async () => {
    fake.setDelay(1500);
    try {
      // Without the client's timeout the late answer would be a success.
      await expect(client.verify(fake.issue(), undefined)).resolves.toEqual({
        ok: false,
        reason: 'unavailable',
      });
    } finally {
      fake.setDelay(0);
    }
  });
});

describe('SiteverifyClient with reCAPTCHA v3 scores', () => {
  let fake: FakeSiteverifyServer;
  let client: SiteverifyClient;
  beforeAll(async () => {
    fake = await FakeSiteverifyServer.start({ secret: SECRET });
    client = new SiteverifyClient({
      provider: 'recaptcha',
      secret: SECRET,
      url: fake.url(),
      timeoutMs: 1000,
      minScore: 0.5,
    });
  });
  afterAll(() => fake.close());

  it('accepts a score at the threshold', async () => {
    await expect(client.verify(fake.issue({ score: 0.5, action: 'submit' }), undefined)).resolves.toEqual({
      ok: true,
    });
  });

  it('refuses a score below the threshold', async () => {
    await expect(client.verify(fake.issue({ score: 0.2 }), undefined)).resolves.toEqual({
      ok: false,
      reason: 'low-score',
    });
  });
});

describe('SiteverifyClient when nothing listens', () => {
  it('fails closed', async () => {
    const client = new SiteverifyClient({
      provider: 'turnstile',
      secret: SECRET,
      url: 'http://127.0.0.1:1/siteverify',
      timeoutMs: 1000,
      minScore: 0.5,
    });
    await expect(client.verify('token', undefined)).resolves.toEqual({ ok: false, reason: 'unavailable' });
  });
});
