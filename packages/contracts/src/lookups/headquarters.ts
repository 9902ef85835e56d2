import { BRANCHES } from '../constants/branches';

/**
 * Headquarters a maintenance is reported to: the 12 branches of the spec, with the branch ids
 * (1..12 in the spec's order) so a headquarter and its branch page share one id.
 */
export const HEADQUARTERS: readonly { readonly id: number; readonly headquarter: string }[] = BRANCHES.map(
  (b) => ({ id: b.id, headquarter: b.nombre }),
);

export type Headquarter = (typeof HEADQUARTERS)[number];
export const HEADQUARTER_IDS: readonly number[] = HEADQUARTERS.map((h) => h.id);
