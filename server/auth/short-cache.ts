/**
 * A short per-process cache of answers from the database that every request asks for (is this
 * session live, what is this member's role). An answer is kept `ttlMs`; concurrent misses of one
 * key share one lookup (a burst of requests when an entry expires sends one query, not one each).
 * `set` and `forget` are for changes made in this process: from then on callers get the new
 * answer, or a fresh lookup — never one that was under way before the change, whose answer is
 * still returned to the callers already waiting for it but not kept.
 */
export class ShortCache<V extends NonNullable<unknown> | null> {
  private readonly entries = new Map<string, { value: V; until: number }>();
  private readonly pending = new Map<string, Promise<V>>();
  /** Bumped by every change: a lookup that overlapped one is returned but not kept. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 10_000,
  ) {}

  /** The fresh answer for `key`, if there is one (no promise: the hot path stays synchronous). */
  peek(key: string): V | undefined {
    const hit = this.entries.get(key);
    return hit && hit.until > Date.now() ? hit.value : undefined;
  }

  /** The answer for `key`: the fresh one, the lookup under way, or a new lookup with `load`. */
  get(key: string, load: () => Promise<V>): Promise<V> {
    const cached = this.peek(key);
    if (cached !== undefined) return Promise.resolve(cached);
    const pending = this.pending.get(key);
    if (pending) return pending;
    const startedAt = this.generation;
    const lookup: Promise<V> = new Promise<V>((resolve) => resolve(load()))
      .then((value) => {
        if (startedAt === this.generation) this.keep(key, value);
        return value;
      })
      .finally(() => {
        if (this.pending.get(key) === lookup) this.pending.delete(key);
      });
    this.pending.set(key, lookup);
    return lookup;
  }

  /** A change made here: `key`'s answer is now `value`. */
  set(key: string, value: V): void {
    this.changed(key);
    this.keep(key, value);
  }

  /** A change made here: `key`'s next answer is looked up. */
  forget(key: string): void {
    this.changed(key);
    this.entries.delete(key);
  }

  private changed(key: string): void {
    this.generation += 1;
    this.pending.delete(key);
  }

  private keep(key: string, value: V): void {
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, until: Date.now() + this.ttlMs });
  }
}
