import { sql, type SQL } from 'drizzle-orm';

/** A report's resolved range: whole UTC days `from`..`to` inclusive, and the instants around them. */
export type ReportRange = { from: string; to: string; start: Date; end: Date };

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
/** The first instant of the UTC month `offset` months from `d`'s. */
const monthStart = (d: Date, offset = 0) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + offset, 1));

/**
 * The range a report covers: as asked, else the last twelve months — the first day of the month
 * eleven months back up to today (by the app's clock).
 */
export function resolveRange(q: { from?: string; to?: string }, now: Date): ReportRange {
  const to = q.to ?? dayOf(now);
  const from = q.from ?? dayOf(monthStart(now, -11));
  const start = new Date(`${from}T00:00:00Z`);
  const end = new Date(new Date(`${to}T00:00:00Z`).getTime() + 86_400_000);
  return { from, to, start, end };
}

/** Every `YYYY-MM` the range touches, oldest first (at most 120). */
export function monthsOf(range: ReportRange): string[] {
  const months: string[] = [];
  for (let m = monthStart(range.start); m < range.end && months.length < 120; m = monthStart(m, 1)) months.push(m.toISOString().slice(0, 7));
  return months;
}

/** `YYYY-MM` of a timestamp column, in UTC. */
export const monthSql = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/** Only the companies one rep owns, when the report is filtered by owner (raw SQL over `companies`). */
export const ownerSql = (ownerId: string | undefined) => (ownerId ? sql`and "companies"."owner_id" = ${ownerId}` : sql``);

/** A sum or count from the driver (bigint sums arrive as text). */
export const n = (v: unknown): number => (v === null || v === undefined ? 0 : Number(v));
export const rate = (part: number, whole: number): number | null => (whole > 0 ? Math.round((part / whole) * 1000) / 1000 : null);
