import { and, eq, inArray } from 'drizzle-orm';
import { companies, contacts, importChanges } from '../db/schema/index.js';
import type { Tx } from '../db/connect.js';
import { RESTORABLE } from './store.js';

const tables = { company: companies, contact: contacts } as const;
type Entity = keyof typeof tables;

/** Only the columns an import may have changed are written back, whatever the stored `before` holds. */
function restorable(entity: Entity, before: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!before || typeof before !== 'object') return out;
  for (const field of RESTORABLE[entity] as readonly string[]) if (Object.hasOwn(before, field)) out[field] = (before as Record<string, unknown>)[field];
  return out;
}

/**
 * Undoes an import in the caller's transaction: removes the contacts, then the companies, it
 * created (those still there), and writes back the fields it changed on records that were there
 * before. Returns how many records it removed and restored.
 */
export async function undoChanges(tx: Tx, workspaceId: string, importId: string): Promise<{ removed: number; restored: number }> {
  const scope = and(eq(importChanges.importId, importId), eq(importChanges.workspaceId, workspaceId));
  let removed = 0;
  let restored = 0;
  for (const entity of ['contact', 'company'] as const) {
    const table = tables[entity];
    const created = tx
      .select({ id: importChanges.recordId })
      .from(importChanges)
      .where(and(scope, eq(importChanges.entity, entity), eq(importChanges.action, 'created')));
    const gone = await tx
      .delete(table)
      .where(and(eq(table.workspaceId, workspaceId), inArray(table.id, created)))
      .returning({ id: table.id });
    removed += gone.length;
    const updated = await tx
      .select({ id: importChanges.recordId, before: importChanges.before })
      .from(importChanges)
      .where(and(scope, eq(importChanges.entity, entity), eq(importChanges.action, 'updated')));
    for (const change of updated) {
      const values = restorable(entity, change.before);
      if (!Object.keys(values).length) continue;
      const back = await tx
        .update(table)
        .set({ ...values, updatedAt: new Date() })
        .where(and(eq(table.id, change.id), eq(table.workspaceId, workspaceId)))
        .returning({ id: table.id });
      restored += back.length;
    }
  }
  return { removed, restored };
}
