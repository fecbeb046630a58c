import { sql } from 'drizzle-orm';
import type { Tx } from '../events/outbox.js';
import { BATCH_KINDS, type BatchKind } from './batch-kinds.js';

/**
 * The one rule for a batch's status, for company and contact batches: a pending batch becomes
 * processed once none of its rows is pending (each imported or skipped), or — `reviewed` — when
 * the user finished reviewing it (Import Selected on lookalikes, docs/product.md#company-batches). Rows left
 * pending can still be imported later.
 */
export async function settleBatchStatus(tx: Tx, kind: BatchKind, batchId: string, opts: { reviewed?: boolean } = {}): Promise<void> {
  const { batches, rows } = BATCH_KINDS[kind];
  const done = opts.reviewed ? sql`true` : sql`not exists (select 1 from ${rows} where ${rows.batchId} = ${batchId} and ${rows.status} = 'pending')`;
  await tx.execute(sql`
    update ${batches} set status = 'processed'
    where ${batches.id} = ${batchId} and ${batches.status} = 'pending'
      and exists (select 1 from ${rows} where ${rows.batchId} = ${batchId})
      and ${done}`);
}
