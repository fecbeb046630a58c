import { useCallback, useEffect, useState } from 'react';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import { PIPELINE_STAGES, type PipelineStage, type PipelineSummaryResponse } from '../../../contracts/companies.js';
import { api, isAbort } from '../../api/endpoints.js';
import {
  companyRecords,
  pipelineAtom,
  pipelineFilterAtom,
  pipelineReloadAtom,
  pipelineSummaryVersionAtom,
  pipelineTableFilterAtom,
  type PipelineFilter,
  type PipelineTableFilter,
} from '../../state/companies.js';

const PAGE = 50;

const search = (f: PipelineFilter) => ({
  q: f.q.trim() || undefined,
  industry: f.industry && f.industry !== 'All Industries' ? f.industry : undefined,
  owner: f.owner || undefined,
});
/** The table's order and deal filters, as GET /api/companies takes them (name order is the default). */
const tableQuery = (t: PipelineTableFilter) => ({
  sort: t.sort === 'name' ? undefined : t.sort,
  stale: t.staleOnly ? ('true' as const) : undefined,
  minAmountCents: t.minAmountCents ?? undefined,
  closeFrom: t.closeFrom || undefined,
  closeTo: t.closeTo || undefined,
});

const fail = () => toast.error('Error', { description: 'Failed to load companies' });

/**
 * The pipeline's lists: the table (the search, its order and deal filters) and the kanban's
 * columns (the search only), a page at a time, and the per-stage counts and sums. Live events keep
 * them current (ui/state/companies.ts); a bulk change (an import) re-reads them.
 */
export function usePipelineData() {
  const store = useStore();
  const filter = useAtomValue(pipelineFilterAtom);
  const tableFilter = useAtomValue(pipelineTableFilterAtom);
  const [pipeline, setPipeline] = useAtom(pipelineAtom);
  const summaryVersion = useAtomValue(pipelineSummaryVersionAtom);
  // An import finished or was undone: its companies arrive without an event each.
  const reloadVersion = useAtomValue(pipelineReloadAtom);
  const [summary, setSummary] = useState<PipelineSummaryResponse | null>(null);
  // The table's totals: the summary under the table's own deal filters too (the same one without them).
  const [tableSummary, setTableSummary] = useState<PipelineSummaryResponse | null>(null);
  const [loadingTable, setLoadingTable] = useState(true);
  const [loadingColumns, setLoadingColumns] = useState(true);

  const tableParams = useCallback((cursor?: string) => ({ limit: PAGE, cursor, ...search(filter), ...tableQuery(tableFilter) }), [filter, tableFilter]);
  const columnParams = useCallback((stage: PipelineStage, cursor?: string) => ({ limit: PAGE, stage, cursor, ...search(filter) }), [filter]);

  useEffect(() => {
    setLoadingTable(true);
    // A newer filter's load supersedes this one (each list by its own key).
    api.companies
      .list(tableParams(), { key: 'pipeline-table' })
      .then((r) => {
        r.items.forEach((c) => companyRecords.upsert(store, c));
        setPipeline((p) => ({ ...p, table: r.items.map((c) => c.id), tableCursor: r.nextCursor }));
        setLoadingTable(false);
      })
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        fail();
        setLoadingTable(false);
      });
  }, [tableParams, store, setPipeline, reloadVersion]);

  useEffect(() => {
    setLoadingColumns(true);
    Promise.all(PIPELINE_STAGES.map((stage) => api.companies.list(columnParams(stage), { key: `pipeline-column-${stage}` })))
      .then((columns) => {
        columns.flatMap((r) => r.items).forEach((c) => companyRecords.upsert(store, c));
        setPipeline((p) => ({
          ...p,
          columns: Object.fromEntries(PIPELINE_STAGES.map((s, i) => [s, columns[i].items.map((c) => c.id)])) as Record<PipelineStage, string[]>,
          columnCursors: Object.fromEntries(PIPELINE_STAGES.map((s, i) => [s, columns[i].nextCursor])) as Record<PipelineStage, string | null>,
        }));
        setLoadingColumns(false);
      })
      .catch((err: unknown) => {
        if (isAbort(err)) return;
        fail();
        setLoadingColumns(false);
      });
  }, [columnParams, store, setPipeline, reloadVersion]);

  useEffect(() => {
    const { sort: _order, ...dealFilters } = tableQuery(tableFilter);
    const narrowed = Object.values(dealFilters).some((v) => v !== undefined);
    api.companies
      .summary(search(filter), { key: 'pipeline-summary' })
      .then((s) => {
        setSummary(s);
        if (!narrowed) setTableSummary(s);
      })
      .catch(() => undefined);
    if (narrowed)
      api.companies
        .summary({ ...search(filter), ...dealFilters }, { key: 'pipeline-table-summary' })
        .then(setTableSummary)
        .catch(() => undefined);
  }, [filter, tableFilter, summaryVersion]);

  const moreTable = async () => {
    if (!pipeline.tableCursor) return;
    try {
      const r = await api.companies.list(tableParams(pipeline.tableCursor));
      r.items.forEach((c) => companyRecords.upsert(store, c));
      setPipeline((p) => ({ ...p, table: [...p.table, ...r.items.map((c) => c.id).filter((id) => !p.table.includes(id))], tableCursor: r.nextCursor }));
    } catch {
      fail();
    }
  };
  const moreColumn = async (stage: PipelineStage) => {
    const cursor = pipeline.columnCursors[stage];
    if (!cursor) return;
    try {
      const r = await api.companies.list(columnParams(stage, cursor));
      r.items.forEach((c) => companyRecords.upsert(store, c));
      setPipeline((p) => ({
        ...p,
        columns: { ...p.columns, [stage]: [...p.columns[stage], ...r.items.map((c) => c.id).filter((id) => !p.columns[stage].includes(id))] },
        columnCursors: { ...p.columnCursors, [stage]: r.nextCursor },
      }));
    } catch {
      fail();
    }
  };

  return { pipeline, summary, tableSummary, loading: loadingTable || loadingColumns, moreTable, moreColumn };
}
