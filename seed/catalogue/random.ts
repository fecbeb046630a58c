// The catalogue generator's seeded random draws: the same seed always gives the same sequence.
import { mulberry32 } from '../prng.js';

export class Random {
  private readonly next: () => number;
  constructor(seed: number) {
    this.next = mulberry32(seed);
  }
  float(): number {
    return this.next();
  }
  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }
  /** Float in [min, max). */
  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  /** `count` distinct items (fewer if the list is shorter), in list order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const idx = items.map((_, i) => i);
    const n = Math.min(count, items.length);
    for (let i = 0; i < n; i++) {
      const j = i + Math.floor(this.next() * (idx.length - i));
      [idx[i], idx[j]] = [idx[j], idx[i]];
    }
    return idx.slice(0, n).sort((a, b) => a - b).map((i) => items[i]);
  }
  /** Weighted choice: `weights[i]` is the relative weight of `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((s, w) => s + w, 0);
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i];
      if (r < 0) return items[i];
    }
    return items[items.length - 1];
  }
  letters(count: number): string {
    let out = '';
    for (let i = 0; i < count; i++) out += String.fromCharCode(65 + Math.floor(this.next() * 26));
    return out;
  }
}
