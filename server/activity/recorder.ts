import { inArray, sql } from 'drizzle-orm';
import type { EventRecorder, NewEvent, Tx } from '../events/outbox.js';
import { activities, companies, contacts, users } from '../db/schema/index.js';
import { activityOfEvents, type ActivityOf } from './of-event.js';
import type { ActivityMappers } from '../ports/activity.js';
import { presentActivity, type ActivityNames } from './feed.js';

type NewActivity = typeof activities.$inferInsert;

/**
 * The activity history's recorder, over the areas' activity mappers (server/app.ts makes it and
 * hands it to the transaction helpers of server/events/outbox.ts): history outlives the outbox, so
 * events an area maps (its `activity`, ./of-event.ts) also leave an `activities` row, in the same transaction and order, dated like
 * them (both take the transaction's `now()`). A per-user event's workspace is its user's.
 *
 * Before the outbox lock it maps the events, finds those workspaces and reads the names the feed
 * tells the rows with; under the lock it only inserts the rows — so their ids follow commit order,
 * which the feed's `id < cursor` pages and its live arrivals (newer than the first page's top id)
 * rely on — and returns each row's `activity.created` event, for the whole workspace
 * (docs/product.md#teams), which the outbox writes after the events they came from.
 */
export function createActivityRecorder(mappers: ActivityMappers): EventRecorder {
  const activityOf = activityOfEvents(mappers);
  return async (tx, events) => {
    const values = await activitiesOf(tx, events, activityOf);
    if (values.length === 0) return null;
    const names = await namesOf(tx, values);
    return async (locked) => {
      // Ids are drawn in VALUES order, so the i-th smallest id is the i-th row's.
      const rows = (await locked.insert(activities).values(values).returning()).sort((a, b) => a.id - b.id);
      return rows.map((row, i): NewEvent<'activity.created'> => ({
        type: 'activity.created',
        workspaceId: row.workspaceId,
        actorId: row.actorId,
        subjectId: row.subjectId,
        payload: { activity: presentActivity(row, names[i]) },
      }));
    };
  };
}

async function activitiesOf(tx: Tx, events: readonly NewEvent[], activityOf: ActivityOf): Promise<NewActivity[]> {
  const drafts = events.flatMap((event) => {
    const draft = activityOf(event);
    return draft ? [{ event, draft, owner: event.userId ?? event.actorId ?? null }] : [];
  });
  const owners = [...new Set(drafts.flatMap((d) => (!d.event.workspaceId && d.owner ? [d.owner] : [])))];
  const workspaceOf = new Map<string, string>();
  if (owners.length) {
    for (const u of await tx.select({ id: users.id, workspaceId: users.workspaceId }).from(users).where(inArray(users.id, owners))) workspaceOf.set(u.id, u.workspaceId);
  }
  return drafts.flatMap(({ event, draft, owner }) => {
    const workspaceId = event.workspaceId ?? (owner ? workspaceOf.get(owner) : undefined);
    return workspaceId ? [{ ...draft, workspaceId, actorId: event.actorId ?? null }] : [];
  });
}

const unique = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))];

/** The actor's and the subject's names of each row, as the feed's reader joins them (server/activity/feed.ts). */
async function namesOf(tx: Tx, values: NewActivity[]): Promise<ActivityNames[]> {
  const subjects = (type: string) => unique(values.map((v) => (v.subjectType === type ? v.subjectId : null)));
  const actorIds = unique(values.map((v) => v.actorId));
  const companyIds = subjects('company');
  const contactIds = subjects('contact');
  const actorName = new Map<string, string>();
  if (actorIds.length) for (const u of await tx.select({ id: users.id, name: users.fullName }).from(users).where(inArray(users.id, actorIds))) actorName.set(u.id, u.name);
  // A subject is named only by a record of its own workspace (ids compared as text, as the reader does).
  const companyName = new Map<string, string>();
  if (companyIds.length) {
    const rows = await tx
      .select({ id: sql<string>`${companies.id}::text`, workspaceId: companies.workspaceId, name: companies.name })
      .from(companies)
      .where(inArray(sql`${companies.id}::text`, companyIds));
    for (const c of rows) companyName.set(`${c.workspaceId}/${c.id}`, c.name);
  }
  const contactName = new Map<string, { first: string; last: string | null }>();
  if (contactIds.length) {
    const rows = await tx
      .select({ id: sql<string>`${contacts.id}::text`, workspaceId: contacts.workspaceId, first: contacts.firstName, last: contacts.lastName })
      .from(contacts)
      .where(inArray(sql`${contacts.id}::text`, contactIds));
    for (const c of rows) contactName.set(`${c.workspaceId}/${c.id}`, { first: c.first, last: c.last });
  }
  return values.map((v) => {
    const key = `${v.workspaceId}/${v.subjectId}`;
    const contact = v.subjectType === 'contact' ? contactName.get(key) : undefined;
    return {
      actorName: v.actorId ? (actorName.get(v.actorId) ?? null) : null,
      companyName: v.subjectType === 'company' ? (companyName.get(key) ?? null) : null,
      contactFirst: contact?.first ?? null,
      contactLast: contact?.last ?? null,
    };
  });
}
