import type { PipelineReport } from '../../../contracts/reports.js';
import { api } from '../../api/endpoints.js';
import { queryOfFilters, type SectionProps } from './report-filters.js';
import type { ReportColumn, ReportTableData } from './report-table.js';
import { CHART_COLORS, ReportBarChart } from './ReportBarChart.js';
import { ReportFigure, ReportSection } from './ReportSection.js';
import { useReport } from './useReport.js';

type Stage = PipelineReport['stages'][number];

/** Cost and margin only for roles that may see costs (the server says so with `costsShown`). */
function pipelineTable(report: PipelineReport): ReportTableData<Stage> {
  const columns: ReportColumn<Stage>[] = [
    { label: 'Stage', kind: 'text', value: (s) => s.stage },
    { label: 'Deals', kind: 'count', value: (s) => s.deals },
    { label: 'Amount', kind: 'money', value: (s) => s.amountCents },
    { label: 'Weighted', kind: 'money', value: (s) => s.weightedCents },
  ];
  if (report.costsShown)
    columns.push({ label: 'Cost', kind: 'money', value: (s) => s.costCents }, { label: 'Margin', kind: 'money', value: (s) => s.marginCents });
  return { caption: 'Pipeline by stage', columns, rows: report.stages };
}

/** The pipeline as it stands now: the date range does not apply, only the owner. */
export function PipelineSection({ filters, version }: SectionProps) {
  const state = useReport('pipeline', api.reports.pipeline, queryOfFilters(filters, false), version);
  return (
    <ReportSection
      title="Pipeline by stage"
      description="Deals in each stage now, whatever the dates: amount, and amount weighted by the stage’s probability."
      state={state}
      isEmpty={(r) => r.stages.every((s) => s.deals === 0)}
      emptyText="No deals yet. Companies in the pipeline show here."
    >
      {(report) => (
        <ReportFigure
          table={pipelineTable(report)}
          chart={
            <ReportBarChart
              rows={report.stages}
              category={(s) => s.stage}
              kind="money"
              series={[
                { label: 'Amount', value: (s) => s.amountCents, color: CHART_COLORS.brand },
                { label: 'Weighted', value: (s) => s.weightedCents, color: CHART_COLORS.tint },
              ]}
            />
          }
        />
      )}
    </ReportSection>
  );
}
