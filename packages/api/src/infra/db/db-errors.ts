import { DrizzleQueryError } from 'drizzle-orm';

/** PostgreSQL SQLSTATE codes the gateway reacts to. */
export const PG_ERROR = {
  uniqueViolation: '23505',
  foreignKeyViolation: '23503',
} as const;

/** The SQLSTATE of a driver error, looking through Drizzle's DrizzleQueryError wrapper. */
export function pgErrorCode(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function isUniqueViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_ERROR.uniqueViolation;
}

export function isForeignKeyViolation(error: unknown): boolean {
  return pgErrorCode(error) === PG_ERROR.foreignKeyViolation;
}

/** A query error: Drizzle's wrapper (whose `name` is plain "Error") or a driver error with a SQLSTATE. */
export function isDbError(error: unknown): boolean {
  return error instanceof DrizzleQueryError || pgErrorCode(error) !== undefined;
}

/**
 * A log-safe one-liner: Drizzle's message embeds the query parameters (names, e-mails, phones),
 * so only the SQLSTATE and the error class are kept.
 */
export function describeDbError(error: unknown): string {
  const code = pgErrorCode(error);
  const name =
    error instanceof DrizzleQueryError
      ? 'DrizzleQueryError'
      : error instanceof Error
        ? error.name
        : typeof error;
  return code ? `${name} (SQLSTATE ${code})` : name;
}

/** Driver codes and SQLSTATEs of a database that cannot be reached or is restarting. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  '57P01', // admin_shutdown
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now (starting up)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
]);
/** pg's own messages for a connection lost or never made (they carry no code). */
const UNREACHABLE_MESSAGE = /Connection terminated|connection error|timeout exceeded when trying to connect/i;

/** The database is down or restarting (not a bad query): a temporary condition, answered with 503. */
export function isDbUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && UNREACHABLE_CODES.has(code)) return true;
    if (typeof message === 'string' && UNREACHABLE_MESSAGE.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
