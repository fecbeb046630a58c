import type { SignalConversionReport } from '../../../contracts/reports.js';
import { api } from '../../api/endpoints.js';
import { queryOfFilters, type SectionProps } from './report-filters.js';
import type { ReportColumn } from './report-table.js';
import { CHART_COLORS, ReportBarChart } from './ReportBarChart.js';
import { ReportFigure, ReportSection } from './ReportSection.js';
import { useReport } from './useReport.js';

type SignalType = SignalConversionReport['types'][number];

const columns: ReportColumn<SignalType>[] = [
  { label: 'Signal', kind: 'text', value: (t) => t.signalType },
  { label: 'Companies', kind: 'count', value: (t) => t.companies },
  { label: 'Meetings', kind: 'count', value: (t) => t.meetings },
  { label: 'Won', kind: 'count', value: (t) => t.won },
  { label: 'Meeting rate', kind: 'percent', value: (t) => t.meetingRate },
  { label: 'Win rate', kind: 'percent', value: (t) => t.winRate },
  { label: 'Won amount', kind: 'money', value: (t) => t.wonCents },
];

/** Companies with a buyer signal of each type first seen in the range: how many got to a meeting, and were won. */
export function SignalsSection({ filters, version }: SectionProps) {
  const state = useReport('signals', api.reports.signals, queryOfFilters(filters), version);
  return (
    <ReportSection
      title="Signal → meeting → won"
      description="Companies with a buyer signal first seen in the range, by signal type: how many reached a meeting, and how many were won."
      state={state}
      isEmpty={(r) => r.types.every((t) => t.companies === 0)}
      emptyText="No buyer signals in this range."
    >
      {(report) => (
        <ReportFigure
          table={{ caption: 'Signal → meeting → won', columns, rows: report.types }}
          chart={
            <ReportBarChart
              rows={report.types}
              category={(t) => t.signalType}
              kind="count"
              series={[
                { label: 'Companies', value: (t) => t.companies, color: CHART_COLORS.slate },
                { label: 'Meetings', value: (t) => t.meetings, color: CHART_COLORS.tint },
                { label: 'Won', value: (t) => t.won, color: CHART_COLORS.won },
              ]}
            />
          }
        />
      )}
    </ReportSection>
  );
}
