import {
  CONSENT_TEXTS,
  DOCUMENT_NUMBER_RULES,
  FORM_ERROR_MESSAGES,
  FORM_MESSAGES,
  PHONE_MESSAGES,
  pqrsRadicado,
} from '@inmo/contracts';
import { useFormStack } from '#test/form-helpers';
import { type ErrorBody } from '#src/infra/http/http-messages';
import { pqrsResponseDeadline } from './colombia-business-days';

const PQRS_MAILBOX = 'pqrs@inmobiliaria.example';
const TABLES = ['customers', 'consents', 'pqrs', 'outbox'];

interface Created {
  readonly id: number;
  readonly radicado: string;
  readonly accessToken: string;
}

const pqrsBody = (captcha: string, overrides: Record<string, unknown> = {}) => ({
  idArea: 4,
  documentType: 'CC',
  document: '1037654321',
  fullname: 'María José Restrepo',
  cellphone: '3001234567',
  email: 'maria.jose@example.com',
  message: 'El arrendatario anterior no entregó las llaves del parqueadero',
  consent: true,
  captcha,
  ...overrides,
});

describe('PQRS (PostgreSQL, SMTP peer)', () => {
  const stack = useFormStack({ MAIL_PQRS: `"Servicio al cliente" <${PQRS_MAILBOX}>`, TRUST_PROXY: 'true' });
  const { http, captcha } = stack;

  it('keeps no access token or Idempotency-Key in clear, and replays a key only to the address that used it', async () => {
    const key = 'pqrs-idem-0001';
    const body = pqrsBody(await captcha(), { document: '1037000111', email: 'idem.pqrs@example.com' });
    const send = (ip: string, payload: object) =>
      http().post('/api/pqrs').set('X-Forwarded-For', ip).set('Idempotency-Key', key).send(payload);
    const first = await send('190.1.1.1', body).expect(201);
    const created = first.body as Created;

    const stored = JSON.stringify(await stack.probe.rows('select * from idempotency_keys'));
    expect(stored).not.toContain(created.accessToken);
    expect(stored).not.toContain(key);

    // The same requester retrying gets its answer back (token included).
    const again = await send('190.1.1.1', body).expect(201);
    expect(again.body).toEqual(created);

    // Another address with the same key and body is a new request: its (spent) captcha is checked, no token.
    const other = await send('181.2.2.2', body);
    expect(other.status).toBe(400);
    expect(JSON.stringify(other.body)).not.toContain(created.accessToken);
    expect(await stack.probe.rows('select id from pqrs where document = $1', ['1037000111'])).toHaveLength(1);
  });

  it('serves the seeded areas', async () => {
    const res = await http().get('/api/lookups/areas').expect(200);
    expect(res.body).toEqual(
      expect.arrayContaining([
        { id: 1, name: 'Arrendamientos' },
        { id: 4, name: 'Servicio al cliente' },
      ]),
    );
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('files a PQRS with status 1, answers {id, radicado, accessToken} and mails the summary', async () => {
    const res = await http()
      .post('/api/pqrs')
      .send(pqrsBody(await captcha()))
      .expect(201);
    const created = res.body as Created;
    expect(Object.keys(created).sort()).toEqual(['accessToken', 'id', 'radicado']);
    expect(created.accessToken).toMatch(/^[\w-]{43}$/);

    const [row] = await stack.probe.rows('select * from pqrs where id = $1', [created.id]);
    expect(row).toMatchObject({
      status_id: 1,
      area_id: 4,
      document_type: 'CC',
      document: '1037654321',
      fullname: 'MARÍA JOSÉ RESTREPO',
      description: 'EL ARRENDATARIO ANTERIOR NO ENTREGÓ LAS LLAVES DEL PARQUEADERO',
    });
    // Only the hash is stored.
    expect(JSON.stringify(row)).not.toContain(created.accessToken);
    expect(created.radicado).toBe(pqrsRadicado(created.id, row?.register_date as Date));

    const [customer] = await stack.probe.rows('select * from customers where id = $1', [row?.customer_id]);
    expect(customer).toMatchObject({
      document: '1037654321',
      document_type: 'CC',
      email: 'maria.jose@example.com',
    });
    const [consent] = await stack.probe.rows(
      'select * from consents where subject_type = $1 and subject_id = $2',
      ['pqrs', String(created.id)],
    );
    expect(consent).toMatchObject({
      form: 'pqrs',
      text_shown: CONSENT_TEXTS.pqrs,
      purposes: ['tramite_pqrs'],
    });

    const mails = await stack.peer.waitFor(2);
    const summary = mails.find((m) => m.envelopeTo.includes('maria.jose@example.com'));
    const agency = mails.find((m) => m.envelopeTo.includes(PQRS_MAILBOX));
    expect(summary?.parsed.subject).toBe('Resumen de tu PQRS | Alameda Inmobiliaria');
    const deadline = pqrsResponseDeadline(row?.register_date as Date);
    const [y, m, d] = deadline.split('-').map(Number);
    const months = [
      'enero',
      'febrero',
      'marzo',
      'abril',
      'mayo',
      'junio',
      'julio',
      'agosto',
      'septiembre',
      'octubre',
      'noviembre',
      'diciembre',
    ];
    const text = summary?.parsed.text ?? '';
    expect(text).toContain(`Radicado: ${created.radicado}`);
    expect(text).toContain(`te responderemos a más tardar el ${d} de ${months[m! - 1]} de ${y}`);
    expect(text).toContain('15 días hábiles');
    expect(text).toContain('Ley 1755 de 2015');
    expect(text).toMatch(/Fecha y hora de registro: \d{1,2} de [a-z]+ de \d{4}, \d{1,2}:\d{2} [ap]\. m\./);
    expect(summary?.parsed.html).toContain(created.radicado);
    expect(agency?.parsed.subject).toBe(`Nueva PQRS radicada desde el sitio web: ${created.radicado}`);
    expect(agency?.parsed.replyTo?.value[0]?.address).toBe('maria.jose@example.com');
  });

  it("mails the summary without the message's links (the typed address is nobody's proof); the agency's copy keeps them", async () => {
    stack.peer.messages.length = 0;
    const message =
      'Ganaste 1.000.000 COP. Reclama en https://phish.example/premio?id=7, www.phish.example o premios@phish.example';
    await http()
      .post('/api/pqrs')
      .send(pqrsBody(await captcha(), { message, email: 'relay.pqrs@example.com', document: '1037000099' }))
      .expect(201);
    const mails = await stack.peer.waitFor(2);
    const summary = mails.find((m) => m.envelopeTo.includes('relay.pqrs@example.com'));
    const agency = mails.find((m) => m.envelopeTo.includes(PQRS_MAILBOX));
    for (const part of [summary?.parsed.text ?? '', summary?.parsed.html || '']) {
      expect(part).toContain('GANASTE 1.000.000 COP. RECLAMA EN [enlace], [enlace] O [enlace]');
      expect(part.toLowerCase()).not.toContain('phish.example');
    }
    expect(agency?.parsed.text).toContain('HTTPS://PHISH.EXAMPLE/PREMIO?ID=7');
  });

  it('reads the PQRS back only with its token; a wrong or missing token is the same 404', async () => {
    const created = (
      await http()
        .post('/api/pqrs')
        .send(pqrsBody(await captcha(), { document: '52111222' }))
        .expect(201)
    ).body as Created;
    const other = (
      await http()
        .post('/api/pqrs')
        .send(pqrsBody(await captcha(), { document: '52333444', email: 'otro@example.com' }))
        .expect(201)
    ).body as Created;

    const ok = await http().get(`/api/pqrs/${created.id}`).query({ token: created.accessToken }).expect(200);
    expect(ok.body).toMatchObject({
      id: created.id,
      radicado: created.radicado,
      area: { id: 4, name: 'Servicio al cliente' },
      status: { id: 1, status: 'Radicada' },
      documentType: 'CC',
      document: '52111222',
      observations: null,
      responseDeadline: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as string,
    });
    expect(ok.headers['cache-control']).toBe('private, no-store');

    const refused = [
      http().get(`/api/pqrs/${created.id}`),
      http().get(`/api/pqrs/${created.id}`).query({ token: other.accessToken }),
      http()
        .get(`/api/pqrs/${created.id}`)
        .query({ token: `${created.accessToken}x` }),
      http().get(`/api/pqrs/999999`).query({ token: created.accessToken }),
      http().get(`/api/pqrs/abc`).query({ token: created.accessToken }),
    ];
    for (const pending of refused) {
      const res = await pending;
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'No encontrado' });
    }
  });

  it('answers 400 naming each bad field, and stores nothing', async () => {
    const before = await stack.probe.counts(TABLES);
    const res = await http()
      .post('/api/pqrs')
      .send({
        idArea: '',
        documentType: 'PAS',
        document: '12-a',
        fullname: 'x'.repeat(51),
        cellphone: '30012345678',
        email: 'no-es-correo',
        message: 'y'.repeat(181),
        consent: false,
        captcha: 'tok',
      })
      .expect(400);
    const errors = Object.fromEntries((res.body as ErrorBody).errors!.map((e) => [e.field, e.message]));
    expect(errors).toEqual({
      idArea: FORM_MESSAGES.required,
      documentType: FORM_MESSAGES.invalidOption,
      document: DOCUMENT_NUMBER_RULES.PAS.message,
      fullname: 'Máximo 50 caracteres.',
      // Too long is said first; the Colombian rule runs on a number of a possible length.
      cellphone: 'Máximo 10 caracteres.',
      email: FORM_MESSAGES.invalidEmail,
      message: 'Máximo 180 caracteres.',
      consent: FORM_MESSAGES.consentRequired,
    });
    // A Colombian phone is a 3xx mobile or a 60x landline; a CC holds digits only.
    const rules = await http()
      .post('/api/pqrs')
      .send(pqrsBody('tok', { cellphone: '300', document: '431234567X' }))
      .expect(400);
    expect(Object.fromEntries((rules.body as ErrorBody).errors!.map((e) => [e.field, e.message]))).toEqual({
      cellphone: PHONE_MESSAGES.colombian,
      document: DOCUMENT_NUMBER_RULES.CC.message,
    });
    const empty = await http().post('/api/pqrs').send({}).expect(400);
    expect((empty.body as ErrorBody).errors).toEqual(
      expect.arrayContaining([
        { field: 'idArea', message: FORM_MESSAGES.required },
        { field: 'documentType', message: FORM_MESSAGES.required },
        { field: 'document', message: FORM_MESSAGES.required },
        { field: 'fullname', message: FORM_MESSAGES.required },
        { field: 'captcha', message: FORM_MESSAGES.captchaRequired },
      ]),
    );
    expect(await stack.probe.counts(TABLES)).toEqual(before);
  });

  it('refuses an unsolved captcha with "Por favor llena el Recaptcha" and stores nothing', async () => {
    const before = await stack.probe.counts(TABLES);
    const res = await http()
      .post('/api/pqrs')
      .send(pqrsBody('not-a-token', { document: '71000001' }))
      .expect(400);
    expect((res.body as ErrorBody).message).toBe(FORM_MESSAGES.captchaRequired);
    expect(await stack.probe.counts(TABLES)).toEqual(before);
  });

  it('answers the §8 PQRS message when the record cannot be stored', async () => {
    await stack.probe.rows('alter table pqrs rename to pqrs_off');
    try {
      const res = await http()
        .post('/api/pqrs')
        .send(pqrsBody(await captcha(), { document: '71000002' }))
        .expect(500);
      expect(res.body).toEqual({ statusCode: 500, message: FORM_ERROR_MESSAGES.pqrs });
    } finally {
      await stack.probe.rows('alter table pqrs_off rename to pqrs');
    }
  });
});
