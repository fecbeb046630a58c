import { api } from '../../api/endpoints.js';
import { queryOfFilters, type SectionProps } from './report-filters.js';
import { CHART_COLORS, ReportBarChart } from './ReportBarChart.js';
import { ReportFigure, ReportSection } from './ReportSection.js';
import { useReport } from './useReport.js';

/** How long deals stay in each stage: every stay that began in the range, current ones up to now. */
export function TimeInStageSection({ filters, version }: SectionProps) {
  const state = useReport('time-in-stage', api.reports.timeInStage, queryOfFilters(filters), version);
  return (
    <ReportSection
      title="Time in stage"
      description="Days deals spent in each stage, for stays that began in the range."
      state={state}
      isEmpty={(r) => r.stages.every((s) => s.stays === 0)}
      emptyText="No deals moved between stages in this range."
    >
      {(report) => (
        <ReportFigure
          table={{
            caption: 'Time in stage',
            columns: [
              { label: 'Stage', kind: 'text', value: (s: (typeof report.stages)[number]) => s.stage },
              { label: 'Stays', kind: 'count', value: (s) => s.stays },
              { label: 'Average days', kind: 'days', value: (s) => s.averageDays },
              { label: 'Median days', kind: 'days', value: (s) => s.medianDays },
            ],
            rows: report.stages,
          }}
          chart={
            <ReportBarChart
              rows={report.stages}
              category={(s) => s.stage}
              kind="days"
              series={[
                { label: 'Average days', value: (s) => s.averageDays, color: CHART_COLORS.brand },
                { label: 'Median days', value: (s) => s.medianDays, color: CHART_COLORS.tint },
              ]}
            />
          }
        />
      )}
    </ReportSection>
  );
}
