import { and, asc, eq, sql } from 'drizzle-orm';
import type { Supplier, UpdateSupplierRequest } from '../../contracts/orders.js';
import { DEFAULT_TRANSIT_DAYS } from '../../contracts/orders.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import type { Db } from '../db/connect.js';
import { inTransaction, type Tx } from '../events/outbox.js';
import { notFound } from '../http/errors.js';
import { orderSuppliers, suppliers as catalogueSuppliers } from '../db/schema/index.js';

export type SupplierRow = typeof orderSuppliers.$inferSelect;

export const presentSupplier = (r: SupplierRow): Supplier => ({
  id: r.id,
  name: r.name,
  orderEmail: r.orderEmail,
  accountNumber: r.accountNumber,
  notes: r.notes,
  transitDays: r.transitDays,
  location: r.location,
  createdAt: r.createdAt.toISOString(),
});

/**
 * The workspace's record of a supplier, made on first use from the catalogue's supplier of that
 * name (its location); the rep adds the order email, account number and transit days.
 */
export async function supplierFor(tx: Tx, workspaceId: string, name: string): Promise<SupplierRow> {
  const clean = name.trim() || 'Unknown supplier';
  const [known] = await tx.select().from(orderSuppliers).where(and(eq(orderSuppliers.workspaceId, workspaceId), sql`lower(${orderSuppliers.name}) = lower(${clean})`));
  if (known) return known;
  const [catalogue] = await tx.select({ location: catalogueSuppliers.location }).from(catalogueSuppliers).where(eq(catalogueSuppliers.name, clean)).limit(1);
  await tx
    .insert(orderSuppliers)
    .values({ workspaceId, name: clean, location: catalogue?.location ?? null, transitDays: DEFAULT_TRANSIT_DAYS })
    .onConflictDoNothing();
  const [made] = await tx.select().from(orderSuppliers).where(and(eq(orderSuppliers.workspaceId, workspaceId), sql`lower(${orderSuppliers.name}) = lower(${clean})`));
  return made!;
}

export async function listSuppliers(db: Db, workspaceId: string): Promise<Supplier[]> {
  const rows = await db.select().from(orderSuppliers).where(eq(orderSuppliers.workspaceId, workspaceId)).orderBy(asc(sql`lower(${orderSuppliers.name})`));
  return rows.map(presentSupplier);
}

export async function updateSupplier(app: AppContext, actor: Actor, id: string, body: UpdateSupplierRequest): Promise<Supplier> {
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .update(orderSuppliers)
      .set({
        ...(body.orderEmail !== undefined ? { orderEmail: body.orderEmail?.trim().toLowerCase() || null } : {}),
        ...(body.accountNumber !== undefined ? { accountNumber: body.accountNumber || null } : {}),
        ...(body.notes !== undefined ? { notes: body.notes || null } : {}),
        ...(body.transitDays !== undefined ? { transitDays: body.transitDays } : {}),
        updatedAt: new Date(),
      })
      .where(and(eq(orderSuppliers.id, id), eq(orderSuppliers.workspaceId, actor.workspaceId)))
      .returning();
    if (!row) throw notFound('Supplier not found');
    const supplier = presentSupplier(row);
    await publish({ type: 'supplier.updated', workspaceId: actor.workspaceId, actorId: actor.userId, payload: { supplier } });
    return supplier;
  });
}
