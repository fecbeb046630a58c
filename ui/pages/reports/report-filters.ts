import { format, startOfMonth, startOfYear, subMonths } from 'date-fns';
import type { ReportsQuery } from '../../../contracts/reports.js';
import { validOwner, validRange } from '../../lib/address-params.js';

/**
 * The reports' filters as the address holds them (`/reports?owner=me&from=2026-01-01&to=2026-03-31`),
 * so a link reproduces the view. '' is unset: everyone's deals, the server's default range.
 */
export type ReportFilters = { owner: string; from: string; to: string };

/** Reads the filters from the address's search; what is not valid is left out. */
export function filtersFromSearch(search: string): ReportFilters {
  const params = new URLSearchParams(search);
  const [from, to] = validRange(params.get('from'), params.get('to'));
  return { owner: validOwner(params.get('owner')), from, to };
}

/** The address's search for the filters, unset ones left out ('' for none). */
export function searchOfFilters(filters: ReportFilters): string {
  const params = new URLSearchParams();
  for (const key of ['owner', 'from', 'to'] as const) if (filters[key]) params.set(key, filters[key]);
  return params.toString();
}

/** The reports' query; the pipeline report is as it stands now, so it takes the owner only. */
export function queryOfFilters(filters: ReportFilters, withDates = true): ReportsQuery {
  return {
    owner: filters.owner || undefined,
    from: withDates ? filters.from || undefined : undefined,
    to: withDates ? filters.to || undefined : undefined,
  };
}

const day = (date: Date) => format(date, 'yyyy-MM-dd');

/** Quick ranges, up to today on the browser's calendar. Last 12 months is the server's default range. */
export const RANGE_PRESETS = [
  { label: 'This month', range: (today: Date) => ({ from: day(startOfMonth(today)), to: day(today) }) },
  { label: 'Last 3 months', range: (today: Date) => ({ from: day(startOfMonth(subMonths(today, 2))), to: day(today) }) },
  { label: 'This year', range: (today: Date) => ({ from: day(startOfYear(today)), to: day(today) }) },
  { label: 'Last 12 months', range: () => ({ from: '', to: '' }) },
] as const;

/** The preset the filters' range is, if any. */
export function activePreset(filters: ReportFilters, today: Date): string | undefined {
  return RANGE_PRESETS.find((p) => {
    const r = p.range(today);
    return r.from === filters.from && r.to === filters.to;
  })?.label;
}

/** What every report section is given: the page's filters, and the live version to re-read at. */
export type SectionProps = { filters: ReportFilters; version: number };
