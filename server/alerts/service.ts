import { and, count, eq, ilike, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Alert, listAlertsQuery } from '../../contracts/alerts.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { buyerSignalAlerts, companies } from '../db/schema/index.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { notFound } from '../http/errors.js';
import { newestEventFirst, presentAlert, findCompany } from '../companies/index.js';
import { containsPattern } from '../db/like.js';
import { forMe, ownedBy, ownerIdOf } from '../team/index.js';

const companyRef = { id: companies.id, name: companies.name, domain: companies.domain };

/** docs/product.md#signals Alerts: newest first, optionally unread only, filtered by company name contains. */
export async function listAlerts(app: AppContext, actor: Actor, q: z.output<typeof listAlertsQuery>): Promise<Alert[]> {
  const conditions: SQL[] = [eq(buyerSignalAlerts.workspaceId, actor.workspaceId), eq(buyerSignalAlerts.isHistory, false)];
  if (q.unread) conditions.push(eq(buyerSignalAlerts.isRead, false));
  if (q.companyId) conditions.push(eq(buyerSignalAlerts.companyId, q.companyId));
  if (q.company) conditions.push(ilike(companies.name, containsPattern(q.company)));
  const ownerId = ownerIdOf(q.owner, actor);
  if (ownerId) conditions.push(ownedBy(ownerId));
  const rows = await app.db
    .select({ alert: buyerSignalAlerts, company: companyRef })
    .from(buyerSignalAlerts)
    .leftJoin(companies, eq(companies.id, buyerSignalAlerts.companyId))
    .where(and(...conditions))
    .orderBy(...newestEventFirst)
    .limit(q.limit);
  return rows.map((r) => presentAlert(r.alert, r.company?.id ? r.company : null));
}

/** The Alerts badge: unread alerts (not history) of companies this person owns or nobody owns. */
export async function unreadAlertsForMe(app: AppContext, actor: Actor): Promise<number> {
  const [row] = await app.db
    .select({ n: count() })
    .from(buyerSignalAlerts)
    .innerJoin(companies, eq(companies.id, buyerSignalAlerts.companyId))
    .where(and(eq(buyerSignalAlerts.workspaceId, actor.workspaceId), eq(buyerSignalAlerts.isRead, false), eq(buyerSignalAlerts.isHistory, false), forMe(actor.userId)));
  return Number(row?.n ?? 0);
}

/** Mark as Read (or unread again); every tab of the workspace hears `alert.updated`. */
export async function setAlertRead(app: AppContext, actor: Actor, id: string, isRead: boolean): Promise<Alert> {
  return inTransaction(app, async (tx, publish) => {
    const alert = await writeAlertRead(tx, publish, actor, id, isRead);
    if (!alert) throw notFound('Alert not found');
    return alert;
  });
}

/**
 * A rep acted on the alert (wrote to the company's contact about it): it is handled, i.e. read,
 * in the caller's transaction, and every tab hears so. An alert already read is left alone.
 */
export async function markAlertHandled(tx: Tx, publish: Publish, actor: Actor, id: string): Promise<void> {
  await writeAlertRead(tx, publish, actor, id, true, eq(buyerSignalAlerts.isRead, false));
}

async function writeAlertRead(tx: Tx, publish: Publish, actor: Actor, id: string, isRead: boolean, only?: SQL): Promise<Alert | null> {
  const [row] = await tx
    .update(buyerSignalAlerts)
    .set({ isRead })
    .where(and(eq(buyerSignalAlerts.id, id), eq(buyerSignalAlerts.workspaceId, actor.workspaceId), only))
    .returning();
  if (!row) return null;
  const [company] = await tx.select(companyRef).from(companies).where(eq(companies.id, row.companyId));
  const alert = presentAlert(row, company ?? null);
  const withFacts = await findCompany(tx, actor.workspaceId, row.companyId);
  await publish({ type: 'alert.updated', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: row.companyId, payload: { alert, company: withFacts } });
  return alert;
}
