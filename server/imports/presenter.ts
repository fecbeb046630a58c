import { and, desc, eq } from 'drizzle-orm';
import { IMPORT_UNDO_HOURS, type ColumnTarget, type DuplicatePolicy, type ImportCounts, type ImportProblem, type ImportStatus, type ImportSummary } from '../../contracts/imports.js';
import type { Db, Tx } from '../db/connect.js';
import { imports, users } from '../db/schema/index.js';
import { emptyCounts } from './store.js';

export type ImportRow = typeof imports.$inferSelect;

const HOUR_MS = 3_600_000;

/** Until when a finished import may be undone, or null when it may not (any more). */
export function undoableUntil(row: Pick<ImportRow, 'status' | 'finishedAt'>, now: Date): Date | null {
  if (row.status !== 'done' || !row.finishedAt) return null;
  const until = new Date(row.finishedAt.getTime() + IMPORT_UNDO_HOURS * HOUR_MS);
  return until > now ? until : null;
}

export const targetsOf = (row: Pick<ImportRow, 'mapping' | 'headers'>): ColumnTarget[] => {
  const mapping = Array.isArray(row.mapping) ? (row.mapping as ColumnTarget[]) : [];
  return row.headers.map((_, i) => mapping[i] ?? 'skip');
};

export function presentImport(row: ImportRow, createdBy: string | null, now: Date): ImportSummary {
  return {
    id: row.id,
    fileName: row.fileName,
    fileSize: row.fileSize,
    status: row.status as ImportStatus,
    kind: (row.kind as ImportSummary['kind']) ?? null,
    rowCount: row.rowCount,
    processed: row.processed,
    counts: { ...emptyCounts(), ...(row.counts as Partial<ImportCounts>) },
    duplicates: row.duplicates as DuplicatePolicy,
    createdBy: { id: row.userId, name: createdBy ?? 'A former member' },
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    undoneAt: row.undoneAt?.toISOString() ?? null,
    undoableUntil: undoableUntil(row, now)?.toISOString() ?? null,
    error: row.error,
  };
}

export const problemsOf = (row: Pick<ImportRow, 'problems'>): ImportProblem[] => (Array.isArray(row.problems) ? (row.problems as ImportProblem[]) : []);

const selection = { row: imports, createdBy: users.fullName };

export async function findImport(db: Db | Tx, workspaceId: string, id: string): Promise<{ row: ImportRow; createdBy: string | null } | undefined> {
  const [found] = await db
    .select(selection)
    .from(imports)
    .leftJoin(users, eq(users.id, imports.userId))
    .where(and(eq(imports.id, id), eq(imports.workspaceId, workspaceId)));
  return found;
}

export async function listImports(db: Db, workspaceId: string, now: Date): Promise<ImportSummary[]> {
  const rows = await db
    .select(selection)
    .from(imports)
    .leftJoin(users, eq(users.id, imports.userId))
    .where(eq(imports.workspaceId, workspaceId))
    .orderBy(desc(imports.createdAt))
    .limit(200);
  return rows.map((r) => presentImport(r.row, r.createdBy, now));
}
