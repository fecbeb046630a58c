/**
 * What may be logged about an unexpected error. Database errors carry user data: Drizzle's
 * message lists the query's parameters and PostgreSQL's `detail` quotes the failing row or key.
 * For those only the code, constraint, table and column are kept (plus where it was thrown).
 */
type PgErrorish = { code?: unknown; constraint?: unknown; table?: unknown; column?: unknown; severity?: unknown; routine?: unknown };

const SQLSTATE = /^[0-9A-Z]{5}$/;

/** The PostgreSQL error in `err` or its cause chain (drizzle wraps it in DrizzleQueryError). */
export function databaseErrorOf(err: unknown): PgErrorish | undefined {
  for (let e = err as (PgErrorish & { cause?: unknown }) | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as typeof e, depth++) {
    if (typeof e.code === 'string' && SQLSTATE.test(e.code) && ('severity' in e || 'routine' in e)) return e;
  }
  return undefined;
}

const isQueryError = (err: unknown): boolean => {
  for (let e = err as { name?: unknown; query?: unknown; params?: unknown; cause?: unknown } | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as typeof e, depth++) {
    if (e.name === 'DrizzleQueryError' || ('query' in e && 'params' in e)) return true;
  }
  return false;
};

/** The stack's frames without its first line (which repeats the message). */
const framesOf = (err: unknown) =>
  typeof (err as { stack?: unknown })?.stack === 'string'
    ? ((err as { stack: string }).stack.split('\n').filter((l) => l.trimStart().startsWith('at ')).slice(0, 8).join('\n') || undefined)
    : undefined;

export function loggableError(err: unknown): Record<string, unknown> {
  const db = databaseErrorOf(err);
  if (!db && !isQueryError(err)) return { err };
  const pick = (v: unknown) => (typeof v === 'string' ? v : undefined);
  return {
    db: { code: pick(db?.code), constraint: pick(db?.constraint), table: pick(db?.table), column: pick(db?.column) },
    stack: framesOf(err),
  };
}
