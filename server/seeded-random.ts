// A stable hash for what the server derives from the built-in data (decoration options, by item
// number): the same input gives the same output on every machine. The generators' own seeded
// random numbers and hashes are in seed/prng.ts.

/** A small stable string hash (FNV-1a), used to derive per-item seeds and short ids. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}
