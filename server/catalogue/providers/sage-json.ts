/** Lenient readers for SAGE's loosely typed JSON (the search and detail mapping, sage.ts, and the costing, sage-costing.ts). */

export type Json = Record<string, unknown>;

export function asRecord(v: unknown): Json | null {
  return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Json) : null;
}
export function str(v: unknown): string {
  if (typeof v === 'string') return v.trim();
  if (typeof v === 'number' && Number.isFinite(v)) return String(v);
  return '';
}
/** Numbers may come as numbers or numeric strings; '' (and anything else) is null, not zero. */
export function num(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v !== 'string' || v.trim() === '') return null;
  const n = Number(v.trim().replace(/,/g, ''));
  return Number.isFinite(n) ? n : null;
}
export function truthy(v: unknown): boolean {
  return v === true || v === 1 || (typeof v === 'string' && ['true', '1', 'y', 'yes'].includes(v.trim().toLowerCase()));
}
export function textList(v: unknown): string[] {
  const parts = Array.isArray(v) ? v.map(str) : str(v).split(',');
  return [...new Set(parts.map((p) => p.trim()).filter((p) => p !== ''))];
}
