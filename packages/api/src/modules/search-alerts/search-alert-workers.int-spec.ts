import request from 'supertest';
import { DbProbe, solvedCaptcha } from '#test/form-helpers';
import { RedisProcess } from '#test/redis-process';
import { startSmtpPeer, type SmtpPeer } from '#test/smtp-peer';
import {
  createTestApp,
  createTestWorker,
  digestsOnlyWhenAsked,
  type TestApp,
  type TestWorker,
} from '#test/test-app';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { SearchAlertDigestService } from './search-alert-digest.service';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The production shape: a gateway and two BullMQ workers on one database and Redis. Both workers digest
 * the same period at the same moment (as a repeated or overlapping scheduler run would): each confirmed
 * alert gets one mail, delivered through the mail queue.
 */
describe('search alert digests with two BullMQ workers', () => {
  let db: TestDatabase;
  let redis: RedisProcess;
  let peer: SmtpPeer;
  let gateway: TestApp;
  let workers: TestWorker[];
  let probe: DbProbe;

  beforeAll(async () => {
    db = await createTestDatabase();
    redis = await RedisProcess.start();
    peer = await startSmtpPeer();
    const env = {
      DATABASE_URL: db.url,
      REDIS_URL: redis.url,
      SMTP_URL: peer.url,
      ALERT_DIGEST_HOUR: '0',
      ALTCHA_HMAC_KEY: 'alert-workers-hmac-key-0123456789',
      IP_HASH_SALT: 'alert-workers-ip-salt-0123456789',
      SEED_SIZE: '60',
    };
    gateway = await createTestApp(env);
    workers = [await createTestWorker(env), await createTestWorker(env)];
    for (const worker of workers) await digestsOnlyWhenAsked(worker.context);
    probe = await DbProbe.connect(db.url);
  }, 60_000);

  afterAll(async () => {
    for (const worker of workers) await worker.close();
    await gateway.close();
    await probe.close();
    await peer.close();
    await redis.stop();
    await db.drop();
  }, 60_000);

  it('mails each alert once per period', async () => {
    const [listing] = await probe.rows<{ gestion_id: number; city_id: number }>(
      'select gestion_id, city_id from catalog_properties order by id limit 1',
    );
    const server = gateway.app.getHttpServer();
    for (const email of ['uno@example.com', 'dos@example.com', 'tres@example.com']) {
      const res = await request(server)
        .post('/api/alerts')
        .send({
          email,
          frequency: 'diaria',
          query: `gestion=${listing?.gestion_id}&ciudad=${listing?.city_id}`,
          consent: true,
          captcha: await solvedCaptcha(server),
        });
      expect(res.status).toBe(201);
    }
    await peer.waitFor(3);
    // Confirmed yesterday (what the confirmation page does, back-dated), so today's period is due.
    const yesterday = new Date(Date.now() - DAY_MS);
    await probe.rows(`update search_alerts set status = 'active', confirmed_at = $1, digest_cutoff = $1`, [
      yesterday,
    ]);
    await probe.rows(
      `update catalog_properties set price = price - 1000
       where id = (select min(id) from catalog_properties where gestion_id = $1 and city_id = $2)`,
      [listing?.gestion_id, listing?.city_id],
    );
    const now = new Date(Date.now() + 10 * 60 * 1000);
    const runs = await Promise.all(workers.map((w) => w.context.get(SearchAlertDigestService).run(now)));
    expect(runs.reduce((sum, r) => sum + r.mailed, 0)).toBe(3);
    await peer.waitFor(6, 20_000);
    await probe.outboxDrained();
    const received = peer.messages.filter((m) => m.parsed.subject?.includes('para tu alerta'));
    expect(peer.messages).toHaveLength(6);
    expect(received.map((m) => m.envelopeTo[0]).sort()).toEqual([
      'dos@example.com',
      'tres@example.com',
      'uno@example.com',
    ]);
    expect(await probe.count('search_alert_digests')).toBe(3);
  });
});
