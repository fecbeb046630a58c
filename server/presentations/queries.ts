import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { presentations } from '../db/schema/index.js';
import type { Presentation, PresentationSummary } from '../../contracts/presentations.js';
import { presentPresentation } from './presenter.js';

/** Enough for any person's deck list; the product's list has no paging. */
export const LIST_LIMIT = 500;

/** The workspace's presentations (docs/product.md#teams: the team's), newest first, without their HTML (docs/product.md#presentations: id, title, description, created_at). */
export async function listPresentations(db: Db, workspaceId: string): Promise<PresentationSummary[]> {
  const rows = await db
    .select({
      id: presentations.id,
      title: presentations.title,
      description: presentations.description,
      generationStatus: presentations.generationStatus,
      createdAt: presentations.createdAt,
      updatedAt: presentations.updatedAt,
    })
    .from(presentations)
    .where(eq(presentations.workspaceId, workspaceId))
    .orderBy(desc(presentations.createdAt), desc(presentations.id))
    .limit(LIST_LIMIT);
  return rows.map((r) => ({
    ...r,
    generationStatus: r.generationStatus as PresentationSummary['generationStatus'],
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  }));
}

/**
 * One of the workspace's presentations; undefined for another workspace's (or no) presentation.
 * `lock`: held FOR UPDATE until the transaction ends (a save compares, then writes).
 */
export async function findPresentation(db: Db | Tx, workspaceId: string, id: string, opts: { lock?: boolean } = {}): Promise<Presentation | undefined> {
  const query = db.select().from(presentations).where(and(eq(presentations.id, id), eq(presentations.workspaceId, workspaceId)));
  const [row] = opts.lock ? await query.for('update') : await query;
  return row ? presentPresentation(row) : undefined;
}

/** The dashboard's Presentations card. */
export const countPresentationsSql = (workspaceId: string) =>
  sql<number>`(select count(*)::int from ${presentations} where ${presentations.workspaceId} = ${workspaceId})`;
