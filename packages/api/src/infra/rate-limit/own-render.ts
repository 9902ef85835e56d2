import { randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The header the gateway's own page renders send with their first-screen reads (PagesService's apiOrigin):
 * a secret of this process, so those reads are told from a client even when they share its loopback address
 * (a proxy on the same host).
 */
export const OWN_RENDER_HEADER = 'x-inmo-own-render';

const token = randomBytes(32).toString('base64url');

/** The headers a page render of this process adds to its reads of the gateway. */
export function ownRenderHeaders(): Record<string, string> {
  return { [OWN_RENDER_HEADER]: token };
}

export function isOwnRender(value: string | string[] | undefined): boolean {
  if (typeof value !== 'string') return false;
  const given = Buffer.from(value);
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
