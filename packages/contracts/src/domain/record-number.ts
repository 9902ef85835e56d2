/** Length of a maintenance record number (spec §3, §9). */
export const RECORD_NUMBER_LENGTH = 25;

/** Random hex from a UUID v4 (Web Crypto: browsers and Node 20+). */
export function randomHex(): string {
  return globalThis.crypto.randomUUID();
}

/**
 * Maintenance record number: the last 5 characters of `input` (the document) followed by random hex
 * without dashes, truncated to 25 characters. The random source is injected so tests can fix it.
 */
export function recordNumber(input: string, random: () => string = randomHex): string {
  const tail = input.trim().slice(-5);
  let hex = '';
  // A UUID gives 32 hex digits, more than enough; the loop only guards a short custom source.
  while (tail.length + hex.length < RECORD_NUMBER_LENGTH) {
    const next = random().replace(/-/g, '');
    if (next.length === 0) break;
    hex += next;
  }
  return (tail + hex).slice(0, RECORD_NUMBER_LENGTH);
}
