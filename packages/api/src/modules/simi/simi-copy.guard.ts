/** Cards SIMI reports that a copy may miss (unplaceable, or cards that failed to read) and still be served. */
export const MAX_DROPPED_SHARE = 0.02;

export interface CopyCount {
  /** page 1's `totalInmuebles`; null when SIMI did not say. */
  readonly reported: number | null;
  /** Cards copied (placed and written). */
  readonly copied: number;
  /** Cards that could not be placed. */
  readonly unplaced: number;
}

/**
 * Why a finished read must not become the copy visitors are served, or null when it may: a copy with no
 * listing, or one missing more than {@link MAX_DROPPED_SHARE} of what SIMI reports, is far likelier a fault
 * (an outage, names that stopped matching) than the agency's real inventory.
 */
export function copyShortfall({ reported, copied, unplaced }: CopyCount): string | null {
  if (copied === 0) {
    return reported
      ? `none of the ${reported} listings SIMI reports could be copied (${unplaced} could not be placed)`
      : 'SIMI answered no listings at all';
  }
  if (reported !== null && reported > copied) {
    const dropped = reported - copied;
    if (dropped / reported > MAX_DROPPED_SHARE) {
      return `only ${copied} of the ${reported} listings SIMI reports were copied (${unplaced} could not be placed): more than ${MAX_DROPPED_SHARE * 100}% dropped`;
    }
  }
  return null;
}
