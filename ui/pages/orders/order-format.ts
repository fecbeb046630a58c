import { formatDay } from '../../lib/dates.js';

/** A calendar day (`YYYY-MM-DD`) as the app writes days: "Mar 4, 2026" (never shifted by the browser's zone). */
export const formatIsoDay = (day: string): string => formatDay(`${day.slice(0, 10)}T00:00`);

/** A day or a dash. */
export const dayOrDash = (day: string | null | undefined): string => (day ? formatIsoDay(day) : '—');

/** The browser's today as `YYYY-MM-DD` (a default for a ship date the rep can change). */
export function localToday(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
