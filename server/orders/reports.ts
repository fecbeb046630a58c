import { and, asc, eq, gte, inArray, lt } from 'drizzle-orm';
import type { CommissionReport, MarginReport } from '../../contracts/invoices.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { notFound } from '../http/errors.js';
import { salesOrderLines, salesOrders, users } from '../db/schema/index.js';
import { loadOrder } from './queries.js';
import { addDays, dayOf, startOfDay } from '../../contracts/task-rules.js';
import { loadOrderSettings } from './settings.js';

/** docs/product.md#orders: an order's margin report, and reps' commission for a period. */

const pct = (profit: number, sell: number) => (sell === 0 ? 0 : Math.round((profit / sell) * 1000) / 10);

export async function marginReportOf(app: AppContext, actor: Actor, orderId: string): Promise<MarginReport> {
  const record = await loadOrder(app.db, actor.workspaceId, orderId);
  if (!record) throw notFound('Order not found');
  const lines = record.lines.map((l) => {
    const sellCents = l.quantity * l.unitSellCents + l.setupSellCents;
    const costCents = l.quantity * l.unitCostCents + l.setupCostCents;
    return { id: l.id, name: l.name, quantity: l.quantity, sellCents, costCents, profitCents: sellCents - costCents, marginPct: pct(sellCents - costCents, sellCents) };
  });
  const sellCents = lines.reduce((s, l) => s + l.sellCents, 0);
  const costCents = lines.reduce((s, l) => s + l.costCents, 0);
  return { lines, total: { sellCents, costCents, profitCents: sellCents - costCents, marginPct: pct(sellCents - costCents, sellCents) } };
}


/** The period of a report: as asked, else this month so far (the workspace clock's). */
export function periodOf(app: AppContext, query: { from?: string; to?: string }): { from: string; to: string } {
  const today = dayOf(app.clock.now());
  return { from: query.from ?? `${today.slice(0, 8)}01`, to: query.to ?? today };
}

/**
 * Commission per rep: the gross profit (merchandise sell less cost, without shipping and tax) of the
 * orders each rep made in the period, at the workspace's commission rate. A loss earns nothing.
 */
export async function commissionReportOf(app: AppContext, actor: Actor, query: { from?: string; to?: string }): Promise<CommissionReport> {
  const { from, to } = periodOf(app, query);
  const { commissionPct } = await loadOrderSettings(app.db, actor.workspaceId);
  const orders = await app.db
    .select({ id: salesOrders.id, repId: salesOrders.repId, repName: users.fullName })
    .from(salesOrders)
    .leftJoin(users, eq(users.id, salesOrders.repId))
    .where(and(eq(salesOrders.workspaceId, actor.workspaceId), gte(salesOrders.createdAt, startOfDay(from)), lt(salesOrders.createdAt, startOfDay(addDays(to, 1)))))
    .orderBy(asc(salesOrders.createdAt));
  const lines = orders.length ? await app.db.select().from(salesOrderLines).where(inArray(salesOrderLines.orderId, orders.map((o) => o.id))) : [];
  const byRep = new Map<string, CommissionReport['rows'][number]>();
  for (const order of orders) {
    const key = order.repId ?? '';
    const row = byRep.get(key) ?? { repId: order.repId, repName: order.repName ?? 'Former member', orders: 0, sellCents: 0, costCents: 0, profitCents: 0, commissionCents: 0 };
    row.orders += 1;
    for (const l of lines.filter((x) => x.orderId === order.id)) {
      row.sellCents += l.quantity * l.unitSellCents + l.setupSellCents;
      row.costCents += l.quantity * l.unitCostCents + l.setupCostCents;
    }
    row.profitCents = row.sellCents - row.costCents;
    byRep.set(key, row);
  }
  const rows = [...byRep.values()]
    .map((r) => ({ ...r, commissionCents: Math.max(0, Math.floor((r.profitCents * Math.round(commissionPct * 100)) / 10_000 + 0.5)) }))
    .sort((a, b) => b.profitCents - a.profitCents);
  const sum = (k: 'orders' | 'sellCents' | 'costCents' | 'profitCents' | 'commissionCents') => rows.reduce((s, r) => s + r[k], 0);
  return {
    from,
    to,
    commissionPct,
    basis: 'Gross profit (merchandise sell less cost, without shipping and tax) of the orders each rep made in the period',
    rows,
    total: { orders: sum('orders'), sellCents: sum('sellCents'), costCents: sum('costCents'), profitCents: sum('profitCents'), commissionCents: sum('commissionCents') },
  };
}
