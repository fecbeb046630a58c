import { useCallback, useEffect, useState } from 'react';
import { useAtom, useAtomValue, useSetAtom, useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { Plus, Search, Upload } from 'lucide-react';
import { INDUSTRY_FILTERS, PIPELINE_STAGES, type PipelineStage } from '../../../contracts/companies.js';
import { api, isAbort } from '../../api/endpoints.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Input } from '../../components/Field.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Select } from '../../components/Select.js';
import { Spinner } from '../../components/Spinner.js';
import { SegmentedControl } from '../../components/SegmentedControl.js';
import { OwnerSelect, useTeamMembers } from '../../components/OwnerSelect.js';
import { companyRecords, emptyColumns, pipelineAtom, pipelineFilterAtom, pipelineReloadAtom, pipelineSummaryVersionAtom, type PipelineFilter } from '../../state/companies.js';
import { useCan } from '../../state/permissions.js';
import { AddProspectDialog } from './AddProspectDialog.js';
import { DiscoverPanel } from './DiscoverPanel.js';
import { PipelineKanban } from './PipelineKanban.js';
import { PipelineTable } from './PipelineTable.js';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.js';

type View = 'table' | 'kanban' | 'discover';
const PAGE = 50;

const search = (f: PipelineFilter) => ({
  q: f.q.trim() || undefined,
  industry: f.industry && f.industry !== 'All Industries' ? f.industry : undefined,
  owner: f.owner || undefined,
});
const query = (f: PipelineFilter, extra: { stage?: PipelineStage; cursor?: string } = {}) => ({ limit: PAGE, ...extra, ...search(f) });

