/** Where a marker's label is drawn, in the map container's pixels: centred on `x`, its middle at `y`. */
export interface LabelBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Labels closer than this are taken to touch (their shadows and the rounding of their widths). */
const GAP_PX = 2;

const overlap = (a: LabelBox, b: LabelBox) =>
  Math.abs(a.x - b.x) < (a.width + b.width) / 2 + GAP_PX &&
  Math.abs(a.y - b.y) < (a.height + b.height) / 2 + GAP_PX;

/**
 * Markers grouped so that no two groups' labels overlap: a group of several is drawn as one label (`boxOf` says
 * where and how large). Supercluster keeps points closer than its radius in one cluster, but two clusters' centres
 * (weighted, they move) or two wide prices can still end up closer than their labels are wide.
 */
export function separateLabels<T>(markers: readonly T[], boxOf: (group: readonly T[]) => LabelBox): T[][] {
  const groups = markers.map((marker) => [marker]);
  const boxes = groups.map(boxOf);
  const overlapping = (): [number, number] | undefined => {
    for (let i = 0; i < groups.length; i += 1)
      for (let j = i + 1; j < groups.length; j += 1) if (overlap(boxes[i]!, boxes[j]!)) return [i, j];
    return undefined;
  };
  // A merged label moves and may grow: every pair is looked at again until none overlaps.
  for (let pair = overlapping(); pair; pair = overlapping()) {
    const [i, j] = pair;
    groups[i] = [...groups[i]!, ...groups[j]!];
    boxes[i] = boxOf(groups[i]);
    groups.splice(j, 1);
    boxes.splice(j, 1);
  }
  return groups;
}

/**
 * How many zoom levels in (each doubles the distances) until no two of these labels overlap; Infinity for labels
 * at one place. Their sizes stay; their distances grow.
 */
export function zoomsToSeparate(boxes: readonly LabelBox[]): number {
  let scale = 1;
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      const dx = Math.abs(a.x - b.x);
      const dy = Math.abs(a.y - b.y);
      const alongX = dx > 0 ? ((a.width + b.width) / 2 + GAP_PX) / dx : Infinity;
      const alongY = dy > 0 ? ((a.height + b.height) / 2 + GAP_PX) / dy : Infinity;
      scale = Math.max(scale, Math.min(alongX, alongY));
    }),
  );
  return Math.max(1, Math.ceil(Math.log2(scale)));
}
