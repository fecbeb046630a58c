// The directory generator's seeded random draws (mulberry32): the same seed always yields the
// same sequence, so the generated directory is identical on every machine and every run.
import { mulberry32 } from '../prng.js';

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight; weights need not sum to 1. */
  weighted<T>(items: readonly (readonly [T, number])[]): T;
  /** n distinct items (or all of them when there are fewer than n). */
  sample<T>(items: readonly T[], n: number): T[];
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new Error('pick from an empty list');
      return items[int(0, items.length - 1)];
    },
    weighted: (items) => {
      const total = items.reduce((sum, [, w]) => sum + w, 0);
      let roll = next() * total;
      for (const [item, weight] of items) {
        roll -= weight;
        if (roll < 0) return item;
      }
      return items[items.length - 1][0];
    },
    sample: (items, n) => {
      const pool = [...items];
      const out: (typeof items)[number][] = [];
      while (out.length < n && pool.length > 0) out.push(pool.splice(int(0, pool.length - 1), 1)[0]);
      return out;
    },
  };
}
