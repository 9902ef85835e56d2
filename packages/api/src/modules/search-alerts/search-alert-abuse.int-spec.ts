import { ALERT_MESSAGES } from '@inmo/contracts';
import { useFormStack } from '#test/form-helpers';
import { type ReceivedMail } from '#test/smtp-peer';
import { digestsOnlyWhenAsked } from '#test/test-app';
import { ConsentsService } from '../consents/consents.service';
import { AlertLinks } from './alert-links.service';
import { SearchAlertDigestService } from './search-alert-digest.service';
import { SearchAlertsRepository } from './search-alerts.repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The outsider's reproductions of issue 35 against the alert sign-up: an inbox flooded through +tags, a
 * person's own acknowledgement starved by strangers' sign-ups, an owner locked out by pending sign-ups,
 * duplicate alerts, a replayed confirmation link, expired management links, and one-click unsubscribes
 * refused for their Origin or their burst. Each request comes from its own client IP (X-Forwarded-For)
 * unless a test says otherwise, so only the caps under test apply.
 */
describe('search alert sign-ups cannot be turned on anyone (PostgreSQL, SMTP peer)', () => {
  const stack = useFormStack({
    SEED_SIZE: '40',
    PUBLIC_URL: 'https://inmo.example',
    TRUST_PROXY: 'true',
    RATE_LIMIT_PER_MINUTE: '3',
    RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
    CONFIRMATIONS_PER_RECIPIENT_PER_DAY: '5',
    CONFIRMATIONS_PER_IP_PER_DAY: '2',
    ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY: '10',
    ALERT_DIGEST_HOUR: '0',
    // The answer's floor has its own test (search-alerts.service.spec.ts); here it would only slow the suite.
    ALERT_SIGNUP_ANSWER_MS: '1',
  });
  const { http } = stack;
  beforeAll(() => digestsOnlyWhenAsked(stack.app));
  let ipCounter = 0;
  const freshIp = () => {
    ipCounter += 1;
    return `198.51.${Math.floor(ipCounter / 250)}.${(ipCounter % 250) + 1}`;
  };

  const signUp = async (email: string, query: string, ip = freshIp(), frequency = 'diaria') =>
    http()
      .post('/api/alerts')
      .set('X-Forwarded-For', ip)
      .send({ email, frequency, query, consent: true, captcha: await stack.captcha() });

  const confirmations = async (pattern: RegExp): Promise<ReceivedMail[]> => {
    await stack.probe.outboxDrained();
    return stack.peer.messages.filter(
      (m) => m.parsed.subject?.includes('Confirma tu alerta') && m.envelopeTo.some((to) => pattern.test(to)),
    );
  };
  const tokenIn = (mail: ReceivedMail | undefined): string => {
    const href = /https:\/\/inmo\.example\/alertas\/confirmar\/\?token=\S+/.exec(
      mail?.parsed.text ?? '',
    )?.[0];
    if (!href) throw new Error('no confirmation link in the mail');
    return new URL(href).searchParams.get('token') ?? '';
  };
  const confirm = (token: string) =>
    http().post('/api/alerts/confirm').set('X-Forwarded-For', freshIp()).send({ token });

  it('plus-addressing and Gmail dots do not multiply the mails one inbox gets (5 a day)', async () => {
    const variants = [
      ...Array.from({ length: 5 }, (_, i) => `victima+${i + 1}@gmail.com`),
      'v.i.c.t.i.m.a@gmail.com',
      'Victima+z@googlemail.com',
    ];
    for (const [i, email] of variants.entries())
      expect((await signUp(email, `gestion=1&valmax=${3_000_000 + i}`)).status).toBe(201);
    expect(await confirmations(/victima|v\.i\.c/i)).toHaveLength(5);
    // All stored under the one inbox.
    expect(
      await stack.probe.rows('select distinct mailbox from search_alerts where mailbox like $1', [
        'victima@%',
      ]),
    ).toEqual([{ mailbox: 'victima@gmail.com' }]);
  });

  it('caps the confirmation mails one client IP may cause per day, whatever the addresses', async () => {
    const ip = freshIp();
    for (const i of [1, 2, 3])
      expect((await signUp(`persona${i}@example.com`, 'gestion=5', ip)).status).toBe(201);
    expect(await confirmations(/^persona\d@example\.com$/)).toHaveLength(2);
  });

  it('counts an IPv6 client by its /64: rotating addresses inside it gets no more confirmation mails', async () => {
    for (const [i, ip] of ['2001:db8:5::1', '2001:db8:5::2', '2001:db8:5:0:ffff::3'].entries())
      expect((await signUp(`vecino${i}@example.com`, 'gestion=5', ip)).status).toBe(201);
    expect(await confirmations(/^vecino\d@example\.com$/)).toHaveLength(2);
    // Another /64 has its own count.
    expect((await signUp('vecino9@example.com', 'gestion=5', '2001:db8:5:1::1')).status).toBe(201);
    expect(await confirmations(/^vecino9@example\.com$/)).toHaveLength(1);
  });

  it('strangers signing an address up for alerts do not use up that person’s acknowledgements', async () => {
    const email = 'ana.gomez@example.com';
    for (let i = 0; i < 5; i += 1)
      expect((await signUp(email, `gestion=1&habitaciones=${i + 1}`)).status).toBe(201);
    expect(await confirmations(/^ana\.gomez@/)).toHaveLength(5);
    // Her own contact request, the same day: its acknowledgement still goes out.
    stack.peer.messages.length = 0;
    const res = await http().post('/api/contact').set('X-Forwarded-For', freshIp()).send({
      fullname: 'Ana Gómez',
      cellphone: '3001234567',
      email,
      message: 'Quiero información de apartamentos en Laureles',
      consent: true,
    });
    expect(res.status).toBe(201);
    await stack.probe.outboxDrained();
    expect(stack.peer.messages.filter((m) => m.envelopeTo.includes(email))).toHaveLength(1);
  });

  it('pending sign-ups by others do not lock the owner out, and the answer reveals nothing about the address', async () => {
    const owner = 'duena@example.com';
    for (let i = 0; i < 10; i += 1)
      expect((await signUp(owner, `gestion=5&valmin=${100_000_000 + i * 1_000_000}`)).status).toBe(201);
    const fresh = await signUp('nadie.aun@example.com', 'gestion=5&habitaciones=4');
    const mine = await signUp(owner, 'gestion=5&habitaciones=4');
    expect(mine.status).toBe(201);
    expect(mine.body).toEqual(fresh.body);
    expect(mine.body).toEqual({ status: 'pending' });
    expect(JSON.stringify(mine.body)).not.toContain(ALERT_MESSAGES.tooMany);
    // The owner opens one of the mails that did reach her: it activates.
    const [mail] = await confirmations(/^duena@/);
    const res = await confirm(tokenIn(mail));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ alert: { status: 'active' } });
  });

  describe('one inbox, one search', () => {
    let query = '';
    let listingId = 0;
    beforeAll(async () => {
      const [listing] = await stack.probe.rows<{ id: number; gestion_id: number; city_id: number }>(
        'select id, gestion_id, city_id from catalog_properties order by id limit 1',
      );
      query = `gestion=${listing?.gestion_id}&ciudad=${listing?.city_id}`;
      listingId = listing?.id ?? 0;
    });

    it('a second sign-up for the same search (another IP, a +tag) gives the one alert a second link, changing nothing the first chose; each link confirms its own consent; confirming twice is one digest', async () => {
      expect((await signUp('doble@example.com', query)).status).toBe(201);
      expect((await signUp('doble+otra@example.com', query, freshIp(), 'semanal')).status).toBe(201);
      expect(
        await stack.probe.rows('select status, email, frequency from search_alerts where mailbox = $1', [
          'doble@example.com',
        ]),
      ).toEqual([{ status: 'pending', email: 'doble@example.com', frequency: 'diaria' }]);
      const [first, second] = await confirmations(/^doble/);
      // The fresh link goes to the address of the first sign-up, not to the one typed second.
      expect([first, second].map((m) => m?.envelopeTo)).toEqual([
        ['doble@example.com'],
        ['doble@example.com'],
      ]);
      // Each sign-up has its own link, and opening one confirms that sign-up's consent only.
      const consents = () =>
        stack.probe.rows<{ confirmed: boolean }>(
          `select c.confirmed_at is not null as confirmed from consents c
             join search_alerts a on c.subject_type = 'search-alert' and c.subject_id = a.id::text
           where a.mailbox = $1 order by c.accepted_at`,
          ['doble@example.com'],
        );
      expect((await confirm(tokenIn(first))).status).toBe(200);
      expect(await consents()).toEqual([{ confirmed: true }, { confirmed: false }]);
      expect((await confirm(tokenIn(first))).status).toBe(404);
      expect((await confirm(tokenIn(second))).status).toBe(200);
      expect(await consents()).toEqual([{ confirmed: true }, { confirmed: true }]);
      // Signing up again once active: still one alert, and its new link only renews the management link.
      stack.peer.messages.length = 0;
      expect((await signUp('doble@example.com', query)).status).toBe(201);
      const [again] = await confirmations(/^doble/);
      expect((await confirm(tokenIn(again))).status).toBe(200);
      const rows = await stack.probe.rows<{ id: string; status: string }>(
        'select id, status from search_alerts where mailbox = $1',
        ['doble@example.com'],
      );
      expect(rows.map((r) => r.status)).toEqual(['active']);
      // The digest of tomorrow: one mail for the inbox (after a price drop in the search).
      // Back-dated, and with a key of before per-inbox salts (migration 0012 leaves those for the digest to fix).
      await stack.probe.rows(
        `update search_alerts set confirmed_at = now() - interval '2 days', digest_cutoff = now() - interval '2 days',
           manage_key = repeat('0', 64)
         where mailbox = $1`,
        ['doble@example.com'],
      );
      await stack.probe.rows('update catalog_properties set price = price - 1000 where id = $1', [listingId]);
      stack.peer.messages.length = 0;
      await stack.app.get(SearchAlertDigestService).run(new Date(Date.now() + 10 * 60_000));
      await stack.probe.outboxDrained();
      const digests = stack.peer.messages.filter((m) => m.envelopeTo.some((to) => to.startsWith('doble')));
      expect(digests).toHaveLength(1);
      // The digest brings a management link of today, which works.
      const manage = /https:\/\/inmo\.example\/alertas\/\?token=[^&\s]+/.exec(
        digests[0]?.parsed.text ?? '',
      )?.[0];
      const token = new URL(manage ?? 'https://x.invalid/').searchParams.get('token') ?? '';
      expect((await http().get('/api/alerts/manage').query({ token })).status).toBe(200);
      expect(
        await stack.probe.rows('select period from search_alert_digests where alert_id = $1', [rows[0]?.id]),
      ).toHaveLength(1);
    });
  });

  it("the owner's own link confirms the owner's consent, not a stranger's sign-up of the same inbox and search", async () => {
    const owner = `duena.${Date.now()}@example.com`;
    const ownerIp = freshIp();
    const strangerIp = freshIp();
    expect((await signUp(owner, 'gestion=1&banos=3', ownerIp)).status).toBe(201);
    expect((await signUp(owner.replace('@', '+x@'), 'gestion=1&banos=3', strangerIp, 'semanal')).status).toBe(
      201,
    );
    const [own] = await confirmations(new RegExp(`^${owner.replace(/\./g, '\\.')}$`));
    expect((await confirm(tokenIn(own))).status).toBe(200);
    const hashes = await stack.probe.rows<{ ip_hash: string | null; confirmed: boolean }>(
      `select c.ip_hash, c.confirmed_at is not null as confirmed from consents c
         join search_alerts a on c.subject_type = 'search-alert' and c.subject_id = a.id::text
       where a.mailbox = $1 order by c.accepted_at`,
      [owner],
    );
    const consents = stack.app.get(ConsentsService);
    expect(hashes).toEqual([
      { ip_hash: consents.hashIp(ownerIp), confirmed: true },
      { ip_hash: consents.hashIp(strangerIp), confirmed: false },
    ]);
    // The stranger's consent, never confirmed, goes when its own link lapses, though the alert is active.
    await stack.probe.rows(
      `update consents set accepted_at = now() - interval '49 hours' where ip_hash = $1`,
      [consents.hashIp(strangerIp)],
    );
    await stack.app
      .get(SearchAlertsRepository)
      .expireUnconfirmed(new Date(), new Date(Date.now() - 48 * 3_600_000));
    expect(
      await stack.probe.rows<{ confirmed: boolean }>(
        `select c.confirmed_at is not null as confirmed from consents c
           join search_alerts a on c.subject_type = 'search-alert' and c.subject_id = a.id::text
         where a.mailbox = $1`,
        [owner],
      ),
    ).toEqual([{ confirmed: true }]);
  });

  it('a confirmation link works once: replayed later it gives no management link', async () => {
    expect((await signUp('una.vez@example.com', 'gestion=1&banos=2')).status).toBe(201);
    const [mail] = await confirmations(/^una\.vez@/);
    const first = await confirm(tokenIn(mail));
    expect(first.status).toBe(200);
    const replay = await confirm(tokenIn(mail));
    expect(replay.status).toBe(404);
    expect(replay.body).not.toHaveProperty('manageToken');
    expect(
      await stack.probe.rows('select confirm_token_hash from search_alerts where mailbox = $1', [
        'una.vez@example.com',
      ]),
    ).toEqual([{ confirm_token_hash: null }]);
  });

  it('management links expire and cannot be extended by hand', async () => {
    expect((await signUp('gestiona@example.com', 'gestion=1&parqueaderos=1')).status).toBe(201);
    const [mail] = await confirmations(/^gestiona@/);
    const confirmed = await confirm(tokenIn(mail));
    const token = (confirmed.body as { manageToken: string }).manageToken;
    expect((await http().get('/api/alerts/manage').query({ token })).status).toBe(200);

    const links = stack.app.get(AlertLinks);
    const [row] = await stack.probe.rows<{ mailbox: string; manage_salt: string }>(
      'select mailbox, manage_salt from search_alerts where mailbox = $1',
      ['gestiona@example.com'],
    );
    const identity = { mailbox: row?.mailbox ?? '', manageSalt: row?.manage_salt ?? '' };
    const days = stack.config.ALERT_MANAGE_LINK_DAYS;
    const old = await links.manageToken(identity, new Date(Date.now() - (days + 1) * DAY_MS));
    expect((await http().get('/api/alerts/manage').query({ token: old })).status).toBe(404);
    // Moving the expiry of an old link forward breaks its signature.
    const [base, day, signature] = old.split('.');
    const forged = `${base}.${Number(day) + days + 5}.${signature}`;
    expect((await http().get('/api/alerts/manage').query({ token: forged })).status).toBe(404);
    // A link of today works.
    expect(
      (
        await http()
          .get('/api/alerts/manage')
          .query({ token: await links.manageToken(identity) })
      ).status,
    ).toBe(200);
  });

  it('one-click unsubscribe works with a webmail Origin and in a burst from one shared IP', async () => {
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const email = `baja${i}@example.com`;
      expect((await signUp(email, 'gestion=5&tipo=1')).status).toBe(201);
      const [mail] = await confirmations(new RegExp(`^${email}$`));
      const res = await confirm(tokenIn(mail));
      ids.push((res.body as { alert: { id: string } }).alert.id);
    }
    const links = stack.app.get(AlertLinks);
    const provider = freshIp();
    for (const id of ids) {
      const url = new URL(links.oneClickUrl(id, await links.unsubscribeToken(id)));
      const res = await http()
        .post(`${url.pathname}${url.search}`)
        .set('X-Forwarded-For', provider)
        .set('Origin', 'https://mail.google.com')
        .set('Sec-Fetch-Site', 'cross-site')
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(200);
    }
    expect(await stack.probe.rows('select id from search_alerts where id = any($1)', [ids])).toEqual([]);
    // The exemption is the one-click route's only: another state-changing route still refuses that Origin.
    const other = await http()
      .post('/api/alerts/confirm')
      .set('X-Forwarded-For', freshIp())
      .set('Origin', 'https://mail.google.com')
      .set('Sec-Fetch-Site', 'cross-site')
      .send({ token: 'x'.repeat(43) });
    expect(other.status).toBe(403);
  });

  it("one alert's one-click token removes that alert only, not the address's others", async () => {
    const email = 'dos.alertas@example.com';
    const ids: string[] = [];
    for (const query of ['gestion=5&tipo=1', 'gestion=5&tipo=2']) {
      expect((await signUp(email, query)).status).toBe(201);
      const mails = await confirmations(new RegExp(`^${email}$`));
      const res = await confirm(tokenIn(mails[mails.length - 1]));
      ids.push((res.body as { alert: { id: string } }).alert.id);
    }
    const [first, second] = ids as [string, string];
    const links = stack.app.get(AlertLinks);
    const firstToken = await links.unsubscribeToken(first);
    const misused = await http().post(`/api/alerts/${second}/unsubscribe`).query({ token: firstToken });
    expect(misused.status).toBe(404);
    expect(await stack.probe.rows('select id from search_alerts where id = any($1)', [ids])).toHaveLength(2);
    const used = await http().post(`/api/alerts/${first}/unsubscribe`).query({ token: firstToken });
    expect(used.status).toBe(200);
    expect(await stack.probe.rows('select id from search_alerts where id = any($1)', [ids])).toEqual([
      { id: second },
    ]);
  });

  it('a wrong one-click token removes nothing', async () => {
    const ids = (await stack.probe.rows<{ id: string }>('select id from search_alerts')).map((r) => r.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(
      (
        await http()
          .post(`/api/alerts/${ids[0]}/unsubscribe`)
          .query({ token: 'x'.repeat(43) })
      ).status,
    ).toBe(404);
  });
});
