import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../db/connect.js';
import { emailSuppressions } from '../db/schema/index.js';

export type SuppressionReason = 'unsubscribed' | 'bounced';

/** Addresses are compared lower-cased and trimmed. */
export const normalEmail = (email: string) => email.trim().toLowerCase();

/** Puts an address on the workspace's do-not-email list (an unsubscribe is kept over a later bounce). */
export async function suppressAddress(tx: Tx | Db, workspaceId: string, email: string, reason: SuppressionReason): Promise<void> {
  await tx
    .insert(emailSuppressions)
    .values({ workspaceId, email: normalEmail(email), reason })
    .onConflictDoNothing();
}

export async function isSuppressed(db: Tx | Db, workspaceId: string, email: string): Promise<boolean> {
  const [row] = await db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(and(eq(emailSuppressions.workspaceId, workspaceId), eq(emailSuppressions.email, normalEmail(email))));
  return Boolean(row);
}

/** Which of these addresses are suppressed (lower-cased). */
export async function suppressedAmong(db: Tx | Db, workspaceId: string, emails: readonly string[]): Promise<Set<string>> {
  const wanted = [...new Set(emails.map(normalEmail))];
  if (!wanted.length) return new Set();
  const rows = await db
    .select({ email: emailSuppressions.email })
    .from(emailSuppressions)
    .where(and(eq(emailSuppressions.workspaceId, workspaceId), inArray(emailSuppressions.email, wanted)));
  return new Set(rows.map((r) => r.email));
}

