import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * Rows worked through between two turns of the event loop while the search index is rebuilt: about a
 * millisecond of work each on an idle core, so searches wait for one slice, never for the whole rebuild.
 */
export const SLICE_ROWS = 500;

/**
 * Runs `work` over [0, size) in slices of `SLICE_ROWS`, letting the event loop answer requests between
 * them. A rebuild of 20,000 listings in one go held every search 80 ms on an idle core (issue 33).
 */
export async function inSlices(size: number, work: (start: number, end: number) => void): Promise<void> {
  for (let start = 0; start < size; start += SLICE_ROWS) {
    if (start > 0) await nextTurn();
    work(start, Math.min(size, start + SLICE_ROWS));
  }
}
