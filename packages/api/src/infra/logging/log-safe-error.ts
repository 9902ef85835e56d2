import { describeDbError, isDbError } from '../db/db-errors';

/**
 * E-mail addresses: anything around an @ up to a space or a delimiter, so addresses with accents or
 * quoted in SMTP replies ("550 5.1.1 <ana@example.com>: Recipient address rejected") are caught too.
 */
const EMAIL = /[^\s<>()[\]{}"',;:@]+@[^\s<>()[\]{}"',;:@]+/g;
/** Phone numbers: 7+ digits, optionally after a + and split by single spaces or dashes; not inside ids. */
const PHONE = /(?<![\w-])\+?\d(?:[ -]?\d){6,}(?![\w-])/g;
const MAX_LENGTH = 500;

/** `text` with e-mail addresses and phone numbers replaced, for a log line. */
export function redactPersonalData(text: string): string {
  return text.replace(EMAIL, '[e-mail]').replace(PHONE, '[teléfono]');
}

/**
 * A log-safe one-liner for an error: a database error is its class and SQLSTATE (Drizzle's message and
 * the driver's detail embed the query's values: names, e-mails, phones); any other error its message with
 * addresses and phone numbers redacted (an SMTP refusal quotes the recipient). Names cannot be told
 * apart from other words: messages that may hold them must not be logged at all.
 */
export function logSafeError(error: unknown): string {
  if (isDbError(error)) return describeDbError(error);
  const message = error instanceof Error ? error.message : String(error);
  return redactPersonalData(message).slice(0, MAX_LENGTH);
}

/**
 * An Error to hand to a structured logger instead of `error`: the same class name and stack frames, the
 * log-safe message, and none of the original's causes or extra fields (a pg error's `detail` quotes the
 * row's values).
 */
export function logSafeErrorObject(error: unknown): Error {
  const safe = new Error(logSafeError(error));
  safe.name = error instanceof Error ? error.name : typeof error;
  const frames = (error instanceof Error ? (error.stack ?? '') : '')
    .split('\n')
    .filter((line) => /^\s+at /.test(line));
  safe.stack = [`${safe.name}: ${safe.message}`, ...frames].join('\n');
  return safe;
}
