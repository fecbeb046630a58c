// Seeded pseudo-random numbers and hashes for the generated data (catalogue, directory): the same
// seed always yields the same sequence, so the data is identical on every machine and every run.

/** mulberry32: a fast 32-bit PRNG returning floats in [0, 1); the same seed, the same sequence. */
export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A small stable string hash (FNV-1a), used to derive per-item seeds and short ids. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Mixes a seed and a stream number into a well-spread 32-bit value (murmur3 finaliser). */
export function hash32(seed: number, n: number): number {
  let h = (Math.imul(seed >>> 0, 0x9e3779b1) ^ Math.imul((n + 1) >>> 0, 0x85ebca6b)) >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}
