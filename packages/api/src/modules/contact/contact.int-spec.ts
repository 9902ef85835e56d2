import { createHmac } from 'node:crypto';
import {
  BRANCHES,
  CONSENT_TEXTS,
  DATA_POLICY,
  FORM_ERROR_MESSAGES,
  FORM_MESSAGES,
  sameName,
} from '@inmo/contracts';
import request from 'supertest';
import { useFormStack } from '#test/form-helpers';

const SALT = 'consent-ip-salt-for-tests-0123456789';
const IP = '203.0.113.45';
const MARKETING = 'mercadeo@inmobiliaria.example';
const TABLES = [
  'customers',
  'consents',
  'contact_requests',
  'property_contacts',
  'advisor_contacts',
  'outbox',
];

interface ApiBody {
  readonly id: string;
  readonly message?: string;
  readonly errors?: readonly { field: string; message: string }[];
}
const json = (res: request.Response): ApiBody => res.body as ApiBody;

const contact = (overrides: Record<string, unknown> = {}) => ({
  fullname: 'Ana María Gómez',
  cellphone: '3001234567',
  email: 'ana@example.com',
  message: 'Quiero información de apartamentos en Laureles',
  consent: true,
  ...overrides,
});

describe('contact forms through the submission pipeline (PostgreSQL, SMTP peer)', () => {
  const stack = useFormStack({
    MAIL_MARKETING: `"Mercadeo" <${MARKETING}>`,
    IP_HASH_SALT: SALT,
    TRUST_PROXY: 'true',
    RATE_LIMIT_CONTACT_PER_MINUTE: '1000',
    SEED_SIZE: '40',
    MAIL_BRANCHES: JSON.stringify(
      Object.fromEntries(BRANCHES.map((b) => [b.id, `sede${b.id}@inmobiliaria.example`])),
    ),
  });
  const { http } = stack;
  const post = (path: string, body: object, key?: string) => {
    const req = http().post(path).set('X-Forwarded-For', IP);
    if (key) void req.set('Idempotency-Key', key);
    return req.send(body);
  };

  describe('POST /api/contact (basic, no captcha)', () => {
    it('stores customer, record and consent proof, and mails the agency and the visitor', async () => {
      const res = await post('/api/contact', contact()).expect(201);
      expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string });

      const [record] = await stack.probe.rows('select * from contact_requests where id = $1', [json(res).id]);
      expect(record).toMatchObject({
        fullname: 'ANA MARÍA GÓMEZ',
        cellphone: '3001234567',
        email: 'ana@example.com',
        message: 'QUIERO INFORMACIÓN DE APARTAMENTOS EN LAURELES',
      });
      const [customer] = await stack.probe.rows('select * from customers where id = $1', [
        record?.customer_id,
      ]);
      expect(customer).toMatchObject({
        fullname: 'ANA MARÍA GÓMEZ',
        cellphone: '3001234567',
        allow_data_processing: true,
      });

      const consents = await stack.probe.rows('select * from consents where subject_id = $1', [json(res).id]);
      expect(consents).toHaveLength(1);
      expect(consents[0]).toMatchObject({
        customer_id: record?.customer_id,
        form: 'contact',
        policy_version: DATA_POLICY.version,
        policy_url: DATA_POLICY.url,
        text_shown: CONSENT_TEXTS.generic,
        purposes: ['contacto'],
        subject_type: 'contact',
        ip_hash: createHmac('sha256', SALT).update(IP).digest('hex'),
      });
      expect(JSON.stringify(consents[0])).not.toContain(IP);
      expect(consents[0]?.accepted_at).toBeInstanceOf(Date);

      const mails = await stack.peer.waitFor(2);
      const agency = mails.find((m) => m.envelopeTo.includes(MARKETING));
      const visitor = mails.find((m) => m.envelopeTo.includes('ana@example.com'));
      expect(agency?.parsed.subject).toBe('Nuevo mensaje de contacto desde el sitio web');
      expect(agency?.parsed.replyTo?.value[0]?.address).toBe('ana@example.com');
      expect(agency?.parsed.text).toContain('QUIERO INFORMACIÓN DE APARTAMENTOS EN LAURELES');
      expect(agency?.parsed.text).toContain('+57 3001234567');
      expect(visitor?.parsed.subject).toBe('Recibimos tu mensaje | Alameda Inmobiliaria');
      expect(visitor?.parsed.html).toContain('Hola, ANA MARÍA GÓMEZ:');
      // No captcha on this form: the mail to the typed address repeats nothing but the name.
      expect(visitor?.parsed.text).not.toContain('APARTAMENTOS EN LAURELES');
      expect(visitor?.parsed.html).not.toContain('APARTAMENTOS EN LAURELES');
      expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual([MARKETING, 'ana@example.com'].sort());
    });

    it('refuses a name carrying a link (it would be mailed to the address typed)', async () => {
      const before = await stack.probe.counts(TABLES);
      const res = await post(
        '/api/contact',
        contact({ fullname: 'Gana en https://atacante.example', email: 'victima@example.com' }),
      ).expect(400);
      expect(json(res).errors).toEqual([{ field: 'fullname', message: FORM_MESSAGES.invalidName }]);
      expect(await stack.probe.counts(TABLES)).toEqual(before);
    });

    it('caps acknowledgements per inbox and day (+tags are the same inbox); past it the request is stored and the agency still told', async () => {
      const cap = stack.config.ACKNOWLEDGEMENTS_PER_RECIPIENT_PER_DAY;
      const ids: string[] = [];
      for (let i = 0; i <= cap; i++) {
        // Half of them to buzon.victima+N@: the same inbox, so the same quota.
        const email = i % 2 === 0 ? 'Buzon.Victima@example.com' : `buzon.victima+${i}@example.com`;
        const res = await post(
          '/api/contact',
          contact({ cellphone: `31200000${String(i).padStart(2, '0')}`, email }),
        ).expect(201);
        ids.push(json(res).id);
      }
      const stored = await stack.probe.rows('select id from contact_requests where id = any($1)', [ids]);
      expect(stored).toHaveLength(cap + 1);
      const mails = await stack.peer.waitFor(2 * cap + 1);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stack.peer.messages).toHaveLength(2 * cap + 1);
      expect(mails.filter((m) => m.envelopeTo.includes(MARKETING))).toHaveLength(cap + 1);
      expect(
        mails.filter((m) => m.envelopeTo.some((to) => /^buzon\.victima(\+\d+)?@example\.com$/.test(to))),
      ).toHaveLength(cap);
    });

    it('reuses the customer who has that phone (spec §4) instead of creating another', async () => {
      const before = await stack.probe.count('customers');
      await post(
        '/api/contact',
        contact({ fullname: 'Ana Gómez', email: '', message: 'Segundo mensaje' }),
      ).expect(201);
      expect(await stack.probe.count('customers')).toBe(before);
      const [customer] = await stack.probe.rows('select * from customers where cellphone = $1', [
        '3001234567',
      ]);
      // A later request never rewrites the customer (its own row keeps what it said).
      expect(customer?.fullname).toBe('ANA MARÍA GÓMEZ');
      const [second] = await stack.probe.rows(
        'select fullname from contact_requests where cellphone = $1 order by created_at desc limit 1',
        ['3001234567'],
      );
      expect(second?.fullname).toBe('ANA GÓMEZ');
      // No address given: only the agency is told.
      const [mail] = await stack.peer.waitFor(1);
      expect(mail?.envelopeTo).toEqual([MARKETING]);
    });

    it('answers 400 naming the consent field when the box is unchecked, and stores nothing', async () => {
      const before = await stack.probe.counts(TABLES);
      const res = await post('/api/contact', contact({ consent: false, cellphone: '3110000001' })).expect(
        400,
      );
      expect(json(res).errors).toEqual([{ field: 'consent', message: FORM_MESSAGES.consentRequired }]);
      await post('/api/contact', { ...contact({ cellphone: '3110000001' }), consent: undefined }).expect(400);
      expect(await stack.probe.counts(TABLES)).toEqual(before);
    });

    it('refuses a filled honeypot with 400 and stores nothing', async () => {
      const before = await stack.probe.counts(TABLES);
      const res = await post(
        '/api/contact',
        contact({ website: 'http://spam.example', cellphone: '3110000002' }),
      );
      expect(res.status).toBe(400);
      expect(json(res).errors).toEqual([{ field: 'website', message: FORM_MESSAGES.honeypot }]);
      expect(await stack.probe.counts(TABLES)).toEqual(before);
    });

    it('treats an identical second submit within seconds (no key) as the same request', async () => {
      const body = contact({ cellphone: '3110000003', message: 'Doble clic' });
      const [a, b] = await Promise.all([post('/api/contact', body), post('/api/contact', body)]);
      // One assertion, so a failure shows both answers.
      expect([a.status, b.status, b.body]).toEqual([201, 201, a.body]);
      const rows = await stack.probe.rows('select id from contact_requests where cellphone = $1', [
        '3110000003',
      ]);
      expect(rows).toHaveLength(1);
    });

    it('keeps CR/LF in a name or address out of the mail headers', async () => {
      const injected = await post(
        '/api/contact',
        contact({ email: 'ana@example.com\r\nBcc: evil@example.com', cellphone: '3110000004' }),
      );
      expect(injected.status).toBe(400);
      expect(json(injected).errors).toEqual([{ field: 'email', message: FORM_MESSAGES.invalidEmail }]);

      // A name is letters, spaces, apostrophes and hyphens only: CR/LF never reach a mail.
      const name = await post(
        '/api/contact',
        contact({
          fullname: 'Ana\r\nBcc: evil@example.com\r\nX-Evil: 1',
          email: 'eva@example.com',
          cellphone: '3110000005',
        }),
      ).expect(400);
      expect(json(name).errors).toEqual([{ field: 'fullname', message: FORM_MESSAGES.invalidName }]);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stack.peer.messages).toHaveLength(0);
    });
  });

  describe('POST /api/properties/:code/contact (SOLICITA TU ASESORÍA)', () => {
    const propertyContact = (captcha: string, overrides: Record<string, unknown> = {}) => ({
      fullname: 'Carlos Pérez',
      cellphone: '3207654321',
      email: 'carlos@example.com',
      message: 'Me interesa visitarlo el sábado',
      propertyCode: '919-99999',
      consent: true,
      captcha,
      ...overrides,
    });

    it('stores the contact and mails the visitor and the agency (the copy the legacy site lost)', async () => {
      const captcha = await stack.captcha();
      const res = await post('/api/properties/919-99999/contact', propertyContact(captcha)).expect(201);
      const [record] = await stack.probe.rows('select * from property_contacts where id = $1', [
        json(res).id,
      ]);
      expect(record).toMatchObject({
        property_code: '919-99999',
        message: 'ME INTERESA VISITARLO EL SÁBADO',
      });
      const [consent] = await stack.probe.rows('select form, purposes from consents where subject_id = $1', [
        json(res).id,
      ]);
      expect(consent).toEqual({ form: 'property-contact', purposes: ['contacto', 'asesoria_inmueble'] });

      const mails = await stack.peer.waitFor(2);
      const visitor = mails.find((m) => m.envelopeTo.includes('carlos@example.com'));
      const agency = mails.find((m) => m.envelopeTo.includes(MARKETING));
      expect(visitor?.parsed.subject).toBe('Recibimos tu solicitud de asesoría | Alameda Inmobiliaria');
      expect(visitor?.parsed.text).toContain('http://localhost:3000/inmueble/919-99999');
      expect(agency?.parsed.subject).toBe('Solicitud de asesoría: inmueble 919-99999');
      expect(agency?.parsed.replyTo?.value[0]?.address).toBe('carlos@example.com');
      expect(agency?.parsed.html).toContain('CARLOS PÉREZ');
      expect(agency?.parsed.text).toContain('No se encontró en el catálogo en este momento.');
    });

    it("sends the agency copy to the listing's branch, with the listing's details", async () => {
      const [listing] = await stack.probe.rows<{ code: string; branch: string; price: number }>(
        'select code, branch, price from catalog_properties where branch is not null order by id limit 1',
      );
      const branch = BRANCHES.find((b) => sameName(b.nombre, listing!.branch));
      expect(branch).toBeDefined();
      const captcha = await stack.captcha();
      await post(
        `/api/properties/${listing!.code}/contact`,
        propertyContact(captcha, {
          propertyCode: listing!.code,
          email: 'sede@example.com',
          cellphone: '3001110000',
        }),
      ).expect(201);
      const mails = await stack.peer.waitFor(2);
      const agency = mails.find((m) => !m.envelopeTo.includes('sede@example.com'));
      expect(agency?.envelopeTo).toEqual([`sede${branch!.id}@inmobiliaria.example`]);
      expect(agency?.parsed.text).toContain(`Inmueble: ${listing!.code}`);
      expect(agency?.parsed.text).toMatch(/\$\s?[\d.]+/);
      expect(agency?.parsed.text).not.toContain('No se encontró en el catálogo');
    });

    it('refuses a missing or bad captcha with the spec message and stores nothing', async () => {
      const before = await stack.probe.counts(TABLES);
      const other = { cellphone: '3000000076' };
      const bad = await post(
        '/api/properties/919-99999/contact',
        propertyContact('not-a-token', other),
      ).expect(400);
      expect(bad.body).toMatchObject({
        message: FORM_MESSAGES.captchaRequired,
        errors: [{ field: 'captcha', message: FORM_MESSAGES.captchaRequired }],
      });
      const missing = await post('/api/properties/919-99999/contact', propertyContact('', other)).expect(400);
      expect(json(missing).errors).toEqual([{ field: 'captcha', message: FORM_MESSAGES.captchaRequired }]);
      // A solved challenge works once; the replay is refused like a missing one.
      const captcha = await stack.captcha();
      await post(
        '/api/properties/919-99999/contact',
        propertyContact(captcha, { cellphone: '3000000077', email: 'nuevo@example.com' }),
      ).expect(201);
      const replay = await post(
        '/api/properties/919-99999/contact',
        propertyContact(captcha, { cellphone: '3000000078', message: 'otro' }),
      ).expect(400);
      expect(json(replay).message).toBe(FORM_MESSAGES.captchaRequired);

      const after = await stack.probe.counts(TABLES);
      expect(after.property_contacts).toBe(before.property_contacts! + 1);
      expect(after.customers).toBe(before.customers! + 1);
      expect(after.consents).toBe(before.consents! + 1);
    });

    it('answers 400 when the route code is not a property code', async () => {
      const captcha = await stack.captcha();
      const res = await post('/api/properties/abc/contact', propertyContact(captcha)).expect(400);
      expect(json(res).errors).toEqual([
        { field: 'propertyCode', message: FORM_MESSAGES.invalidPropertyCode },
      ]);
    });

    it('makes one record for the same Idempotency-Key, also when both requests arrive together', async () => {
      const captcha = await stack.captcha();
      const body = propertyContact(captcha, { cellphone: '3009998877', email: 'idem@example.com' });
      const [a, b] = await Promise.all([
        post('/api/properties/919-99999/contact', body, 'key-0001'),
        post('/api/properties/919-99999/contact', body, 'key-0001'),
      ]);
      expect([a.status, b.status]).toEqual([201, 201]);
      expect(b.body).toEqual(a.body);
      const again = await post('/api/properties/919-99999/contact', body, 'key-0001').expect(201);
      expect(again.body).toEqual(a.body);
      expect(
        await stack.probe.rows('select id from property_contacts where email = $1', ['idem@example.com']),
      ).toHaveLength(1);
      await stack.peer.waitFor(2);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stack.peer.messages).toHaveLength(2);

      const reused = await post(
        '/api/properties/919-99999/contact',
        { ...body, message: 'Otra cosa' },
        'key-0001',
      );
      expect(reused.status).toBe(422);
      expect(json(reused).message).toBe('Esta clave de idempotencia ya se usó con otra solicitud.');
    });
  });

  describe('POST /api/advisor-consent', () => {
    it('records customer and consent proof, no mail', async () => {
      const res = await post('/api/advisor-consent', {
        fullname: 'Luisa Fernanda Restrepo Ochoa',
        cellphone: '3151112233',
        propertyCode: '919-77',
        consent: true,
      }).expect(201);
      const [record] = await stack.probe.rows('select * from advisor_contacts where id = $1', [json(res).id]);
      expect(record?.property_code).toBe('919-77');
      const [consent] = await stack.probe.rows('select * from consents where subject_id = $1', [
        json(res).id,
      ]);
      expect(consent).toMatchObject({ form: 'advisor-consent', purposes: ['contacto_asesor'] });
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(stack.peer.messages).toHaveLength(0);
    });

    it('answers 400 naming each bad field', async () => {
      const res = await post('/api/advisor-consent', {
        fullname: 'x'.repeat(101),
        cellphone: '300-123',
        propertyCode: '919-77',
      }).expect(400);
      expect(json(res).errors).toEqual(
        expect.arrayContaining([
          { field: 'fullname', message: 'Máximo 100 caracteres.' },
          { field: 'cellphone', message: FORM_MESSAGES.digitsOnly },
          { field: 'consent', message: FORM_MESSAGES.consentRequired },
        ]),
      );
    });
  });

  it('documents the three form endpoints in OpenAPI, with the Idempotency-Key header', async () => {
    const res = await http().get('/api/docs-json').expect(200);
    const paths = (res.body as { paths: Record<string, { post?: { parameters?: { name: string }[] } }> })
      .paths;
    for (const path of ['/api/contact', '/api/properties/{code}/contact', '/api/advisor-consent']) {
      expect(paths[path]?.post?.parameters?.map((p) => p.name)).toContain('Idempotency-Key');
    }
  });

  it("documents each form's body from its contracts schema (nestjs-zod), the same schema that validates it", async () => {
    const doc = (await http().get('/api/docs-json').expect(200)).body as {
      paths: Record<
        string,
        { post?: { requestBody?: { content: Record<string, { schema: { $ref: string } }> } } }
      >;
      components: { schemas: Record<string, { properties?: Record<string, unknown>; required?: string[] }> };
    };
    const ref = doc.paths['/api/contact']?.post?.requestBody?.content['application/json']?.schema.$ref ?? '';
    const body = doc.components.schemas[ref.replace('#/components/schemas/', '')];
    expect(Object.keys(body?.properties ?? {})).toEqual(
      expect.arrayContaining(['fullname', 'cellphone', 'email', 'consent']),
    );
    expect(body?.required).toEqual(expect.arrayContaining(['fullname', 'consent']));
  });

  describe('when a step fails inside the transaction', () => {
    it('a failing record answers the §8 message and rolls back the customer', async () => {
      await stack.probe.rows('alter table contact_requests rename to contact_requests_off');
      try {
        const before = await stack.probe.counts(['customers', 'consents', 'outbox']);
        const res = await post('/api/contact', contact({ cellphone: '3120000009' })).expect(500);
        expect(res.body).toEqual({ statusCode: 500, message: FORM_ERROR_MESSAGES.record });
        expect(JSON.stringify(res.body)).not.toMatch(/at |stack|contact_requests/);
        expect(await stack.probe.counts(['customers', 'consents', 'outbox'])).toEqual(before);
      } finally {
        await stack.probe.rows('alter table contact_requests_off rename to contact_requests');
      }
    });

    it('a failing customer step answers the customer message; the same key can be retried after', async () => {
      await stack.probe.rows('alter table customers rename to customers_off');
      let res: request.Response;
      try {
        res = await post('/api/contact', contact({ cellphone: '3120000010' }), 'retry-key-1').expect(500);
      } finally {
        await stack.probe.rows('alter table customers_off rename to customers');
      }
      expect(res.body).toEqual({ statusCode: 500, message: FORM_ERROR_MESSAGES.customer });
      await post('/api/contact', contact({ cellphone: '3120000010' }), 'retry-key-1').expect(201);
    });
  });
});
