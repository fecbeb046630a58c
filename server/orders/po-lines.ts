import type { PoLineSnapshot } from '../db/schema/index.js';

/** A purchase order's lines with the copies of what they add up to: every write of `lines` sets all three. */
export function poLinesColumns(lines: PoLineSnapshot[]): { lines: PoLineSnapshot[]; lineCount: number; costCents: number } {
  return { lines, lineCount: lines.length, costCents: lines.reduce((sum, l) => sum + l.quantity * l.unitCostCents + l.setupCostCents, 0) };
}
