import { DrizzleQueryError } from 'drizzle-orm';
import { logSafeError, logSafeErrorObject, redactPersonalData } from './log-safe-error';

const pgDuplicate = () =>
  Object.assign(new Error('duplicate key value violates unique constraint "customers_email_uq"'), {
    code: '23505',
    detail: 'Key (email)=(ana.gomez@example.com) already exists.',
  });
const failedQuery = () =>
  new DrizzleQueryError(
    'insert into "customers" ("fullname", "email", "cellphone") values ($1, $2, $3)',
    ['ANA GÓMEZ', 'ana.gomez@example.com', '3001234567'],
    pgDuplicate(),
  );

describe('redactPersonalData', () => {
  it.each([
    [
      '550 5.1.1 <ana.gomez@example.com>: Recipient address rejected',
      '550 5.1.1 <[e-mail]>: Recipient address rejected',
    ],
    ['to josé.pérez@correo.com.co failed', 'to [e-mail] failed'],
    ['smtp://usuario:clave@smtp.example.com:587', 'smtp://usuario:[e-mail]:587'],
    ['cellphone 3001234567 refused', 'cellphone [teléfono] refused'],
    ['phone +57 300 123 4567.', 'phone [teléfono].'],
    ['tel: 601-234-5678', 'tel: [teléfono]'],
  ])('redacts %j', (input, expected) => {
    expect(redactPersonalData(input)).toBe(expected);
  });

  it.each([
    'Outbox row 2f1d3c4b-1234-4a5b-8c9d-1234567890ab not found',
    'connect ECONNREFUSED 10.0.0.12:1025',
    'Timeout 30000 ms exceeded',
    'PDF maintenance/41 rendered (123456 bytes)',
  ])('keeps %j', (input) => {
    expect(redactPersonalData(input)).toBe(input);
  });
});

describe('logSafeError', () => {
  it("gives a failed query's class and SQLSTATE only (Drizzle's message lists the values)", () => {
    expect(failedQuery().name).toBe('Error'); // why the class is told by instanceof
    expect(logSafeError(failedQuery())).toBe('DrizzleQueryError (SQLSTATE 23505)');
    expect(logSafeError(new DrizzleQueryError('select $1', ['ana@example.com']))).toBe('DrizzleQueryError');
    expect(logSafeError(pgDuplicate())).toBe('Error (SQLSTATE 23505)');
  });

  it('gives any other error its message, redacted', () => {
    expect(logSafeError(new Error('boom'))).toBe('boom');
    expect(logSafeError('rcpt ana@example.com')).toBe('rcpt [e-mail]');
  });
});

describe('logSafeErrorObject', () => {
  it('keeps the class and the stack frames, not the message, its causes or extra fields', () => {
    const original = failedQuery();
    const safe = logSafeErrorObject(original);
    expect(safe.name).toBe('Error');
    expect(safe.message).toBe('DrizzleQueryError (SQLSTATE 23505)');
    expect(safe.stack).toMatch(/^Error: DrizzleQueryError \(SQLSTATE 23505\)\n\s+at .*log-safe-error\.spec/);
    expect(safe.cause).toBeUndefined();
    expect(JSON.stringify({ ...safe, stack: safe.stack })).not.toMatch(/ana|GÓMEZ|3001234567|customers/);
  });
});
