import { type ArgumentsHost, Logger, type LoggerService } from '@nestjs/common';
import { DrizzleQueryError } from 'drizzle-orm';
import { StorageUnavailableError, StoredFileNotFoundError } from '../storage/file-storage.service';
import { AllExceptionsFilter } from './all-exceptions.filter';

/** What the filter hands the logger for a 5xx: pino serializes `err` (message, stack, causes, fields). */
const logged: unknown[][] = [];
const capture: LoggerService = {
  log: () => undefined,
  warn: () => undefined,
  error: (...args: unknown[]) => logged.push(args),
};

interface FakeResponse {
  readonly headersSent: boolean;
  readonly status: jest.Mock<FakeResponse, [number]>;
  readonly type: jest.Mock<FakeResponse, [string]>;
  readonly json: jest.Mock<FakeResponse, [unknown]>;
}

function handle(exception: unknown): FakeResponse {
  const res: FakeResponse = {
    headersSent: false,
    status: jest.fn<FakeResponse, [number]>(),
    type: jest.fn<FakeResponse, [string]>(),
    json: jest.fn<FakeResponse, [unknown]>(),
  };
  res.status.mockReturnValue(res);
  res.type.mockReturnValue(res);
  res.json.mockReturnValue(res);
  const http = { getRequest: () => ({ path: '/api/pqrs' }), getResponse: () => res };
  const host = { switchToHttp: () => http } as unknown as ArgumentsHost;
  new AllExceptionsFilter().catch(exception, host);
  return res;
}

describe('AllExceptionsFilter log of a 5xx', () => {
  beforeAll(() => {
    Logger.overrideLogger(capture);
  });
  beforeEach(() => (logged.length = 0));

  it("logs a failed query's class, SQLSTATE and stack frames, none of the visitor's values", () => {
    const failed = new DrizzleQueryError(
      'select * from "pqrs" where "email" = $1 and "cellphone" = $2',
      ['ana.gomez@example.com', '3001234567'],
      Object.assign(new Error('canceling statement due to statement timeout'), {
        code: '57014',
        detail: 'Key (fullname)=(ANA GÓMEZ)',
      }),
    );
    const res = handle(failed);
    expect(res.status).toHaveBeenCalledWith(500);
    expect(logged).toHaveLength(1);
    const [fields, message] = logged[0] as [{ err: Error; path: string }, string];
    expect(message).toBe('Unhandled error');
    expect(fields.path).toBe('/api/pqrs');
    expect(fields.err).toBeInstanceOf(Error);
    expect(fields.err.message).toBe('DrizzleQueryError (SQLSTATE 57014)');
    expect(fields.err.stack).toMatch(/\n\s+at /);
    expect(fields.err.cause).toBeUndefined();
    const printed = JSON.stringify({ ...fields, err: { ...fields.err, stack: fields.err.stack } });
    expect(printed).not.toMatch(/ana|GÓMEZ|3001234567|"pqrs"/);
  });

  it('redacts addresses and phones in the message of any other error', () => {
    handle(new Error('template for ana.gomez@example.com (3001234567) failed'));
    const [fields] = logged[0] as [{ err: Error }];
    expect(fields.err.message).toBe('template for [e-mail] ([teléfono]) failed');
    expect(fields.err.stack).toMatch(/^Error: template for \[e-mail\] \(\[teléfono\]\) failed\n\s+at /);
  });
});

describe('AllExceptionsFilter status of an unexpected error', () => {
  beforeAll(() => {
    Logger.overrideLogger(capture);
  });

  it.each([
    ['refused', Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })],
    ['shut down by an administrator', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    ['starting up', Object.assign(new Error('the database system is starting up'), { code: '57P03' })],
    ['lost mid-query', new Error('Connection terminated unexpectedly')],
    [
      'lost, behind Drizzle',
      new DrizzleQueryError(
        'insert into "customers" ...',
        [],
        new Error('Connection terminated unexpectedly'),
      ),
    ],
  ])('answers 503 in Spanish for a database %s', (_label, error) => {
    const res = handle(error);
    expect(res.status).toHaveBeenCalledWith(503);
    expect(res.json).toHaveBeenCalledWith({
      statusCode: 503,
      message: 'El servicio no está disponible en este momento. Por favor, inténtalo de nuevo más tarde.',
    });
  });

  it('answers 503 in Spanish for a file store down, and 404 for a stored file that is gone', () => {
    const down = handle(new StorageUnavailableError('GetObject', { cause: new Error('ECONNREFUSED') }));
    expect(down.status).toHaveBeenCalledWith(503);
    expect(down.json).toHaveBeenCalledWith({
      statusCode: 503,
      message: 'El servicio no está disponible en este momento. Por favor, inténtalo de nuevo más tarde.',
    });
    expect(handle(new StoredFileNotFoundError('cv/1/x.pdf')).status).toHaveBeenCalledWith(404);
  });

  it('keeps 500 for a bad query and for any other error', () => {
    const badQuery = new DrizzleQueryError(
      'select 1',
      [],
      Object.assign(new Error('syntax error'), { code: '42601' }),
    );
    expect(handle(badQuery).status).toHaveBeenCalledWith(500);
    expect(handle(new TypeError('x is undefined')).status).toHaveBeenCalledWith(500);
  });
});
