import { useState } from 'react';
import { useAtom, useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { Plus, Search, Upload } from 'lucide-react';
import { INDUSTRY_FILTERS, PIPELINE_STAGES, type PipelineStage } from '../../../contracts/companies.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Input } from '../../components/Field.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Select } from '../../components/Select.js';
import { CenteredSpinner, Spinner } from '../../components/Spinner.js';
import { SegmentedControl } from '../../components/SegmentedControl.js';
import { OwnerSelect, useTeamMembers } from '../../components/OwnerSelect.js';
import { pipelineFilterAtom, pipelineTableFilterAtom, pipelineViewAtom, tableFiltered, type PipelineView } from '../../state/companies.js';
import { useCan } from '../../state/permissions.js';
import { useDealSettings } from '../../state/deal-settings.js';
import { AddProspectDialog } from './AddProspectDialog.js';
import { DiscoverPanel } from './DiscoverPanel.js';
import { PipelineKanban } from './PipelineKanban.js';
import { PipelineTable } from './PipelineTable.js';
import { PipelineTableFilters } from './PipelineTableFilters.js';
import { usePipelineData } from './usePipelineData.js';
import { TableTotals } from './TableTotals.js';
import { useDebouncedSearch } from '../../lib/useDebouncedSearch.js';
import { usePipelineAddress } from './usePipelineAddress.js';

/**
 * docs/product.md#company: Prospect Pipeline, as a table or a kanban board, plus Discover. Its view
 * and filters are in the address (pipeline-address.ts), so a link or a reload shows the same view.
 */
export function PipelinePage() {
  const { ready } = usePipelineAddress();
  return ready ? <Pipeline /> : <CenteredSpinner />;
}

function Pipeline() {
  const mayWrite = useCan('records.write');
  const [view, setView] = useAtom(pipelineViewAtom);
  const [filter, setFilter] = useAtom(pipelineFilterAtom);
  // As you type (debounced); Enter searches at once.
  const { text: searchText, setText: setSearchText, submit: submitSearch } = useDebouncedSearch(filter.q, (q) => setFilter((f) => ({ ...f, q })));
  const { pipeline, summary, tableSummary, loading, moreTable, moreColumn } = usePipelineData();
  const counts = summary?.stages ?? null;
  const narrowed = tableFiltered(useAtomValue(pipelineTableFilterAtom));
  const [adding, setAdding] = useState(false);
  // The cards' owners (docs/product.md#teams), and the stale rule their flags name (docs/product.md#deals).
  useTeamMembers();
  useDealSettings();

  const total = counts ? Object.values(counts).reduce((a, b) => a + b, 0) : null;
  const views: Array<{ value: PipelineView; label: string }> = [
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
      {view === 'table' && <PipelineTableFilters />}

      {view === 'discover' ? (
        <DiscoverPanel />
      ) : loading && pipeline.table.length === 0 ? (
        <div className="flex justify-center py-16">
          <Spinner className="h-8 w-8" />
        </div>
      ) : view === 'table' ? (
        <Card>
          {pipeline.table.length === 0 ? (
            <p className="px-4 py-12 text-center text-sm text-slate-500">{narrowed ? 'No deals match these filters.' : 'No prospects found. Add one, or discover companies to add.'}</p>
          ) : (
            <PipelineTable ids={pipeline.table} />
          )}
          {tableSummary && pipeline.table.length > 0 && <TableTotals summary={tableSummary} />}
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
          sums={summary?.sums ?? null}
          hasMore={(s) => Boolean(pipeline.columnCursors[s])}
          onMore={moreColumn}
        />
      )}
      <AddProspectDialog open={adding} onClose={() => setAdding(false)} />
    </>
  );
}