/** docs/product.md#company: Prospect Pipeline, as a table or a kanban board, plus Discover. */
export function PipelinePage() {
  const store = useStore();
  const mayWrite = useCan('records.write');
  const [view, setView] = useState<View>('table');
  const [filter, setFilter] = useAtom(pipelineFilterAtom);
  // As you type (debounced); Enter searches at once.
  const { text: searchText, setText: setSearchText, submit: submitSearch } = useDebouncedSearch(filter.q, (q) => setFilter((f) => ({ ...f, q })));
  const [pipeline, setPipeline] = useAtom(pipelineAtom);
  const summaryVersion = useAtomValue(pipelineSummaryVersionAtom);
  const bumpSummary = useSetAtom(pipelineSummaryVersionAtom);
  // An import finished or was undone: its companies arrive without an event each.
  const reloadVersion = useAtomValue(pipelineReloadAtom);
  const [counts, setCounts] = useState<Record<PipelineStage, number> | null>(null);
  const [loading, setLoading] = useState(true);
  const [adding, setAdding] = useState(false);
  // The cards' owners (docs/product.md#teams).
  useTeamMembers();

  const fail = () => toast.error('Error', { description: 'Failed to load companies' });

  const loadFirstPages = useCallback(async () => {
    setLoading(true);
    try {
      // A newer filter's load supersedes this one (each list by its own key).
      const [table, ...columns] = await Promise.all([
        api.companies.list(query(filter), { key: 'pipeline-table' }),
        ...PIPELINE_STAGES.map((stage) => api.companies.list(query(filter, { stage }), { key: `pipeline-column-${stage}` })),
      ]);
      for (const c of [table, ...columns].flatMap((r) => r.items)) companyRecords.upsert(store, c);
      const cols = emptyColumns();
      const cursors = {} as Record<PipelineStage, string | null>;
      PIPELINE_STAGES.forEach((s, i) => {
        cols[s] = columns[i].items.map((c) => c.id);
        cursors[s] = columns[i].nextCursor;
      });
      setPipeline({ table: table.items.map((c) => c.id), tableCursor: table.nextCursor, columns: cols, columnCursors: cursors });
    } catch (err) {
      if (!isAbort(err)) fail();
    } finally {
      setLoading(false);
    }
  }, [filter, store, setPipeline]);

  useEffect(() => {
    void loadFirstPages();
  }, [loadFirstPages, reloadVersion]);

  useEffect(() => {
    api.companies
      .summary(search(filter), { key: 'pipeline-summary' })
      .then((r) => setCounts(r.stages))
      .catch(() => undefined);
  }, [filter, summaryVersion]);

  const moreTable = async () => {
    if (!pipeline.tableCursor) return;
    try {
      const r = await api.companies.list(query(filter, { cursor: pipeline.tableCursor }));
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
      const r = await api.companies.list(query(filter, { stage, cursor }));
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

  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const views: Array<{ value: View; label: string }> = [
    { value: 'table', label: 'Table' },
    { value: 'kanban', label: 'Kanban' },
    { value: 'discover', label: 'Discover' },
  ];

  return (
    <>
      <PageHeader
        title="Prospect Pipeline"
        description={total === null ? undefined : `${total} ${total === 1 ? 'company' : 'companies'}`}
        actions={
          // Viewers read only (docs/product.md#teams): no way in to a change they cannot make.
          mayWrite && (
            <>
              <Link href="/companies/batch-upload" className={buttonClass('outline')}>
                <Upload className="h-4 w-4" aria-hidden /> Batch Upload
              </Link>
              <Button onClick={() => setAdding(true)}>
                <Plus className="h-4 w-4" aria-hidden /> Add Prospect
              </Button>
            </>
          )
        }
      />
      <div className="mb-4 flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        {view !== 'discover' ? (
          <div className="flex flex-1 flex-col gap-2 sm:flex-row">
            <div className="relative flex-1 sm:max-w-sm">
              <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-slate-400" aria-hidden />
              <Input
                type="search"
                aria-label="Search prospects"
                placeholder="Search prospects..."
                className="pl-9"
                value={searchText}
                onChange={(e) => setSearchText(e.target.value)}
                onKeyDown={(e) => {
                  if (e.key === 'Enter') submitSearch();
                }}
              />
            </div>
            <Select aria-label="Industry" value={filter.industry || 'All Industries'} onChange={(e) => setFilter((f) => ({ ...f, industry: e.target.value }))}>
              {INDUSTRY_FILTERS.map((i) => (
                <option key={i}>{i}</option>
              ))}
            </Select>
            <OwnerSelect value={filter.owner} onChange={(owner) => setFilter((f) => ({ ...f, owner }))} />
          </div>
        ) : (
          <p className="text-sm text-slate-500">Companies from the SwagScout directory. Add any of them to your pipeline in one click.</p>
        )}
        <SegmentedControl kind="tabs" label="View" options={views} value={view} onChange={setView} />
      </div>

      {view === 'discover' ? (
        <DiscoverPanel />
      ) : loading && pipeline.table.length === 0 ? (
        <div className="flex justify-center py-16">
          <Spinner className="h-8 w-8" />
        </div>
      ) : view === 'table' ? (
        <Card>
          {pipeline.table.length === 0 ? (
            <p className="px-4 py-12 text-center text-sm text-slate-500">No prospects found. Add one, or discover companies to add.</p>
          ) : (
            <PipelineTable ids={pipeline.table} />
          )}
          {pipeline.tableCursor && (
            <div className="border-t border-slate-100 p-3 text-center">
              <Button variant="ghost" size="sm" onClick={moreTable}>
                Load more
              </Button>
            </div>
          )}
        </Card>
      ) : (
        <PipelineKanban
          columns={pipeline.columns}
          counts={counts ?? (Object.fromEntries(PIPELINE_STAGES.map((s) => [s, pipeline.columns[s].length])) as Record<PipelineStage, number>)}
          hasMore={(s) => Boolean(pipeline.columnCursors[s])}
          onMore={moreColumn}
          onCountsChange={() => bumpSummary((v) => v + 1)}
        />
      )}
      <AddProspectDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
