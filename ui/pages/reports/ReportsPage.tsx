import { useLocation, useSearch } from 'wouter';
import { PageHeader } from '../../components/PageHeader.js';
import { formatDay } from '../../lib/dates.js';
import { filtersFromSearch, searchOfFilters, type ReportFilters } from './report-filters.js';
import { ReportFiltersBar } from './ReportFiltersBar.js';
import { ActivitySection } from './ActivitySection.js';
import { ForecastSection } from './ForecastSection.js';
import { PipelineSection } from './PipelineSection.js';
import { SignalsSection } from './SignalsSection.js';
import { TimeInStageSection } from './TimeInStageSection.js';
import { WinLossSection } from './WinLossSection.js';
import { useLiveReportsVersion } from './useReport.js';
import { CommissionSection } from './CommissionSection.js';
import { AccountingExportSection } from './AccountingExportSection.js';
import { useCan } from '../../state/permissions.js';

/** "Jan 1, 2026 – Mar 31, 2026", "From Jan 1, 2026", or the server's default. */
function rangeText({ from, to }: ReportFilters): string {
  if (from && to) return `${formatDay(`${from}T00:00`)} – ${formatDay(`${to}T00:00`)}`;
  if (from) return `From ${formatDay(`${from}T00:00`)} to today`;
  if (to) return `The 12 months to ${formatDay(`${to}T00:00`)}`;
  return 'The last 12 months';
}

/**
 * docs/product.md#reports: six reports of the pipeline, each read on its own and live. The
 * filters are in the address, so a link shows the same view. For the roles that see costs, the
 * reps' commission and the accounting export follow, each with its own period.
 */
export function ReportsPage() {
  const filters = filtersFromSearch(useSearch());
  const [, navigate] = useLocation();
  const version = useLiveReportsVersion();
  const costs = useCan('costs.read');
  const setFilters = (next: ReportFilters) => {
    const search = searchOfFilters(next);
    navigate(`/reports${search ? `?${search}` : ''}`, { replace: true });
  };
  const props = { filters, version };
  return (
    <>
      <PageHeader title="Reports" description={`${rangeText(filters)}. Amounts are what deals are worth; weighted is amount × the stage’s probability.`} />
      <ReportFiltersBar filters={filters} onChange={setFilters} />
      <div className="space-y-6">
        <PipelineSection {...props} />
        <ForecastSection {...props} />
        <WinLossSection {...props} />
        <TimeInStageSection {...props} />
        <ActivitySection {...props} />
        <SignalsSection {...props} />
        {costs && <CommissionSection version={version} />}
        {costs && <AccountingExportSection />}
      </div>
    </>
  );
}
