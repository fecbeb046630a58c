import { overLimitLine, overLimitNote, type RejectedLine } from '../../contracts/company-batches.js';

/**
 * A list longer than a batch holds: the first `room` rows are kept, each later one is reported
 * with its line and why, and a note says how many were left out.
 */
export function keepWithinLimit<T extends { line: number }>(rows: T[], room: number, max: number, noun: [string, string], show: (row: T) => string) {
  const kept = rows.slice(0, Math.max(room, 0));
  const over = rows.slice(kept.length);
  const leftOut: RejectedLine[] = over.map((r) => ({ line: r.line, text: show(r), message: overLimitLine(max) }));
  const notice = over.length ? overLimitNote(kept.length, over.length, ...noun) : null;
  return { kept, leftOut, notice };
}
