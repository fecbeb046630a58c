import { atom } from 'jotai';
import { atomFamily } from 'jotai/utils';
import type { Company, PipelineStage } from '../../contracts/companies.js';
import { PIPELINE_STAGES } from '../../contracts/companies.js';
import { deepEqual } from '../lib/equal.js';
import type { Store } from './event-handlers.js';
import { industryMatches } from '../../contracts/industry-filter.js';

/** One atom per company record; lists hold ids. */
export const companyAtom = atomFamily((_id: string) => atom<Company | null>(null));

export type PipelineState = {
  /** Table rows, in name order, and the cursor for the next page. */
  table: string[];
  tableCursor: string | null;
  /** Kanban columns: ids per stage, and each column's next page. */
  columns: Record<PipelineStage, string[]>;
  columnCursors: Record<PipelineStage, string | null>;
};

export const emptyColumns = () => Object.fromEntries(PIPELINE_STAGES.map((s) => [s, [] as string[]])) as unknown as Record<PipelineStage, string[]>;
export const pipelineAtom = atom<PipelineState>({
  table: [],
  tableCursor: null,
  columns: emptyColumns(),
  columnCursors: Object.fromEntries(PIPELINE_STAGES.map((s) => [s, null])) as Record<PipelineStage, string | null>,
});
/** The pipeline's active search, so a company created in another tab is shown only if it matches. */
export const pipelineFilterAtom = atom<{ q: string; industry: string }>({ q: '', industry: '' });
/** Bumped when counts per stage may have changed; the pipeline re-reads its small summary. */
export const pipelineSummaryVersionAtom = atom(0);

export function upsertCompany(store: Store, company: Company): void {
  const a = companyAtom(company.id);
  if (!deepEqual(store.get(a), company)) store.set(a, company);
}

const matchesFilter = (store: Store, c: Company) => {
  const { q, industry } = store.get(pipelineFilterAtom);
  const term = q.trim().toLowerCase();
  if (term && !c.name.toLowerCase().includes(term) && !c.domain.includes(term)) return false;
  return industryMatches(industry, c.industry);
};

const byName = (store: Store) => (x: string, y: string) =>
  (store.get(companyAtom(x))?.name ?? '').toLowerCase().localeCompare((store.get(companyAtom(y))?.name ?? '').toLowerCase());

/** Puts a company in the table and the column of its stage (and out of any other column). */
export function placeCompany(store: Store, company: Company, opts: { insertIfMissing: boolean }): void {
  const p = store.get(pipelineAtom);
  const inTable = p.table.includes(company.id);
  const columns = { ...p.columns };
  let changed = false;
  for (const stage of PIPELINE_STAGES) {
    const has = columns[stage].includes(company.id);
    if (stage === company.stage && !has && (opts.insertIfMissing || Object.values(p.columns).some((ids) => ids.includes(company.id)))) {
      columns[stage] = [...columns[stage], company.id].sort(byName(store));
      changed = true;
    } else if (stage !== company.stage && has) {
      columns[stage] = columns[stage].filter((id) => id !== company.id);
      changed = true;
    }
  }
  const table = !inTable && opts.insertIfMissing ? [...p.table, company.id].sort(byName(store)) : p.table;
  if (changed || table !== p.table) store.set(pipelineAtom, { ...p, table, columns });
}

/** Companies this tab deleted itself: its own page navigates; other tabs say it went. */
const deletedHere = new Set<string>();
export const markDeletedHere = (id: string) => void deletedHere.add(id);
export const wasDeletedHere = (id: string) => deletedHere.has(id);

export function removeCompany(store: Store, id: string): void {
  const p = store.get(pipelineAtom);
  store.set(pipelineAtom, {
    ...p,
    table: p.table.filter((x) => x !== id),
    columns: Object.fromEntries(PIPELINE_STAGES.map((s) => [s, p.columns[s].filter((x) => x !== id)])) as Record<PipelineStage, string[]>,
  });
  store.set(companyAtom(id), null);
}

export const companyEventHandlers = {
  created(company: Company, store: Store) {
    upsertCompany(store, company);
    if (matchesFilter(store, company)) placeCompany(store, company, { insertIfMissing: true });
    store.set(pipelineSummaryVersionAtom, (v) => v + 1);
  },
  updated(company: Company, store: Store) {
    upsertCompany(store, company);
    placeCompany(store, company, { insertIfMissing: false });
    store.set(pipelineSummaryVersionAtom, (v) => v + 1);
  },
  /** An alert came or was read: the row's Buying Signal and unread count follow (live in every tab). */
  signalsChanged(company: Company, store: Store) {
    upsertCompany(store, company);
  },
  deleted(id: string, store: Store) {
    removeCompany(store, id);
    store.set(pipelineSummaryVersionAtom, (v) => v + 1);
  },
};
