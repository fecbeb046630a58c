import { and, desc, eq, like, lt, notLike, or, sql, type SQL } from 'drizzle-orm';
import { PROPOSAL_KIND_PREFIX, type ActivityItem } from '../../contracts/activity.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import type { Db } from '../db/connect.js';
import { activities, companies, contacts, users } from '../db/schema/index.js';
import { TELL } from '../companies/index.js';

type Details = Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** How the kinds that are not a company's own history read in the feed (those are told as on the timeline). */
const TELL_MORE: Record<string, (d: Details) => string> = {
  'contact.added': (d) => `Contact added: ${str(d.name)}`,
  'message.requested': () => 'Message written',
  'message.email_sent': (d) => `Email sent to ${str(d.to)}: ${str(d.subject)}`,
  'message.reply_received': (d) => `Reply from ${str(d.from)}: ${str(d.subject)}`,
  'message.email_bounced': (d) => str(d.summary),
  'member.joined': (d) => `${str(d.name)} joined as ${str(d.role)}`,
  'company.proposal_created': (d) => `Proposal created: ${str(d.title)}`,
  // "Acme approved 3 of 5 items" (contracts/proposals.ts clientActionSummary), with the proposal when known.
  'company.proposal_client_action': (d) => (str(d.title) ? `${str(d.summary)} — ${str(d.title)}` : str(d.summary)),
};

/** The feed's sentence for one activity; every kind the feed holds has one (a raw kind only for an unknown one). */
export const activityText = (kind: string, d: Details): string => TELL[kind]?.(d).text ?? TELL_MORE[kind]?.(d) ?? kind;

/** An activities row, and the names the feed tells it with (its actor's, its subject's). */
export type ActivityRow = typeof activities.$inferSelect;
export type ActivityNames = { actorName: string | null; companyName: string | null; contactFirst: string | null; contactLast: string | null };

/** One activity as the feed presents it (actor's name, subject's name, text). */
export function presentActivity(row: ActivityRow, { actorName, companyName, contactFirst, contactLast }: ActivityNames): ActivityItem {
  const details = (row.payload ?? {}) as Details;
  const name =
    row.subjectType === 'company'
      ? companyName
      : row.subjectType === 'contact'
        ? contactFirst === null
          ? null
          : `${contactFirst} ${contactLast ?? ''}`.trim()
        : row.subjectType === 'member'
          ? str(details.name) || null
          : null;
  return {
    id: row.id,
    at: row.createdAt.toISOString(),
    kind: row.kind,
    actor: row.actorId && actorName ? { id: row.actorId, fullName: actorName } : null,
    subject: { type: row.subjectType, id: row.subjectId, name },
    text: activityText(row.kind, details),
  };
}

/**
 * Activity rows as the feed presents them, newest first: the reader behind GET /api/activity.
 * (The `activity.created` event presents the rows a transaction writes the same way: ./recorder.ts.)
 */
async function readActivityItems(db: Db, where: SQL | undefined, limit: number): Promise<ActivityItem[]> {
  const rows = await db
    .select({ row: activities, actorName: users.fullName, companyName: companies.name, contactFirst: contacts.firstName, contactLast: contacts.lastName })
    .from(activities)
    .leftJoin(users, eq(users.id, activities.actorId))
    .leftJoin(companies, and(eq(activities.subjectType, 'company'), eq(sql`${companies.id}::text`, activities.subjectId), eq(companies.workspaceId, activities.workspaceId)))
    .leftJoin(contacts, and(eq(activities.subjectType, 'contact'), eq(sql`${contacts.id}::text`, activities.subjectId), eq(contacts.workspaceId, activities.workspaceId)))
    .where(where)
    .orderBy(desc(activities.id))
    .limit(limit);
  return rows.map(({ row, ...names }) => presentActivity(row, names));
}

/** LIKE pattern of the proposal family's kinds (`_` escaped: it is LIKE's any-character). */
const PROPOSAL_KINDS = `${PROPOSAL_KIND_PREFIX.replace(/_/g, '\\_')}%`;

/** The `kind` filter in SQL: one kind, or a family as `activityFamily` (contracts/activity.ts) tells it. */
function kindCondition(kind: string): SQL {
  if (kind.includes('.')) return eq(activities.kind, kind);
  if (kind === 'proposal') return like(activities.kind, PROPOSAL_KINDS);
  const family = or(eq(activities.kind, kind), like(activities.kind, `${kind}.%`))!;
  return kind === 'company' ? and(family, notLike(activities.kind, PROPOSAL_KINDS))! : family;
}

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
  if (q.kind) conditions.push(kindCondition(q.kind));
  if (q.cursor) conditions.push(lt(activities.id, Number(q.cursor)));
  const items = await readActivityItems(app.db, and(...conditions), q.limit);
  return { items, nextCursor: items.length === q.limit ? String(items[items.length - 1]!.id) : null };
}
