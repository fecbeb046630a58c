import { describe, expect, it } from 'vitest';
import { createEventCursor } from '../../ui/state/event-cursor.js';

describe('event cursor', () => {
  it('applies each id once and remembers the newest', () => {
    const c = createEventCursor();
    c.startAt(10);
    expect(c.accept(11, 0)).toBe(true);
    expect(c.accept(11, 1)).toBe(false);
    expect(c.accept(13, 2)).toBe(true);
    expect(c.accept(12, 3)).toBe(true); // slightly out of order, still applied
    expect(c.lastId).toBe(13);
  });

  it('resumes from the newest id when everything had settled before the drop', () => {
    const c = createEventCursor({ settleMs: 2000 });
    c.startAt(10);
    c.accept(11, 0);
    c.accept(12, 100);
    c.markDisconnected(5000);
    expect(c.resumeFrom()).toBe(12);
  });

  it('resumes from before events that arrived just before the drop, so an overtaken one is replayed', () => {
    const c = createEventCursor({ settleMs: 2000 });
    c.startAt(10);
    c.accept(11, 0);
    // 13 arrives from one server process; 12, from another, is still in flight when the socket drops.
    c.accept(13, 10_000);
    c.markDisconnected(10_005);
    expect(c.resumeFrom()).toBe(11);
    // The replay repeats 13 (skipped) and brings 12.
    expect(c.accept(12, 11_000)).toBe(true);
    expect(c.accept(13, 11_000)).toBe(false);
    c.resumed();
    expect(c.resumeFrom()).toBe(13);
  });

  it('falls back to just before the oldest unsettled id when nothing has settled yet', () => {
    const c = createEventCursor({ settleMs: 2000 });
    c.accept(50, 0);
    c.accept(52, 10);
    c.markDisconnected(20);
    expect(c.resumeFrom()).toBe(49);
  });

  it('asks only for the head before anything was applied', () => {
    const c = createEventCursor();
    c.markDisconnected(0);
    expect(c.resumeFrom()).toBe(-1);
  });

  it('ignores ids far behind the newest (older than what it remembers)', () => {
    const c = createEventCursor({ remember: 100 });
    c.startAt(1000);
    c.accept(1001, 0);
    expect(c.accept(850, 1)).toBe(false);
  });
});
