import { and, count, eq, gte } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Db, Tx } from '../db/connect.js';
import { mailboxes, outboundEmails, workspaceMailSettings } from '../db/schema/index.js';
import type { MailboxRow } from './credentials.js';
import { startOfLocalDay } from './calendar.js';

export async function mailboxRowOf(db: Db | Tx, workspaceId: string, userId: string): Promise<MailboxRow | undefined> {
  const [row] = await db
    .select()
    .from(mailboxes)
    .where(and(eq(mailboxes.workspaceId, workspaceId), eq(mailboxes.userId, userId)));
  return row;
}

export async function mailSettingsRowOf(db: Db | Tx, workspaceId: string) {
  const [row] = await db.select().from(workspaceMailSettings).where(eq(workspaceMailSettings.workspaceId, workspaceId));
  return row;
}

/** Emails this user's mailbox sent since midnight in the workspace's time zone. */
export async function sentToday(app: AppContext, db: Db | Tx, workspaceId: string, userId: string, timeZone?: string): Promise<number> {
  const tz = timeZone ?? (await mailSettingsRowOf(db, workspaceId))?.timeZone ?? 'UTC';
  const [row] = await db
    .select({ n: count() })
    .from(outboundEmails)
    .where(and(eq(outboundEmails.workspaceId, workspaceId), eq(outboundEmails.userId, userId), eq(outboundEmails.status, 'sent'), gte(outboundEmails.sentAt, startOfLocalDay(app.clock.now(), tz))));
  return row?.n ?? 0;
}
