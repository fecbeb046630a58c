/**
 * Which events a tab has applied, and where it should resume from after a disconnect.
 *
 * Within one server process, outbox ids reach a tab in order. Between processes they can arrive
 * a few milliseconds out of order (each process emits its own events first), so at the moment a
 * socket drops, the newest ids may have overtaken an older one still in flight. The tab therefore
 * resumes from the newest id it had applied at least `settleMs` before the disconnect: the replay
 * may repeat a few events it already has (they are skipped by id), but never skips one.
 */
export type EventCursor = {
  /** true the first time an id is seen (apply it); false for a repeat. */
  accept(id: number, now?: number): boolean;
  /** The newest id applied so far (-1 before any). */
  readonly lastId: number;
  /** Call when the socket drops: fixes the id the next resume starts after. */
  markDisconnected(now?: number): void;
  /** The id to send as `resume {lastEventId}`; -1 asks only for the head. */
  resumeFrom(): number;
  /** After a fresh start's head: nothing before it is wanted. */
  startAt(head: number): void;
  /** The replay after a reconnect is complete. */
  resumed(): void;
};

export function createEventCursor({ settleMs = 2000, remember = 5000 } = {}): EventCursor {
  const seen = new Set<number>();
  let lastId = -1;
  /** Newest id applied more than settleMs ago, as of the last check. */
  let settledId = -1;
  /** Applied ids not yet settled, oldest first. */
  const recent: Array<{ id: number; at: number }> = [];
  let resumeAfter: number | null = null;

  const settle = (now: number) => {
    while (recent.length > 0 && recent[0].at <= now - settleMs) settledId = Math.max(settledId, recent.shift()!.id);
  };

  return {
    accept(id, now = Date.now()) {
      if (seen.has(id) || (lastId >= 0 && id <= lastId - remember)) return false;
      seen.add(id);
      if (seen.size > remember) seen.delete(seen.values().next().value as number);
      lastId = Math.max(lastId, id);
      recent.push({ id, at: now });
      settle(now);
      return true;
    },
    get lastId() {
      return lastId;
    },
    markDisconnected(now = Date.now()) {
      settle(now);
      if (lastId < 0) return;
      // Anything applied in the last settleMs may have overtaken an older event: replay from the
      // newest settled id (or from just before the oldest unsettled one, if nothing has settled).
      if (recent.length === 0) resumeAfter = lastId;
      else resumeAfter = settledId >= 0 ? settledId : Math.min(...recent.map((r) => r.id)) - 1;
    },
    resumeFrom() {
      return resumeAfter ?? lastId;
    },
    resumed() {
      resumeAfter = null;
    },
    startAt(head) {
      lastId = Math.max(lastId, head);
      settledId = Math.max(settledId, head);
      resumeAfter = null;
    },
  };
}
