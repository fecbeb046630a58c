import { and, desc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import type { Publish, Tx } from '../events/outbox.js';
import type { Db } from '../db/connect.js';
import type { Enqueue } from '../jobs/transaction.js';
import { proposalActions } from '../db/schema/index.js';
import { assertCanSend, queueDocumentEmail } from '../mail/index.js';
import type { OrderRecord } from './queries.js';

type Client = { name: string; email: string };

/** For each proposal, the name and email the client gave when they approved it (the newest approval). */
export async function clientsOf(db: Db | Tx, proposalIds: string[]): Promise<Map<string, Client>> {
  const found = new Map<string, Client>();
  if (proposalIds.length === 0) return found;
  const rows = await db
    .select({ proposalId: proposalActions.proposalId, name: proposalActions.actorName, email: proposalActions.actorEmail })
    .from(proposalActions)
    .where(and(inArray(proposalActions.proposalId, [...new Set(proposalIds)]), eq(proposalActions.kind, 'approve')))
    .orderBy(desc(proposalActions.at));
  for (const r of rows) if (!found.has(r.proposalId)) found.set(r.proposalId, { name: r.name, email: r.email });
  return found;
}

/** The client who approved one proposal, or null. */
export async function clientOf(db: Db | Tx, proposalId: string | null): Promise<Client | null> {
  return proposalId ? ((await clientsOf(db, [proposalId])).get(proposalId) ?? null) : null;
}

/** Who an email to the client goes to and from; null when no client email is known or the rep cannot send. */
export type ClientMailRoute = { to: { name: string; email: string }; fromEmail: string } | null;

/** Read before the transaction that sends (the embedded database has one connection: no read beside a transaction). */
export async function clientMailRoute(app: AppContext, actor: Actor, proposalId: string | null): Promise<ClientMailRoute> {
  const to = await clientOf(app.db, proposalId);
  if (!to) return null;
  const fromEmail = await assertCanSend(app, actor).catch(() => null);
  return fromEmail ? { to, fromEmail } : null;
}

/**
 * Tells the client something about their order by email from the rep's mailbox (or the workspace
 * relay), in the caller's transaction: a proof that awaits them, a shipment, an invoice. Nothing is
 * sent without a route (clientMailRoute); the order's page and the client's link still show everything.
 */
export async function notifyClient(
  tx: Tx,
  publish: Publish,
  enqueue: Enqueue,
  actor: Actor,
  route: ClientMailRoute,
  record: OrderRecord,
  mail: { subject: string; body: string; attachment?: { filename: string; content: Buffer } },
): Promise<string | null> {
  if (!route) return null;
  const row = await queueDocumentEmail(tx, publish, enqueue, {
    workspaceId: record.row.workspaceId,
    userId: actor.userId,
    companyId: record.row.companyId,
    toEmail: route.to.email,
    toName: route.to.name,
    subject: mail.subject,
    body: `Hello ${route.to.name},\n\n${mail.body}`,
    fromEmail: route.fromEmail,
    attachment: mail.attachment ?? null,
  });
  return row.id;
}
