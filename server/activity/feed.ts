import { and, desc, eq, like, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ActivityItem } from '../../contracts/activity.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { activities, companies, users } from '../db/schema/index.js';
import { TELL } from '../companies/timeline.js';

type Details = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** How the kinds that are not a company's own history read in the feed (those are told as on the timeline). */
const TELL_MORE: Record<string, (d: Details) => string> = {
  'contact.added': (d) => `Contact added: ${str(d.name)}`,
  'message.requested': () => 'Message written',
  'member.joined': (d) => `${str(d.name)} joined as ${str(d.role)}`,
};

const textOf = (kind: string, d: Details): string => TELL[kind]?.(d).text ?? TELL_MORE[kind]?.(d) ?? kind;

/**
 * The workspace's activity feed (docs/product.md#teams), newest first by id (commit order), from
 * the activities table; `actor` and `kind` narrow it. A page is `limit` rows; `nextCursor` is the
 * last id when more may follow.
 */
export async function activityFeed(
  app: AppContext,
  actor: Actor,
  q: { actor?: string; kind?: string; cursor?: string; limit: number },
): Promise<{ items: ActivityItem[]; nextCursor: string | null }> {
  const conditions: SQL[] = [eq(activities.workspaceId, actor.workspaceId)];
  if (q.actor) conditions.push(eq(activities.actorId, q.actor));
  if (q.kind) conditions.push(q.kind.includes('.') ? eq(activities.kind, q.kind) : or(eq(activities.kind, q.kind), like(activities.kind, `${q.kind}.%`))!);
  if (q.cursor) conditions.push(lt(activities.id, Number(q.cursor)));
  const rows = await app.db
    .select({ row: activities, actorName: users.fullName, companyName: companies.name })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.actorId))
    .leftJoin(companies, and(eq(activities.subjectType, 'company'), eq(sql`${companies.id}::text`, activities.subjectId), eq(companies.workspaceId, activities.workspaceId)))
    .where(and(...conditions))
    .orderBy(desc(activities.id))
    .limit(q.limit);
  const items = rows.map(({ row, actorName, companyName }) => {
    const details = (row.payload ?? {}) as Details;
    const name = row.subjectType === 'company' ? companyName : row.subjectType === 'member' ? str(details.name) || null : null;
    return {
      id: row.id,
      at: row.createdAt.toISOString(),
      kind: row.kind,
      actor: row.actorId && actorName ? { id: row.actorId, fullName: actorName } : null,
      subject: { type: row.subjectType, id: row.subjectId, name },
      text: textOf(row.kind, details),
    };
  });
  return { items, nextCursor: rows.length === q.limit ? String(rows[rows.length - 1]!.row.id) : null };
}
