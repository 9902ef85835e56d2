import { DATA_POLICY, FORM_MESSAGES } from '@inmo/contracts';
import request from 'supertest';
import { useFormStack } from '#test/form-helpers';

const MARKETING = 'mercadeo@inmobiliaria.example';
const SALES = 'ventas@inmobiliaria.example';
const MEDELLIN_RENT = 'arriendos.medellin@inmobiliaria.example';
const POBLADO_RENT = 'arriendos.poblado@inmobiliaria.example';
const TABLES = ['customers', 'consents', 'promote_requests', 'outbox'];

const ANTIOQUIA = 1;
const MEDELLIN = 25974;
const SABANETA = 26020;
const BOGOTA_DC = 11;
const EL_POBLADO = 501;
const LAURELES = 502;

interface ApiBody {
  readonly id: string;
  readonly message?: string;
  readonly errors?: readonly { field: string; message: string }[];
}
const json = (res: request.Response): ApiBody => res.body as ApiBody;

const promote = (captcha: string, overrides: Record<string, unknown> = {}) => ({
  fullname: 'Juan Camilo Restrepo',
  cellphone: '3104445566',
  email: 'juan.restrepo@example.com',
  typeProperty: 'Apartamento',
  gestion: 1,
  valueArriving: '2500000',
  address: 'Carrera 43A # 1 Sur - 100',
  neighborhood: 'El Poblado',
  idNeighborhood: EL_POBLADO,
  department: ANTIOQUIA,
  city: MEDELLIN,
  aboutYou: 'Apartamento de 3 alcobas, lo entrego en enero',
  consent: true,
  captcha,
  ...overrides,
});

