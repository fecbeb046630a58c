import { eq } from 'drizzle-orm';
import { DEFAULT_ORDER_SETTINGS, type OrderSettings } from '../../contracts/invoices.js';
import type { z } from 'zod';
import type { updateOrderSettingsRequest } from '../../contracts/invoices.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import type { Db } from '../db/connect.js';
import { inTransaction, type Tx } from '../events/outbox.js';
import { orderSettings } from '../db/schema/index.js';

/** The workspace's order rules (commission, invoice terms, PO terms); the defaults until an admin saves them. */
export async function loadOrderSettings(db: Db | Tx, workspaceId: string): Promise<OrderSettings> {
  const [row] = await db.select().from(orderSettings).where(eq(orderSettings.workspaceId, workspaceId));
  return row ? { commissionPct: row.commissionBp / 100, invoiceDueDays: row.invoiceDueDays, poTerms: row.poTerms } : DEFAULT_ORDER_SETTINGS;
}

export async function saveOrderSettings(app: AppContext, actor: Actor, body: z.output<typeof updateOrderSettingsRequest>): Promise<OrderSettings> {
  return inTransaction(app, async (tx, publish) => {
    const next = { ...(await loadOrderSettings(tx, actor.workspaceId)), ...Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) } as OrderSettings;
    const row = { commissionBp: Math.round(next.commissionPct * 100), invoiceDueDays: next.invoiceDueDays, poTerms: next.poTerms, updatedAt: new Date() };
    await tx.insert(orderSettings).values({ workspaceId: actor.workspaceId, ...row }).onConflictDoUpdate({ target: orderSettings.workspaceId, set: row });
    const settings = await loadOrderSettings(tx, actor.workspaceId);
    await publish({ type: 'order_settings.updated', workspaceId: actor.workspaceId, actorId: actor.userId, payload: { settings } });
    return settings;
  });
}
