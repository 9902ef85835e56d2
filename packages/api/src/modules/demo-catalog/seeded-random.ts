import { unsafeUniformIntDistribution, xoroshiro128plus, type RandomGenerator } from 'pure-rand';

/** Deterministic random helpers over pure-rand, so a seed always yields the same catalog. */
export class SeededRandom {
  private readonly rng: RandomGenerator;

  constructor(seed: number) {
    this.rng = xoroshiro128plus(seed);
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return unsafeUniformIntDistribution(min, max, this.rng);
  }

  /** Float in [0, 1). */
  float(): number {
    return this.int(0, 0x3fffffff) / 0x40000000;
  }

  between(min: number, max: number): number {
    return min + (max - min) * this.float();
  }

  chance(p: number): boolean {
    return this.float() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(0, items.length - 1)] as T;
  }

  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let r = this.float() * total;
    for (const [value, w] of entries) {
      r -= w;
      if (r < 0) return value;
    }
    return entries[entries.length - 1]![0];
  }

  /** n distinct items in random order. */
  sample<T>(items: readonly T[], n: number): T[] {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = this.int(0, i);
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(n, copy.length));
  }
}
