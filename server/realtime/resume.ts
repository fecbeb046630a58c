import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { RESUME_PAGE, type EventEnvelope, type ResumeAck } from '../../contracts/events.js';
import type { AppContext } from '../context.js';
import { domainEvents } from '../db/schema/index.js';

/** A page of replay holds at most this much payload (and at least one event, however large). */
export const RESUME_PAGE_BYTES = 512 * 1024;
/** Replays one socket may ask for in RESUME_WINDOW_MS: a tab catching up pages a few times, not hundreds. */
export const RESUMES_PER_WINDOW = 5;
export const RESUME_WINDOW_MS = 10_000;
/** When a replay could not be read (the database did not answer), the tab asks again after this long. */
export const RESUME_RETRY_MS = 1_000;

/**
 * A socket's allowance of replays: `take()` is 0 when one may be sent now, else the
 * milliseconds until the next may (a sliding window over the last RESUMES_PER_WINDOW replays).
 */
export function resumeAllowance(now: () => number = Date.now): { take(): number } {
  const sent: number[] = [];
  return {
    take() {
      const t = now();
      while (sent.length > 0 && sent[0] <= t - RESUME_WINDOW_MS) sent.shift();
      if (sent.length >= RESUMES_PER_WINDOW) return sent[0] + RESUME_WINDOW_MS - t;
      sent.push(t);
      return 0;
    },
  };
}

/**
 * Events after `lastEventId` that this user may see, oldest first, a page at a time: at most
 * RESUME_PAGE events and RESUME_PAGE_BYTES of payload.
 */
export async function loadMissedEvents(
  app: AppContext,
  who: { userId: string; workspaceId: string },
  lastEventId: number,
): Promise<ResumeAck> {
  // The same rule as the live rooms (roomFor): nothing of another workspace, even the user's own.
  const visible = or(
    and(eq(domainEvents.userId, who.userId), or(isNull(domainEvents.workspaceId), eq(domainEvents.workspaceId, who.workspaceId))),
    and(isNull(domainEvents.userId), eq(domainEvents.workspaceId, who.workspaceId)),
  );
  if (lastEventId < 0) {
    const [row] = await app.db.select({ head: sql<number>`coalesce(max(${domainEvents.id}), 0)::int` }).from(domainEvents).where(visible);
    return { events: [], more: false, head: Number(row?.head ?? 0) };
  }
  const rows = await app.db
    .select()
    .from(domainEvents)
    .where(
      and(gt(domainEvents.id, lastEventId), visible),
    )
    .orderBy(asc(domainEvents.id))
    .limit(RESUME_PAGE + 1);
  const events: EventEnvelope[] = [];
  let bytes = 0;
  for (const r of rows.slice(0, RESUME_PAGE)) {
    bytes += JSON.stringify(r.payload).length;
    if (events.length > 0 && bytes > RESUME_PAGE_BYTES) break;
    events.push({ id: r.id, type: r.type, payload: r.payload, at: r.createdAt.toISOString() } as EventEnvelope);
  }
  return { events, more: rows.length > events.length };
}
