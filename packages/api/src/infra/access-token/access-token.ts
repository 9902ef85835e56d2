import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { isRecordId } from '@inmo/contracts';
import { NotFoundException } from '@nestjs/common';

/** The one answer for a missing record, a wrong token or no token: nothing tells them apart. */
export const NOT_FOUND_MESSAGE = 'No encontrado';

export interface IssuedAccessToken {
  /** Given once to the visitor (base64url of 32 random bytes). */
  readonly token: string;
  /** What the database keeps: SHA-256 hex of the token. */
  readonly hash: string;
}

export function hashAccessToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export function issueAccessToken(): IssuedAccessToken {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashAccessToken(token) };
}

/** Constant-time check of a presented token against the stored hash (equal-length digests). */
export function accessTokenMatches(presented: unknown, storedHash: string): boolean {
  if (typeof presented !== 'string' || presented.length === 0 || presented.length > 200) return false;
  const expected = Buffer.from(storedHash, 'hex');
  const actual = createHash('sha256').update(presented, 'utf8').digest();
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export function notFound(): NotFoundException {
  return new NotFoundException({ message: NOT_FOUND_MESSAGE });
}

/** Route ids of PQRS and maintenance are positive integers; anything else is simply not found. */
export function parseRecordId(raw: string): number {
  if (!isRecordId(raw)) throw notFound();
  return Number(raw);
}
