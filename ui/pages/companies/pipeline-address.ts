import { COMPANY_SORTS, INDUSTRY_FILTERS, type CompanySort } from '../../../contracts/companies.js';
import { ALL_INDUSTRIES } from '../../../contracts/industries.js';
import { NO_TABLE_FILTER, type PipelineFilter, type PipelineTableFilter, type PipelineView } from '../../state/companies.js';
import { validOwner, validRange } from '../../lib/address-params.js';

/**
 * The pipeline as the address holds it, so a link, a bookmark or a reload shows the same view:
 * `/companies?view=kanban&q=acme&industry=Technology&owner=me&sort=amount&stale=1&min=5000&from=2026-12-01&to=2026-12-31`.
 * What is unset (everyone's, every industry, name order, the table) is left out; what is not valid reads as unset.
 */
export type PipelineAddress = { view: PipelineView; filter: PipelineFilter; table: PipelineTableFilter };

const VIEWS: readonly PipelineView[] = ['table', 'kanban', 'discover'];
const KEYS = ['view', 'q', 'industry', 'owner', 'sort', 'stale', 'min', 'from', 'to'] as const;
/** A minimum amount in dollars, as typed: whole or with cents, at most a billion. */
const DOLLARS = /^\d{1,10}(?:\.\d{1,2})?$/;
const MAX_Q = 200;

/** Whether the address says anything of the pipeline (else the filters last used stay). */
export const namesPipeline = (search: string): boolean => {
  const params = new URLSearchParams(search);
  return KEYS.some((k) => params.has(k));
};

export function pipelineFromSearch(search: string): PipelineAddress {
  const params = new URLSearchParams(search);
  const get = (k: (typeof KEYS)[number]) => params.get(k);
  const view = VIEWS.find((v) => v === get('view')) ?? 'table';
  const industry = INDUSTRY_FILTERS.find((i) => i === get('industry') && i !== ALL_INDUSTRIES) ?? '';
  const sort: CompanySort = COMPANY_SORTS.find((s) => s === get('sort')) ?? NO_TABLE_FILTER.sort;
  const min = get('min');
  const minAmountCents = min && DOLLARS.test(min) && Number(min) <= 1_000_000_000 ? Math.round(Number(min) * 100) : null;
  const [closeFrom, closeTo] = validRange(get('from'), get('to'));
  return {
    view,
    filter: { q: (get('q') ?? '').trim().slice(0, MAX_Q), industry, owner: validOwner(get('owner')) },
    table: { sort, staleOnly: get('stale') === '1', minAmountCents, closeFrom, closeTo },
  };
}

/** The address's search for the pipeline, unset values left out ('' for none); the same view gives the same search. */
export function searchOfPipeline({ view, filter, table }: PipelineAddress): string {
  const values: Record<(typeof KEYS)[number], string> = {
    view: view === 'table' ? '' : view,
    q: filter.q.trim(),
    industry: filter.industry === ALL_INDUSTRIES ? '' : filter.industry,
    owner: filter.owner,
    sort: table.sort === NO_TABLE_FILTER.sort ? '' : table.sort,
    stale: table.staleOnly ? '1' : '',
    min: table.minAmountCents === null ? '' : String(table.minAmountCents / 100),
    from: table.closeFrom,
    to: table.closeTo,
  };
  const params = new URLSearchParams();
  for (const k of KEYS) if (values[k]) params.set(k, values[k]);
  return params.toString();
}
