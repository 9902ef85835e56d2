import { openDatabase, type DatabaseHandle } from '../../infra/db/database';
import { createTestDatabase, type TestDatabase } from '../../../test/test-database';
import { DbProbe } from '../../../test/form-helpers';
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

  it('finds by document when given, updating name and contact data', async () => {
    const id = await upsert({
      documentType: 'CC',
      document: '1010',
      fullname: 'ANA',
      email: 'ana@x.co',
      cellphone: '3001',
    });
    const again = await upsert({
      documentType: 'CC',
      document: '1010',
      fullname: 'ANA MARÍA',
      email: 'Ana.Nueva@X.co',
      cellphone: '3002',
    });
    expect(again).toBe(id);
    expect(await customer(id)).toMatchObject({
      document: '1010',
      document_type: 'CC',
      fullname: 'ANA MARÍA',
      email: 'ana.nueva@x.co',
      cellphone: '3002',
      allow_data_processing: true,
    });
    // Same e-mail, another document: another person.
    const other = await upsert({
      documentType: 'CE',
      document: '2020',
      fullname: 'EVA',
      email: 'ana.nueva@x.co',
    });
    expect(other).not.toBe(id);
  });

  it('without a document finds by e-mail, then by phone', async () => {
    const byEmail = await upsert({ fullname: 'LUIS', email: 'luis@x.co', cellphone: '3100' });
    expect(await upsert({ fullname: 'LUIS P', email: 'LUIS@x.co' })).toBe(byEmail);
    expect(await customer(byEmail)).toMatchObject({
      fullname: 'LUIS P',
      email: 'luis@x.co',
      cellphone: '3100',
    });

    // A new address but a known phone: the same person, who now has this address.
    expect(await upsert({ fullname: 'LUIS PÉREZ', email: 'lp@x.co', cellphone: '3100' })).toBe(byEmail);
    expect(await customer(byEmail)).toMatchObject({ email: 'lp@x.co' });

    const byPhone = await upsert({ fullname: 'SOFÍA', cellphone: '3200' });
    expect(await upsert({ fullname: 'SOFÍA R', cellphone: '3200' })).toBe(byPhone);
    expect(await customer(byPhone)).toMatchObject({ fullname: 'SOFÍA R', email: null, document: null });
  });

  it('the basic contact looks up by phone only, and creates only when no one has that phone', async () => {
    const existing = await upsert({ fullname: 'PEDRO', email: 'pedro@x.co', cellphone: '3300' });
    expect(await upsert({ fullname: 'PEDRO G', cellphone: '3300' }, { lookup: ['cellphone'] })).toBe(
      existing,
    );
    const before = await probe.count('customers');
    const created = await upsert({ fullname: 'NUEVO', cellphone: '3301' }, { lookup: ['cellphone'] });
    expect(await probe.count('customers')).toBe(before + 1);
    expect(await customer(created)).toMatchObject({ fullname: 'NUEVO', cellphone: '3301' });
  });

  it('does not move an address that identifies another customer; only the name is updated', async () => {
    const owner = await upsert({ fullname: 'DUEÑA', email: 'duena@x.co' });
    const phoneOnly = await upsert({ fullname: 'TEL', cellphone: '3400' });
    const id = await upsert(
      { fullname: 'TEL NUEVO', email: 'duena@x.co', cellphone: '3400' },
      { lookup: ['cellphone'] },
    );
    expect(id).toBe(phoneOnly);
    expect(await customer(phoneOnly)).toMatchObject({ fullname: 'TEL NUEVO', email: null });
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
