import { sql } from 'drizzle-orm';
import type { ActivityReport } from '../../contracts/reports.js';
import type { Db } from '../db/connect.js';
import { n, type ReportRange } from './range.js';

/**
 * What each rep did in the range (docs/product.md#reports): emails sent from their mailbox, replies
 * their mailbox read, proposals they sent (first shared) and had approved, tasks they finished.
 * Every current member has a row; `ownerId` keeps one.
 */
export async function activityReport(db: Db, ws: string, f: { ownerId?: string; range: ReportRange }): Promise<ActivityReport> {
  const inRange = (column: string) => sql`${sql.raw(column)} >= ${f.range.start} and ${sql.raw(column)} < ${f.range.end}`;
  const { rows } = await db.execute<Record<string, unknown>>(sql`
    select u.id as user_id, u.full_name as name,
      (select count(*) from outbound_emails o where o.workspace_id = ${ws} and o.user_id = u.id and o.status = 'sent' and ${inRange('o.sent_at')})::int as messages_sent,
      (select count(*) from inbound_emails i join mailboxes mb on mb.id = i.mailbox_id
         where i.workspace_id = ${ws} and mb.user_id = u.id and i.kind = 'reply' and ${inRange('i.received_at')})::int as replies,
      (select count(*) from proposals p where p.workspace_id = ${ws} and p.created_by = u.id
         and (select min(s.created_at) from proposal_shares s where s.proposal_id = p.id) >= ${f.range.start}
         and (select min(s.created_at) from proposal_shares s where s.proposal_id = p.id) < ${f.range.end})::int as proposals_sent,
      (select count(*) from proposals p where p.workspace_id = ${ws} and p.created_by = u.id and p.status = 'approved' and ${inRange('p.updated_at')})::int as proposals_approved,
      (select count(*) from tasks t where t.workspace_id = ${ws} and t.owner_id = u.id and t.status = 'done' and ${inRange('t.done_at')})::int as tasks_done
    from workspace_members wm join users u on u.id = wm.user_id
    where wm.workspace_id = ${ws} ${f.ownerId ? sql`and u.id = ${f.ownerId}` : sql``}
    order by u.full_name, u.id`);
  return {
    range: { from: f.range.from, to: f.range.to },
    reps: rows.map((r) => ({
      userId: String(r.user_id),
      name: String(r.name),
      messagesSent: n(r.messages_sent),
      replies: n(r.replies),
      proposalsSent: n(r.proposals_sent),
      proposalsApproved: n(r.proposals_approved),
      tasksDone: n(r.tasks_done),
    })),
  };
}
