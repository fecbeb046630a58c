import { atom } from 'jotai';
import type { Company, CompanySort, PipelineStage } from '../../contracts/companies.js';
import { PIPELINE_STAGES, isOpenStage } from '../../contracts/pipeline-stages.js';
import { industryMatches } from '../../contracts/industry-filter.js';
import { createRecordStore } from './record-store.js';
import { bumpDashboard } from './dashboard.js';
import { userAtom } from './auth.js';
import type { EventHandlers, Store } from './store.js';

/** Companies; the pipeline's table and kanban columns (below) hold their ids. */
export const companyRecords = createRecordStore<Company>();

export type PipelineState = {
  /** Table rows, in the table's order (pipelineTableFilterAtom), and the cursor for the next page. */
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
/**
 * The pipeline's active search, so a company created in another tab is shown only if it matches.
 * `owner`: '' everyone's, 'me' the signed-in rep's, else a member's user id (docs/product.md#teams).
 */
export type PipelineFilter = { q: string; industry: string; owner: string };
export const pipelineFilterAtom = atom<PipelineFilter>({ q: '', industry: '', owner: '' });

/** The pipeline's view: its table, its kanban board, or Discover (the directory). */
export type PipelineView = 'table' | 'kanban' | 'discover';
export const pipelineViewAtom = atom<PipelineView>('table');

/**
 * The table's own order and deal filters (docs/product.md#deals), on top of the search: by name,
 * amount or close date; stale open deals only; a minimum amount; a close-date range (YYYY-MM-DD,
 * '' for open-ended). The kanban's columns stay in name order with every deal.
 */
export type PipelineTableFilter = { sort: CompanySort; staleOnly: boolean; minAmountCents: number | null; closeFrom: string; closeTo: string };
export const NO_TABLE_FILTER: PipelineTableFilter = { sort: 'name', staleOnly: false, minAmountCents: null, closeFrom: '', closeTo: '' };
export const pipelineTableFilterAtom = atom<PipelineTableFilter>(NO_TABLE_FILTER);
/** Whether any deal filter narrows the table (its order aside). */
export const tableFiltered = (f: PipelineTableFilter): boolean => f.staleOnly || f.minAmountCents !== null || Boolean(f.closeFrom || f.closeTo);

/** Whether a company belongs in the table under its deal filters (as the server's list decides). */
export function passesTableFilter(c: Company, f: PipelineTableFilter): boolean {
  const { amountCents, closeDate, stale } = c.deal;
  if (f.staleOnly && !(stale && isOpenStage(c.stage))) return false;
  if (f.minAmountCents !== null && (amountCents === null || amountCents < f.minAmountCents)) return false;
  if ((f.closeFrom || f.closeTo) && !closeDate) return false;
  if (f.closeFrom && closeDate! < f.closeFrom) return false;
  if (f.closeTo && closeDate! > f.closeTo) return false;
  return true;
}

const byNameOf = (x: Company, y: Company) => x.name.toLowerCase().localeCompare(y.name.toLowerCase());
/** Nulls last, then by name. */
const nullsLast = <T>(a: T | null, b: T | null, cmp: (a: T, b: T) => number) => (a === null ? (b === null ? 0 : 1) : b === null ? -1 : cmp(a, b));
/** The table's order: name; amount, largest first; close date, soonest first (as the server sorts). */
export const tableOrder: Record<CompanySort, (x: Company, y: Company) => number> = {
  name: byNameOf,
  amount: (x, y) => nullsLast(x.deal.amountCents, y.deal.amountCents, (a, b) => b - a) || byNameOf(x, y),
  closeDate: (x, y) => nullsLast(x.deal.closeDate, y.deal.closeDate, (a, b) => a.localeCompare(b)) || byNameOf(x, y),
};

/** The user id an owner filter ('' / 'me' / a user id) stands for (null: everyone's). */
export const ownerIdOfFilter = (store: Store, owner: string): string | null => (owner === 'me' ? (store.get(userAtom)?.id ?? null) : owner || null);
const ownerFilterId = (store: Store): string | null => ownerIdOfFilter(store, store.get(pipelineFilterAtom).owner);

/**
 * Whether a record of this company (a contact, an alert) passes an owner filter, for a list that
 * takes live arrivals: everyone's takes all; an owner's only a company held here with that owner.
 */
export function companyOwnerPasses(store: Store, companyId: string | null, owner: string): boolean {
  const ownerId = ownerIdOfFilter(store, owner);
  if (!ownerId) return true;
  return companyId !== null && companyRecords.get(store, companyId)?.ownerId === ownerId;
}
/** Bumped when counts per stage may have changed; the pipeline re-reads its small summary. */
export const pipelineSummaryVersionAtom = atom(0);
/** Bumped when many companies changed at once (an import finished or was undone): an open pipeline re-reads its pages. */
export const pipelineReloadAtom = atom(0);

/** Companies changed in bulk, without an event for each: the pipeline, its counts and the dashboard re-read. */
export function reloadCompanies(store: Store): void {
  store.set(pipelineReloadAtom, (v) => v + 1);
  store.set(pipelineSummaryVersionAtom, (v) => v + 1);
  bumpDashboard(store);
}

const matchesFilter = (store: Store, c: Company) => {
  const { q, industry } = store.get(pipelineFilterAtom);
  const owner = ownerFilterId(store);
  if (owner && c.ownerId !== owner) return false;
  const term = q.trim().toLowerCase();
  if (term && !c.name.toLowerCase().includes(term) && !c.domain.includes(term)) return false;
  return industryMatches(industry, c.industry);
};

/** Ids in an order of their held companies (an id not held goes last). */
const idOrder = (store: Store, compare: (x: Company, y: Company) => number) => (x: string, y: string) => {
  const a = companyRecords.get(store, x);
  const b = companyRecords.get(store, y);
  return a && b ? compare(a, b) : a ? -1 : b ? 1 : 0;
};
const byName = (store: Store) => idOrder(store, byNameOf);

/**
 * Puts a company in the table and the column of its stage (and out of any other column). A company
 * that no longer passes the table's deal filters (no longer stale, its amount lowered) leaves the table.
 */
export function placeCompany(store: Store, company: Company, opts: { insertIfMissing: boolean }): void {
  const p = store.get(pipelineAtom);
  const tableFilter = store.get(pipelineTableFilterAtom);
  const fitsTable = passesTableFilter(company, tableFilter);
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
  const table =
    !inTable && opts.insertIfMissing && fitsTable
      ? [...p.table, company.id].sort(idOrder(store, tableOrder[tableFilter.sort]))
      : inTable && !fitsTable
        ? p.table.filter((id) => id !== company.id)
        : p.table;
  if (changed || table !== p.table) store.set(pipelineAtom, { ...p, table, columns });
}

/** Companies this tab deleted itself: its own page navigates; other tabs say it went. */
const deletedHere = new Set<string>();
export const markDeletedHere = (id: string) => void deletedHere.add(id);
export const wasDeletedHere = (id: string) => deletedHere.has(id);

/** A new company (created here or in another tab): shown when it matches the pipeline's search. */
export function addCompany(store: Store, company: Company): void {
  companyRecords.upsert(store, company);
  if (matchesFilter(store, company)) placeCompany(store, company, { insertIfMissing: true });
  store.set(pipelineSummaryVersionAtom, (v) => v + 1);
}

/**
 * A changed company: moves to its stage's column; an older version than the held one changes
 * nothing. Filtered to one owner, a company handed over leaves the board, and one handed to that
 * owner joins it.
 */
export function updateCompany(store: Store, company: Company): void {
  const before = companyRecords.get(store, company.id);
  if (!companyRecords.upsert(store, company)) return;
  if (ownerFilterId(store) && before?.ownerId !== company.ownerId) {
    if (!matchesFilter(store, company)) unplaceCompany(store, company.id);
    else placeCompany(store, company, { insertIfMissing: true });
  } else placeCompany(store, company, { insertIfMissing: false });
  store.set(pipelineSummaryVersionAtom, (v) => v + 1);
}

/** Takes a company off the pipeline's table and columns (the record stays held). */
function unplaceCompany(store: Store, id: string): void {
  const p = store.get(pipelineAtom);
  store.set(pipelineAtom, {
    ...p,
    table: p.table.filter((x) => x !== id),
    columns: Object.fromEntries(PIPELINE_STAGES.map((s) => [s, p.columns[s].filter((x) => x !== id)])) as Record<PipelineStage, string[]>,
  });
}

export function deleteCompany(store: Store, id: string): void {
  unplaceCompany(store, id);
  companyRecords.remove(store, id);
  store.set(pipelineSummaryVersionAtom, (v) => v + 1);
}

export const companyEvents: EventHandlers = {
  'company.created': ({ payload }, store) => {
    addCompany(store, payload.company);
    bumpDashboard(store);
  },
  'company.updated': ({ payload }, store) => {
    updateCompany(store, payload.company);
    bumpDashboard(store);
  },
  'company.deleted': ({ payload }, store) => {
    deleteCompany(store, payload.id);
    bumpDashboard(store);
  },
  // An alert came or was read: the row's Buying Signal and unread count follow (live in every tab).
  'alert.created': ({ payload }, store) => void (payload.company && companyRecords.upsert(store, payload.company)),
  'alert.updated': ({ payload }, store) => void (payload.company && companyRecords.upsert(store, payload.company)),
};
