import { ALERT_MESSAGES, FORM_MESSAGES, formatCop, SEARCH_ALERT_CONSENT } from '@inmo/contracts';
import { ON_PGLITE, useFormStack } from '#test/form-helpers';
import { type ReceivedMail } from '#test/smtp-peer';
import { createTestApp, digestsOnlyWhenAsked, type TestApp } from '#test/test-app';
import { SearchAlertDigestService } from './search-alert-digest.service';
import { digestPeriod } from './digest-period';

const DAY_MS = 24 * 60 * 60 * 1000;
const EMAIL = 'compradora@example.com';

interface Listing {
  id: number;
  code: string;
  gestion_id: number;
  city_id: number;
  price: number;
}

/**
 * Search alerts end to end against PostgreSQL and a real SMTP peer: double opt-in, digests of new listings
 * and price drops (none when nothing is new, none before confirmation or after unsubscribing, one per
 * period with two gateways digesting at once), one-click unsubscribe and the signed management link.
 * Time is simulated by the `now` each digest run gets; listings written "later" carry that later time.
 */
describe('search alerts (PostgreSQL or PGlite, SMTP peer)', () => {
  // Digests are due from midnight in Bogotá, so every simulated day has its own digest.
  const stack = useFormStack({
    SEED_SIZE: '150',
    ALERT_DIGEST_HOUR: '0',
    PUBLIC_URL: 'https://inmo.example',
    CONFIRMATIONS_PER_IP_PER_DAY: '1000',
    // The answer's floor has its own test (search-alerts.service.spec.ts); here it would only slow the suite.
    ALERT_SIGNUP_ANSWER_MS: '1',
  });
  const { http } = stack;
  const digest = (now: Date) => stack.app.get(SearchAlertDigestService).run(now);
  let t0: Date;
  let sample: Listing;
  let query: string;
  let nextId = 900_000;
  let manageToken = '';

  const signUp = async (overrides: Record<string, unknown> = {}) =>
    http()
      .post('/api/alerts')
      .send({
        email: EMAIL,
        frequency: 'diaria',
        query,
        consent: true,
        captcha: await stack.captcha(),
        ...overrides,
      });

  const linkIn = (mail: ReceivedMail | undefined, pattern: RegExp): URL => {
    const href = pattern.exec(mail?.parsed.text ?? '')?.[0];
    if (!href) throw new Error(`no link ${String(pattern)} in the mail`);
    return new URL(href);
  };

  /** A new listing of the alert's search, as if it arrived at `at` (copied from the sample, with its photo). */
  const addListing = async (at: Date, price = sample.price): Promise<string> => {
    const id = (nextId += 1);
    const code = `NEW-${id}`;
    await stack.probe.rows(
      `insert into catalog_properties (id, code, gestion_id, type_id, department_id, city_id, neighbourhood_id,
         price, bedrooms, bathrooms, parking, description, latitude, longitude, listed_at, created_at)
       select $1, $2, gestion_id, type_id, department_id, city_id, neighbourhood_id, $3, bedrooms, bathrooms,
         parking, description, latitude, longitude, $4, $4
       from catalog_properties where id = $5`,
      [id, code, price, at, sample.id],
    );
    await stack.probe.rows(
      `insert into catalog_photos (property_id, position, file_key, width, height)
       select $1, position, file_key, width, height from catalog_photos where property_id = $2 and position = 1`,
      [id, sample.id],
    );
    return code;
  };

  /** The path of the mail's List-Unsubscribe address (RFC 2369: `<https://…>`). */
  const oneClickPath = (mail: ReceivedMail | undefined): string => {
    const href = /^List-Unsubscribe:\s*<(https:\/\/inmo\.example[^>]+)>/m.exec(mail?.raw ?? '')?.[1];
    if (!href) throw new Error('no List-Unsubscribe header');
    const url = new URL(href);
    return `${url.pathname}${url.search}`;
  };

  const digestMails = () => stack.peer.messages.filter((m) => m.parsed.subject?.includes('para tu alerta'));

  beforeAll(async () => {
    await digestsOnlyWhenAsked(stack.app);
    const [first] = await stack.probe.rows<Listing>(
      `select id, code, gestion_id, city_id, price from catalog_properties order by id limit 1`,
    );
    if (!first) throw new Error('the catalog was not seeded');
    sample = first;
    query = `gestion=${sample.gestion_id}&ciudad=${sample.city_id}&orden=menor-precio&page=3`;
  });

  it('refuses a sign-up without captcha, consent or a valid search, naming the field and storing nothing', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ captcha: '' }, 'captcha', FORM_MESSAGES.captchaRequired],
      [{ consent: false }, 'consent', FORM_MESSAGES.consentRequired],
      [{ frequency: 'mensual' }, 'frequency', FORM_MESSAGES.invalidOption],
      [{ query: 'gestion=7' }, 'query', ALERT_MESSAGES.invalidSearch],
      [{ email: 'no-es-correo' }, 'email', FORM_MESSAGES.invalidEmail],
    ];
    for (const [overrides, field, message] of cases) {
      const res = await signUp(overrides);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: expect.arrayContaining([{ field, message }]) as unknown });
    }
    expect(await stack.probe.counts(['search_alerts', 'consents', 'outbox'])).toEqual({
      search_alerts: 0,
      consents: 0,
      outbox: 0,
    });
  });

  it('double opt-in: mails a confirmation link, sends nothing until it is used, then digests new listings and price drops', async () => {
    const res = await signUp();
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ status: 'pending' });
    const [confirmation] = await stack.peer.waitFor(1);
    expect(confirmation?.envelopeTo).toEqual([EMAIL]);
    expect(confirmation?.parsed.subject).toContain('Confirma tu alerta');
    const confirmUrl = linkIn(confirmation, /https:\/\/inmo\.example\/alertas\/confirmar\/\?token=\S+/);

    const [stored] = await stack.probe.rows<{ status: string; query: string; label: string; id: string }>(
      'select id, status, query, label from search_alerts',
    );
    // The search is kept without its page and order.
    expect(stored).toMatchObject({
      status: 'pending',
      query: `gestion=${sample.gestion_id}&ciudad=${sample.city_id}`,
    });
    expect(confirmation?.parsed.text).toContain(stored?.label);
    const [consent] = await stack.probe.rows<{ form: string; purposes: string[]; text_shown: string }>(
      `select form, purposes, text_shown from consents where subject_type = 'search-alert' and subject_id = $1`,
      [stored?.id],
    );
    expect(consent).toEqual({
      form: 'search-alert',
      purposes: ['alertas_busqueda'],
      text_shown: SEARCH_ALERT_CONSENT.text,
    });

    // Unconfirmed: a new listing and a digest run send nothing.
    await addListing(new Date());
    expect(await digest(new Date(Date.now() + DAY_MS))).toMatchObject({ alerts: 0, mailed: 0, expired: 0 });
    await stack.probe.outboxDrained();
    expect(digestMails()).toHaveLength(0);
    await stack.probe.rows('delete from catalog_properties where id = $1', [nextId]);

    // A GET of the page's address changes nothing; the page's button POSTs the token.
    const token = confirmUrl.searchParams.get('token') ?? '';
    const confirmed = await http().post('/api/alerts/confirm').send({ token });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({
      alert: { id: stored?.id, status: 'active', frequency: 'diaria' },
    });
    manageToken = (confirmed.body as { manageToken: string }).manageToken;
    // The link is spent: pressing it again (or anyone who finds the mail later) gets nothing.
    expect((await http().post('/api/alerts/confirm').send({ token })).status).toBe(404);
    const [spent] = await stack.probe.rows<{ confirm_token_hash: string | null }>(
      'select confirm_token_hash from search_alerts where id = $1',
      [stored?.id],
    );
    expect(spent?.confirm_token_hash).toBeNull();
    // The proof of confirmation is on the consent.
    const [proof] = await stack.probe.rows<{ confirmed_at: Date | null }>(
      `select confirmed_at from consents where subject_type = 'search-alert' and subject_id = $1`,
      [stored?.id],
    );
    expect(proof?.confirmed_at).toBeInstanceOf(Date);
    t0 = new Date();

    // Day 1: one listing arrived and another got cheaper.
    const newCode = await addListing(new Date());
    const cheaper = Math.round(sample.price * 0.9);
    await stack.probe.rows('update catalog_properties set price = $1 where id = $2', [cheaper, sample.id]);
    const [dropped] = await stack.probe.rows<{ previous_price: number; price_dropped_at: Date | null }>(
      'select previous_price, price_dropped_at from catalog_properties where id = $1',
      [sample.id],
    );
    expect(dropped?.previous_price).toBe(sample.price);
    expect(dropped?.price_dropped_at).not.toBeNull();

    expect(await digest(new Date(t0.getTime() + DAY_MS))).toMatchObject({ mailed: 1 });
    await stack.probe.outboxDrained();
    const [mail] = digestMails();
    expect(mail?.envelopeTo).toEqual([EMAIL]);
    expect(mail?.parsed.subject).toBe(`2 inmuebles para tu alerta: ${stored?.label}`);
    const text = mail?.parsed.text ?? '';
    expect(text).toContain(`https://inmo.example/inmueble/${newCode}`);
    expect(text).toContain(`https://inmo.example/inmueble/${sample.code}`);
    expect(text).toContain(`${formatCop(cheaper)} (antes ${formatCop(sample.price)}: bajó de precio)`);
    expect(mail?.parsed.html).toMatch(/<img src="https:\/\/inmo\.example\/[^"]+"/);
    // Visible unsubscribe link and RFC 8058 one-click headers.
    expect(text).toMatch(/Dejar de recibir esta alerta: https:\/\/inmo\.example\/alertas\/\?token=\S+&baja=/);
    expect(oneClickPath(mail)).toMatch(
      new RegExp(`^/api/alerts/${stored?.id}/unsubscribe\\?token=[\\w-]{43}$`),
    );
    expect(mail?.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click\r?$/m);

    // Day 2: nothing new, no mail (the period is still recorded as done).
    stack.peer.messages.length = 0;
    expect(await digest(new Date(t0.getTime() + 2 * DAY_MS))).toMatchObject({ mailed: 0, empty: 1 });
    await stack.probe.outboxDrained();
    expect(digestMails()).toHaveLength(0);
  });

  describe('with a confirmed alert', () => {
    // A second gateway on the same database; PGlite is one process's, so there the same gateway digests twice.
    let other: TestApp | undefined;

    beforeAll(async () => {
      if (ON_PGLITE) return;
      other = await createTestApp({
        DATABASE_URL: stack.db.url,
        SMTP_URL: stack.peer.url,
        ALERT_DIGEST_HOUR: '0',
        PUBLIC_URL: 'https://inmo.example',
      });
      await digestsOnlyWhenAsked(other.app);
    });
    afterAll(() => other?.close());

    it('sends each digest once per period, even with two gateways digesting at the same moment', async () => {
      const day = new Date(t0.getTime() + 3 * DAY_MS);
      await addListing(new Date(t0.getTime() + 2 * DAY_MS + 3_600_000));
      const results = await Promise.all([
        digest(day),
        (other ?? stack).app.get(SearchAlertDigestService).run(day),
      ]);
      expect(results.map((r) => r.mailed).sort()).toEqual([0, 1]);
      // Running again later in the same period sends nothing either: an hour later, or just before the Bogotá
      // day ends when the test runs in its last hour (a run at 23:30 there would digest the next day's period).
      const periodEnd = (digestPeriod('diaria', day, 0)?.startsAt.getTime() ?? 0) + DAY_MS - 1;
      const later = new Date(Math.min(day.getTime() + 3_600_000, periodEnd));
      expect(await digest(later)).toMatchObject({ alerts: 0 });
      await stack.probe.outboxDrained();
      expect(digestMails()).toHaveLength(1);
    });

    it('lists at most 10 listings per mail and says how many more there are', async () => {
      for (let i = 0; i < 12; i += 1)
        await addListing(new Date(t0.getTime() + 3 * DAY_MS + 60_000 * (i + 1)));
      expect(await digest(new Date(t0.getTime() + 4 * DAY_MS))).toMatchObject({ mailed: 1 });
      await stack.probe.outboxDrained();
      const text = digestMails()[0]?.parsed.text ?? '';
      expect(text.match(/https:\/\/inmo\.example\/inmueble\//g)).toHaveLength(10);
      expect(text).toContain('Y 2 más en tu búsqueda.');
    });

    it('lists the address’s alerts from the signed link, and refuses a wrong one', async () => {
      const [alert] = await stack.probe.rows<{ id: string }>('select id from search_alerts');
      const list = await http().get('/api/alerts/manage').query({ token: manageToken });
      expect(list.status).toBe(200);
      expect(list.headers['cache-control']).toBe('private, no-store');
      expect(list.body).toMatchObject({
        email: 'c***@example.com',
        alerts: [
          {
            id: alert?.id,
            status: 'active',
            searchPath: `/busqueda/?gestion=${sample.gestion_id}&ciudad=${sample.city_id}`,
          },
        ],
      });
      for (const token of ['x'.repeat(43), '', 'x'.repeat(500)])
        expect((await http().get('/api/alerts/manage').query({ token })).status).toBe(404);
    });

    it('one-click unsubscribe (RFC 8058) deletes the alert, records the revocation and stops the mails', async () => {
      await addListing(new Date(t0.getTime() + 4 * DAY_MS + 3_600_000));
      expect(await digest(new Date(t0.getTime() + 5 * DAY_MS))).toMatchObject({ mailed: 1 });
      await stack.probe.outboxDrained();
      const url = oneClickPath(digestMails()[0]);
      // A GET (a link scanner) changes nothing.
      expect((await http().get(url ?? '')).status).toBe(404);
      expect(await stack.probe.count('search_alerts')).toBe(1);
      const res = await http()
        .post(url ?? '')
        .type('form')
        .send('List-Unsubscribe=One-Click');
      expect(res.status).toBe(200);
      expect(await stack.probe.count('search_alerts')).toBe(0);
      // The consent keeps both the confirmation and the revocation after the alert is gone.
      const [consent] = await stack.probe.rows<{
        revoked_via: string;
        revoked_at: Date;
        confirmed_at: Date | null;
      }>(`select revoked_via, revoked_at, confirmed_at from consents where subject_type = 'search-alert'`);
      expect(consent?.revoked_via).toBe('one-click');
      expect(consent?.revoked_at).toBeInstanceOf(Date);
      expect(consent?.confirmed_at?.getTime()).toBeLessThanOrEqual(consent?.revoked_at.getTime() ?? 0);
      // Again: already gone.
      expect(
        (
          await http()
            .post(url ?? '')
            .type('form')
            .send('List-Unsubscribe=One-Click')
        ).status,
      ).toBe(404);

      stack.peer.messages.length = 0;
      await addListing(new Date(t0.getTime() + 5 * DAY_MS + 3_600_000));
      expect(await digest(new Date(t0.getTime() + 6 * DAY_MS))).toMatchObject({ alerts: 0 });
      await stack.probe.outboxDrained();
      expect(digestMails()).toHaveLength(0);
    });
  });

  it('deletes from the management page, recording the revocation there', async () => {
    await signUp({ frequency: 'semanal' });
    const [alert] = await stack.probe.rows<{ id: string }>('select id from search_alerts');
    const confirmed = await http()
      .post('/api/alerts/confirm')
      .send({ token: await confirmTokenOf(alert?.id) });
    const body = confirmed.body as { manageToken: string };
    // Each confirmation rotates the inbox's management link: the one given before stops working.
    expect(body.manageToken).not.toBe(manageToken);
    expect((await http().get('/api/alerts/manage').query({ token: manageToken })).status).toBe(404);
    manageToken = body.manageToken;
    expect((await http().delete(`/api/alerts/${alert?.id}`).query({ token: 'otro' })).status).toBe(404);
    const res = await http().delete(`/api/alerts/${alert?.id}`).query({ token: manageToken });
    expect(res.status).toBe(200);
    const [consent] = await stack.probe.rows<{ revoked_via: string }>(
      `select revoked_via from consents where subject_type = 'search-alert' and subject_id = $1`,
      [alert?.id],
    );
    expect(consent?.revoked_via).toBe('manage-page');
    expect((await http().get('/api/alerts/manage').query({ token: manageToken })).status).toBe(404);
  });

  it('an unconfirmed alert expires: its link stops working, the next run deletes it, its consent and its customer', async () => {
    const email = 'nunca.confirma@example.com';
    expect((await signUp({ email, query: 'gestion=1&habitaciones=2' })).status).toBe(201);
    const [alert] = await stack.probe.rows<{ id: string; customer_id: string }>(
      'select id, customer_id from search_alerts',
    );
    const token = await confirmTokenOf(alert?.id);
    await stack.probe.rows(`update search_alerts set confirm_expires_at = now() - interval '1 minute'`);
    const res = await http().post('/api/alerts/confirm').send({ token });
    expect(res.status).toBe(404);
    expect(await digest(new Date())).toMatchObject({ expired: 1 });
    expect(await stack.probe.count('search_alerts')).toBe(0);
    // No authorisation nobody gave, and no customer row kept for nothing.
    expect(
      await stack.probe.rows(
        `select id from consents where subject_type = 'search-alert' and subject_id = $1`,
        [alert?.id],
      ),
    ).toEqual([]);
    expect(await stack.probe.rows('select id from customers where id = $1', [alert?.customer_id])).toEqual(
      [],
    );
  });

  it('an expired sign-up of a known person leaves that person and their confirmed consents as they were', async () => {
    expect((await signUp({ query: 'gestion=1&habitaciones=3' })).status).toBe(201);
    const [alert] = await stack.probe.rows<{ id: string; customer_id: string }>(
      'select id, customer_id from search_alerts',
    );
    const before = await stack.probe.count('consents');
    await stack.probe.rows(`update search_alerts set confirm_expires_at = now() - interval '1 minute'`);
    expect(await digest(new Date())).toMatchObject({ expired: 1 });
    expect(await stack.probe.count('consents')).toBe(before - 1);
    const [customer] = await stack.probe.rows<{ email: string }>(
      'select email from customers where id = $1',
      [alert?.customer_id],
    );
    expect(customer?.email).toBe(EMAIL);
  });

  it('keeps at most 10 active alerts per inbox, checked on confirmation where only its owner sees the answer', async () => {
    const email = 'diez@example.com';
    const ids: string[] = [];
    for (let i = 0; i < 11; i += 1) {
      // Pending sign-ups count toward nothing: the 11th is taken like the first.
      expect((await signUp({ email, query: `gestion=1&valmax=${2_000_000 + i}` })).status).toBe(201);
      const [row] = await stack.probe.rows<{ id: string }>(
        'select id from search_alerts where mailbox = $1 order by created_at desc limit 1',
        [email],
      );
      ids.push(row?.id ?? '');
    }
    // Ten of them active (what their confirmations would do); the first, confirmed now, is one too many.
    await stack.probe.rows(
      `update search_alerts set status = 'active', confirmed_at = now(), confirm_token_hash = null
       where id = any($1) and id <> $2`,
      [ids, ids[0]],
    );
    const confirm = await http()
      .post('/api/alerts/confirm')
      .send({ token: await confirmTokenOf(ids[0]) });
    expect(confirm.status).toBe(400);
    expect(confirm.body).toMatchObject({ errors: [{ field: 'token', message: ALERT_MESSAGES.tooMany }] });
    expect(
      await stack.probe.rows<{ status: string }>('select status from search_alerts where id = $1', [ids[0]]),
    ).toEqual([{ status: 'pending' }]);
    await stack.probe.rows('delete from search_alerts where id = any($1) and id <> $2', [ids, ids[0]]);
  });

  it('deletes digest rows 60 days after they were written', async () => {
    const [alert] = await stack.probe.rows<{ id: string }>('select id from search_alerts limit 1');
    await stack.probe.rows(
      `insert into search_alert_digests (alert_id, period, listings, created_at)
       values ($1, 'D2000-01-01', 1, now() - interval '61 days'), ($1, 'D2000-01-02', 1, now() - interval '59 days')`,
      [alert?.id],
    );
    await digest(new Date());
    expect(await stack.probe.rows('select period from search_alert_digests')).toEqual([
      { period: 'D2000-01-02' },
    ]);
  });

  /** The confirmation link of an alert signed up in this test, from the mail the peer received for it. */
  async function confirmTokenOf(alertId: string | undefined): Promise<string> {
    const [row] = await stack.probe.rows<{ label: string }>('select label from search_alerts where id = $1', [
      alertId,
    ]);
    await stack.probe.outboxDrained();
    const mail = [...stack.peer.messages]
      .reverse()
      .find(
        (m) => m.parsed.subject?.includes('Confirma tu alerta') && m.parsed.text?.includes(row?.label ?? '-'),
      );
    return (
      linkIn(mail, /https:\/\/inmo\.example\/alertas\/confirmar\/\?token=\S+/).searchParams.get('token') ?? ''
    );
  }
});
