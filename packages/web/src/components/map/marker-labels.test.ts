import { describe, expect, it } from 'vitest';
import { separateLabels, zoomsToSeparate, type LabelBox } from './marker-labels';

interface Spot {
  name: string;
  x: number;
  y: number;
  width: number;
}

/** As the map draws them: one spot its own label; several, a count label at their centre. */
const boxOf = (group: readonly Spot[]): LabelBox =>
  group.length === 1
    ? { x: group[0]!.x, y: group[0]!.y, width: group[0]!.width, height: 23 }
    : {
        x: group.reduce((sum, s) => sum + s.x, 0) / group.length,
        y: group.reduce((sum, s) => sum + s.y, 0) / group.length,
        width: 40,
        height: 27,
      };

const names = (groups: Spot[][]) =>
  groups
    .map((g) =>
      g
        .map((s) => s.name)
        .sort()
        .join('+'),
    )
    .sort();

describe('separateLabels', () => {
  it('keeps apart labels that do not touch', () => {
    const spots = [
      { name: 'a', x: 0, y: 0, width: 100 },
      { name: 'b', x: 105, y: 0, width: 100 },
      { name: 'c', x: 0, y: 30, width: 100 },
    ];
    expect(names(separateLabels(spots, boxOf))).toEqual(['a', 'b', 'c']);
  });

  it('groups two wide prices closer than their labels are wide, at once and in the same row', () => {
    const spots = [
      { name: 'a', x: 0, y: 0, width: 120 },
      { name: 'b', x: 110, y: 10, width: 120 },
      { name: 'c', x: 400, y: 0, width: 120 },
    ];
    expect(names(separateLabels(spots, boxOf))).toEqual(['a+b', 'c']);
  });

  it('checks a merged label again where it moved: it may now cover a third one', () => {
    // a and b overlap; c, just below them, touches neither, but their group's taller label covers it.
    const spots = [
      { name: 'a', x: 0, y: 0, width: 60 },
      { name: 'b', x: 58, y: 0, width: 60 },
      { name: 'c', x: 29, y: 26, width: 20 },
    ];
    expect(names(separateLabels(spots.slice(1), boxOf))).toEqual(['b', 'c']);
    expect(names(separateLabels(spots, boxOf))).toEqual(['a+b+c']);
  });

  it('leaves no two overlapping labels among many close markers', () => {
    const spots = Array.from({ length: 60 }, (_, i) => ({
      name: String(i),
      x: (i * 37) % 400,
      y: (i * 53) % 300,
      width: 60 + (i % 5) * 15,
    }));
    const boxes = separateLabels(spots, boxOf).map(boxOf);
    boxes.forEach((a, i) =>
      boxes.slice(i + 1).forEach((b) => {
        const apart =
          Math.abs(a.x - b.x) >= (a.width + b.width) / 2 || Math.abs(a.y - b.y) >= (a.height + b.height) / 2;
        expect(apart).toBe(true);
      }),
    );
  });

  it('says how many zoom levels in two overlapping labels come apart, and that labels at one place never do', () => {
    const at = (x: number, y: number): LabelBox => ({ x, y, width: 100, height: 23 });
    // 102 px needed side by side: 30 px apart now, 60, 120 after two levels.
    expect(zoomsToSeparate([at(0, 0), at(30, 0)])).toBe(2);
    // Or one above the other: 25 px needed, 20 apart now.
    expect(zoomsToSeparate([at(0, 0), at(10, 20)])).toBe(1);
    expect(zoomsToSeparate([at(0, 0), at(30, 0), at(0, 0)])).toBe(Infinity);
    const apart = [at(0, 0), at(30, 0)].map((box, i) => ({
      ...box,
      x: box.x * 2 ** zoomsToSeparate([at(0, 0), at(30, 0)]),
      name: String(i),
    }));
    expect(separateLabels(apart, (group) => group[0]!)).toHaveLength(2);
  });
});