describe('POST /api/promote-property (PostgreSQL, SMTP peer)', () => {
  const stack = useFormStack({
    MAIL_MARKETING: `"Mercadeo" <${MARKETING}>`,
    MAIL_SALES: SALES,
    MAIL_RENT_ROUTES: JSON.stringify({
      [String(MEDELLIN)]: MEDELLIN_RENT,
      [`barrio:${EL_POBLADO}`]: POBLADO_RENT,
    }),
  });
  const { http, captcha } = stack;
  const post = (body: object, key?: string) => {
    const req = http().post('/api/promote-property');
    if (key) void req.set('Idempotency-Key', key);
    return req.send(body);
  };

  beforeAll(async () => {
    // The location endpoints read the local catalog: the places the form may choose.
    await stack.probe.rows(
      `insert into catalog_departments (id, name) values (${ANTIOQUIA}, 'Antioquia'), (${BOGOTA_DC}, 'Cundinamarca')`,
    );
    await stack.probe.rows(
      `insert into catalog_cities (id, department_id, name) values (${MEDELLIN}, ${ANTIOQUIA}, 'Medellín'), (${SABANETA}, ${ANTIOQUIA}, 'Sabaneta'), (11001, ${BOGOTA_DC}, 'Bogotá')`,
    );
    await stack.probe.rows(
      `insert into catalog_neighbourhoods (id, city_id, name) values (${EL_POBLADO}, ${MEDELLIN}, 'El Poblado'), (${LAURELES}, ${MEDELLIN}, 'Laureles'), (601, ${SABANETA}, 'Aves María')`,
    );
  });

  it('stores the request with place names, records the consent and mails the owner and the routed mailbox', async () => {
    const res = await post(promote(await captcha())).expect(201);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) as string });

    // The bigint as text: node-postgres reads it as a string, PGlite as a number.
    const [record] = await stack.probe.rows(
      'select *, value_arriving::text as value_text from promote_requests where id = $1',
      [json(res).id],
    );
    expect(record).toMatchObject({
      fullname: 'JUAN CAMILO RESTREPO',
      cellphone: '3104445566',
      email: 'juan.restrepo@example.com',
      gestion: 1,
      type_property: 'Apartamento',
      value_text: '2500000',
      address: 'CARRERA 43A # 1 SUR - 100',
      neighborhood: 'EL POBLADO',
      neighbourhood_id: EL_POBLADO,
      department_id: ANTIOQUIA,
      department_name: 'Antioquia',
      city_id: MEDELLIN,
      city_name: 'Medellín',
      about_you: 'APARTAMENTO DE 3 ALCOBAS, LO ENTREGO EN ENERO',
      routed_to: POBLADO_RENT,
    });
    const [consent] = await stack.probe.rows('select * from consents where subject_id = $1', [json(res).id]);
    expect(consent).toMatchObject({
      form: 'promote-property',
      policy_version: DATA_POLICY.version,
      purposes: ['contacto', 'promocion_inmueble'],
      customer_id: record?.customer_id,
    });

    const mails = await stack.peer.waitFor(2);
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual(
      [POBLADO_RENT, 'juan.restrepo@example.com'].sort(),
    );
    const owner = mails.find((m) => m.envelopeTo.includes('juan.restrepo@example.com'));
    const agency = mails.find((m) => m.envelopeTo.includes(POBLADO_RENT));
    expect(owner?.parsed.subject).toBe('Recibimos los datos de tu inmueble | Alameda Inmobiliaria');
    expect(owner?.parsed.html).toContain('Hola, JUAN CAMILO RESTREPO:');
    expect(owner?.parsed.text).toMatch(/Valor aproximado: \$\s2\.500\.000/);
    expect(agency?.parsed.subject).toBe('Promocionar inmueble en arriendo: Apartamento en Medellín');
    expect(agency?.parsed.replyTo?.value[0]?.address).toBe('juan.restrepo@example.com');
    expect(agency?.parsed.text).toContain('+57 3104445566');
    expect(agency?.parsed.text).toContain('Ciudad: Medellín, Antioquia');
    expect(agency?.parsed.text).toContain('APARTAMENTO DE 3 ALCOBAS');
  });

  it.each([
    [
      'rent in a routed city, other neighbourhood',
      { idNeighborhood: LAURELES, neighborhood: 'Laureles' },
      MEDELLIN_RENT,
    ],
    ['rent in a routed city, neighbourhood typed only', { idNeighborhood: undefined }, MEDELLIN_RENT],
    ['rent in a city without a route', { city: SABANETA, idNeighborhood: 601 }, MARKETING],
    ['sale, even in a routed neighbourhood', { gestion: 5, valueArriving: '450000000' }, SALES],
  ])('routes %s to its mailbox', async (_case, overrides, mailbox) => {
    const email = `dueno.${mailbox.split('@')[0]}.${String(Date.now()).slice(-6)}@example.com`;
    const res = await post(promote(await captcha(), { ...overrides, email })).expect(201);
    const mails = await stack.peer.waitFor(2);
    expect(mails.flatMap((m) => m.envelopeTo).sort()).toEqual([email, mailbox].sort());
    const [row] = await stack.probe.rows<{ routed_to: string }>(
      'select routed_to from promote_requests where id = $1',
      [json(res).id],
    );
    expect(row?.routed_to).toBe(mailbox);
  });

  it("names each empty required field with 'Este campo es obligatorio*' and stores nothing", async () => {
    const before = await stack.probe.counts(TABLES);
    const res = await post({ consent: false }).expect(400);
    const errors = Object.fromEntries((json(res).errors ?? []).map((e) => [e.field, e.message]));
    expect(errors).toEqual({
      fullname: FORM_MESSAGES.required,
      cellphone: FORM_MESSAGES.required,
      email: FORM_MESSAGES.required,
      typeProperty: FORM_MESSAGES.required,
      gestion: FORM_MESSAGES.required,
      valueArriving: FORM_MESSAGES.required,
      address: FORM_MESSAGES.required,
      neighborhood: FORM_MESSAGES.required,
      department: FORM_MESSAGES.required,
      city: FORM_MESSAGES.required,
      aboutYou: FORM_MESSAGES.required,
      consent: FORM_MESSAGES.consentRequired,
      captcha: FORM_MESSAGES.captchaRequired,
    });
    expect(await stack.probe.counts(TABLES)).toEqual(before);
  });

  it.each([
    ['cellphone', { cellphone: '310-444' }, FORM_MESSAGES.digitsOnly],
    ['cellphone', { cellphone: '31044455667' }, 'Máximo 10 caracteres.'],
    ['valueArriving', { valueArriving: '2.500.000' }, FORM_MESSAGES.digitsOnly],
    ['email', { email: 'juan@' }, FORM_MESSAGES.invalidEmail],
    ['fullname', { fullname: 'x'.repeat(51) }, 'Máximo 50 caracteres.'],
    ['address', { address: 'x'.repeat(51) }, 'Máximo 50 caracteres.'],
    ['aboutYou', { aboutYou: 'x'.repeat(201) }, 'Máximo 200 caracteres.'],
    ['typeProperty', { typeProperty: 'Castillo' }, FORM_MESSAGES.invalidOption],
    ['gestion', { gestion: 3 }, FORM_MESSAGES.invalidOption],
    ['consent', { consent: false }, FORM_MESSAGES.consentRequired],
  ])('answers 400 naming %s for %j', async (field, overrides, message) => {
    const before = await stack.probe.counts(TABLES);
    const res = await post(promote('unused-token', overrides)).expect(400);
    expect(json(res).errors).toEqual([{ field, message }]);
    expect(await stack.probe.counts(TABLES)).toEqual(before);
  });

  it.each([
    ['department', { department: 99 }],
    ['city', { city: 11001 }],
    ['city', { city: 424242 }],
    ['idNeighborhood', { idNeighborhood: 601 }],
  ])('refuses a %s outside the location lists (%j) before using the captcha', async (field, overrides) => {
    const before = await stack.probe.counts(TABLES);
    const token = await captcha();
    const res = await post(promote(token, overrides)).expect(400);
    expect(json(res).errors).toEqual([{ field, message: FORM_MESSAGES.invalidOption }]);
    expect(await stack.probe.counts(TABLES)).toEqual(before);
    // The solved challenge was not spent on the refused request.
    await post(
      promote(token, { email: `reuso.${field}.${String(Date.now()).slice(-5)}@example.com` }),
    ).expect(201);
  });

  it("refuses a bad or reused captcha with 'Por favor llena el Recaptcha', storing and mailing nothing", async () => {
    const before = await stack.probe.counts(TABLES);
    const bad = await post(promote('not-a-token', { email: 'sin.captcha@example.com' })).expect(400);
    expect(bad.body).toMatchObject({
      message: FORM_MESSAGES.captchaRequired,
      errors: [{ field: 'captcha', message: FORM_MESSAGES.captchaRequired }],
    });
    expect(await stack.probe.counts(TABLES)).toEqual(before);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stack.peer.messages).toHaveLength(0);
  });

  it('makes one request and two mails for a repeated Idempotency-Key', async () => {
    const body = promote(await captcha(), { email: 'idem.promote@example.com', cellphone: '3001112299' });
    const [a, b] = await Promise.all([post(body, 'promote-key-1'), post(body, 'promote-key-1')]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(b.body).toEqual(a.body);
    const again = await post(body, 'promote-key-1').expect(201);
    expect(again.body).toEqual(a.body);
    expect(
      await stack.probe.rows('select id from promote_requests where email = $1', [
        'idem.promote@example.com',
      ]),
    ).toHaveLength(1);
    await stack.peer.waitFor(2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(stack.peer.messages).toHaveLength(2);
  });
});
