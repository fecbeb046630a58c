import { and, asc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { RESUME_PAGE, type EventEnvelope, type ResumeAck } from '../../contracts/events.js';
import type { AppContext } from '../context.js';
import { domainEvents } from '../db/schema/index.js';

/** Events after `lastEventId` that this user may see, oldest first, a page at a time. */
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
  const more = rows.length > RESUME_PAGE;
  const events = rows.slice(0, RESUME_PAGE).map(
    (r) => ({ id: r.id, type: r.type, payload: r.payload, at: r.createdAt.toISOString() }) as EventEnvelope,
  );
  return { events, more };
}
