import { openDatabase, type DatabaseHandle } from '#src/infra/db/database';
import { createTestDatabase, type TestDatabase } from '#test/test-database';
import { DbProbe } from '#test/form-helpers';
import { CustomersRepository } from './customers.repository';
import { CustomersService, type FindOrCreateCustomer, type FindOrCreateOptions } from './customers.service';

describe('CustomersService.findOrCreate on PostgreSQL', () => {
  let db: TestDatabase;
  let handle: DatabaseHandle;
  let probe: DbProbe;
  const service = new CustomersService(new CustomersRepository());
  const upsert = (input: FindOrCreateCustomer, options?: FindOrCreateOptions) =>
    handle.db.transaction((tx) => service.findOrCreate(tx, input, options));
  const customer = async (id: string) => (await probe.rows('select * from customers where id = $1', [id]))[0];

  beforeAll(async () => {
    db = await createTestDatabase();
    handle = await openDatabase({ databaseUrl: db.url, dataDir: '/nonexistent' });
    probe = await DbProbe.connect(db.url);
  });
  afterAll(async () => {
    await probe.close();
    await handle.close();
    await db.drop();
  });

  const points = async (id: string) =>
    (
      await probe.rows(
        'select kind, value from customer_contact_points where customer_id = $1 order by kind, value',
        [id],
      )
    ).map((row) => `${String(row.kind)}:${String(row.value)}`);

  it('finds by document when given, and never replaces its name, e-mail or phone from a request', async () => {
    const id = await upsert({
      documentType: 'CC',
      document: '1020304050',
      fullname: 'ANA',
      email: 'ana@x.co',
      cellphone: '3001',
    });
    // A later anonymous request typing the same document with other data (the security test's case).
    const again = await upsert({
      documentType: 'CC',
      document: '1020304050',
      fullname: 'OTRA PERSONA',
      email: 'Atacante@X.co',
      cellphone: '3002',
    });
    expect(again).toBe(id);
    expect(await customer(id)).toMatchObject({
      document: '1020304050',
      document_type: 'CC',
      fullname: 'ANA',
      email: 'ana@x.co',
      cellphone: '3001',
      allow_data_processing: true,
    });
    // The new contact points are added beside the old ones.
    expect(await points(id)).toEqual(['cellphone:3002', 'email:atacante@x.co']);
    // Same e-mail, another document: another person.
    const other = await upsert({ documentType: 'CE', document: '2020', fullname: 'EVA', email: 'ana@x.co' });
    expect(other).not.toBe(id);
  });

  it('without a document finds by e-mail, then by phone; fills in only what the customer lacks', async () => {
    const byEmail = await upsert({ fullname: 'LUIS', email: 'luis@x.co' });
    expect(await upsert({ fullname: 'LUIS P', email: 'LUIS@x.co', cellphone: '3100' })).toBe(byEmail);
    expect(await customer(byEmail)).toMatchObject({
      fullname: 'LUIS',
      email: 'luis@x.co',
      cellphone: '3100',
    });
    expect(await points(byEmail)).toEqual([]);

    // A new address but a known phone: the same person; the address is kept as an extra one.
    expect(await upsert({ fullname: 'LUIS PÉREZ', email: 'lp@x.co', cellphone: '3100' })).toBe(byEmail);
    expect(await customer(byEmail)).toMatchObject({ fullname: 'LUIS', email: 'luis@x.co' });
    expect(await points(byEmail)).toEqual(['email:lp@x.co']);

    const byPhone = await upsert({ fullname: 'SOFÍA', cellphone: '3200' });
    expect(await upsert({ fullname: 'SOFÍA R', cellphone: '3200' })).toBe(byPhone);
    expect(await customer(byPhone)).toMatchObject({ fullname: 'SOFÍA', email: null, document: null });
  });

  it('the basic contact looks up by phone only, and creates only when no one has that phone', async () => {
    const existing = await upsert({ fullname: 'PEDRO', email: 'pedro@x.co', cellphone: '3300' });
    expect(await upsert({ fullname: 'PEDRO G', cellphone: '3300' }, { lookup: ['cellphone'] })).toBe(
      existing,
    );
    expect(await customer(existing)).toMatchObject({ fullname: 'PEDRO' });
    const before = await probe.count('customers');
    const created = await upsert({ fullname: 'NUEVO', cellphone: '3301' }, { lookup: ['cellphone'] });
    expect(await probe.count('customers')).toBe(before + 1);
    expect(await customer(created)).toMatchObject({ fullname: 'NUEVO', cellphone: '3301' });
  });

  it('does not move an address that identifies another customer; it becomes an extra contact point', async () => {
    const owner = await upsert({ fullname: 'DUEÑA', email: 'duena@x.co' });
    const phoneOnly = await upsert({ fullname: 'TEL', cellphone: '3400' });
    const id = await upsert(
      { fullname: 'TEL NUEVO', email: 'duena@x.co', cellphone: '3400' },
      { lookup: ['cellphone'] },
    );
    expect(id).toBe(phoneOnly);
    expect(await customer(phoneOnly)).toMatchObject({ fullname: 'TEL', email: null });
    expect(await points(phoneOnly)).toEqual(['email:duena@x.co']);
    expect(await customer(owner)).toMatchObject({ email: 'duena@x.co' });
  });

  it('concurrent first submissions of one person make one customer', async () => {
    const ids = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        upsert({ fullname: `CARRERA ${i}`, email: 'race@x.co', cellphone: '3500' }),
      ),
    );
    expect(new Set(ids).size).toBe(1);
    expect(await probe.rows('select id from customers where email = $1', ['race@x.co'])).toHaveLength(1);
    const docs = await Promise.all(
      Array.from({ length: 6 }, () => upsert({ documentType: 'CC', document: '7777', fullname: 'DOC' })),
    );
    expect(new Set(docs).size).toBe(1);
  });
});
