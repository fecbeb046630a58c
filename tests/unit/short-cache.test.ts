// The per-process cache behind every request's session and role checks (server/auth/short-cache.ts).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShortCache } from '../../server/auth/short-cache.js';

/** A lookup the test settles by hand, counting how often it was started. */
function lookups<V>() {
  const started: Array<(v: V) => void> = [];
  return {
    started,
    load: () => new Promise<V>((resolve) => started.push(resolve)),
  };
}

afterEach(() => vi.useRealTimers());

describe('ShortCache', () => {
  it('concurrent misses of one key share one lookup, and the answer is kept', async () => {
    const cache = new ShortCache<string | null>(5_000);
    const db = lookups<string | null>();
    const answers = Promise.all([cache.get('k', db.load), cache.get('k', db.load), cache.get('k', db.load)]);
    expect(db.started).toHaveLength(1);
    db.started[0]!('admin');
    expect(await answers).toEqual(['admin', 'admin', 'admin']);
    expect(cache.peek('k')).toBe('admin');
    expect(await cache.get('k', db.load)).toBe('admin');
    expect(db.started).toHaveLength(1);
  });

  it('after forget, callers never join a lookup started before it, and its answer is not kept', async () => {
    const cache = new ShortCache<string | null>(5_000);
    const db = lookups<string | null>();
    const before = cache.get('k', db.load);
    cache.forget('k'); // e.g. the member was removed (after commit)
    const after = cache.get('k', db.load);
    expect(db.started).toHaveLength(2);
    db.started[0]!('admin'); // the old answer, read before the change
    expect(await before).toBe('admin');
    expect(cache.peek('k')).toBeUndefined();
    db.started[1]!(null);
    expect(await after).toBeNull();
    expect(cache.peek('k')).toBeNull();
  });

  it('set answers at once, over a lookup under way', async () => {
    const cache = new ShortCache<boolean>(5_000);
    const db = lookups<boolean>();
    const before = cache.get('session', db.load);
    cache.set('session', false); // the session was ended here
    expect(await cache.get('session', db.load)).toBe(false);
    db.started[0]!(true);
    expect(await before).toBe(true);
    expect(cache.peek('session')).toBe(false);
  });

  it('an answer is looked up again after ttlMs', async () => {
    vi.useFakeTimers();
    const cache = new ShortCache<string>(5_000);
    let loads = 0;
    const load = async () => `answer ${++loads}`;
    expect(await cache.get('k', load)).toBe('answer 1');
    vi.advanceTimersByTime(4_999);
    expect(await cache.get('k', load)).toBe('answer 1');
    vi.advanceTimersByTime(2);
    expect(cache.peek('k')).toBeUndefined();
    expect(await cache.get('k', load)).toBe('answer 2');
  });

  it('a failed lookup fails its callers and is not kept; the next get tries again', async () => {
    const cache = new ShortCache<string>(5_000);
    const failing = () => Promise.reject(new Error('connection lost'));
    await expect(Promise.all([cache.get('k', failing), cache.get('k', failing)])).rejects.toThrow('connection lost');
    expect(await cache.get('k', async () => 'back')).toBe('back');
    const throwing = (): Promise<string> => {
      throw new Error('thrown before any promise');
    };
    await expect(cache.get('other', throwing)).rejects.toThrow('thrown before any promise');
  });

  it('holds at most maxEntries, dropping the oldest', async () => {
    const cache = new ShortCache<number>(5_000, 2);
    for (const [k, v] of [['a', 1], ['b', 2], ['c', 3]] as const) await cache.get(k, async () => v);
    expect([cache.peek('a'), cache.peek('b'), cache.peek('c')]).toEqual([undefined, 2, 3]);
  });
});
