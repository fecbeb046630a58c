import { sql } from 'drizzle-orm';
import type { Tx } from '../events/outbox.js';
import { workspaceCounters } from '../db/schema/index.js';

/** Where each of a workspace's number sequences starts (docs/product.md#orders). */
const FIRST = { order: 1001, po: 5001, invoice: 1001 } as const;
export type CounterKind = keyof typeof FIRST;

/**
 * The next number of a workspace's sequence, taken in the caller's transaction: the counter's row is
 * locked until it commits, so two orders made at once get two numbers, and a rolled-back one frees its number.
 */
export async function nextNumber(tx: Tx, workspaceId: string, kind: CounterKind): Promise<number> {
  const [row] = await tx
    .insert(workspaceCounters)
    .values({ workspaceId, kind, last: FIRST[kind] })
    .onConflictDoUpdate({ target: [workspaceCounters.workspaceId, workspaceCounters.kind], set: { last: sql`${workspaceCounters.last} + 1` } })
    .returning({ last: workspaceCounters.last });
  return row!.last;
}
