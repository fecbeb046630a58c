import type { ActivityReport } from '../../../contracts/reports.js';
import { api } from '../../api/endpoints.js';
import { queryOfFilters, type SectionProps } from './report-filters.js';
import type { ReportColumn } from './report-table.js';
import { CHART_COLORS, ReportBarChart } from './ReportBarChart.js';
import { ReportFigure, ReportSection } from './ReportSection.js';
import { useReport } from './useReport.js';

type Rep = ActivityReport['reps'][number];
type Count = 'messagesSent' | 'replies' | 'proposalsSent' | 'proposalsApproved' | 'tasksDone';

/** What each rep did, in the order work flows: write, hear back, propose, win approval, follow up. */
const COUNTS: Array<{ key: Count; label: string; color: string }> = [
  { key: 'messagesSent', label: 'Messages sent', color: CHART_COLORS.brand },
  { key: 'replies', label: 'Replies', color: CHART_COLORS.tint },
  { key: 'proposalsSent', label: 'Proposals sent', color: CHART_COLORS.sky },
  { key: 'proposalsApproved', label: 'Proposals approved', color: CHART_COLORS.won },
  { key: 'tasksDone', label: 'Tasks done', color: CHART_COLORS.amber },
];
const columns: ReportColumn<Rep>[] = [{ label: 'Rep', kind: 'text', value: (r) => r.name }, ...COUNTS.map(({ key, label }) => ({ label, kind: 'count' as const, value: (r: Rep) => r[key] }))];

export function ActivitySection({ filters, version }: SectionProps) {
  const state = useReport('activity', api.reports.activity, queryOfFilters(filters), version);
  return (
    <ReportSection
      title="Activity by rep"
      description="What each rep did in the range: messages, replies, proposals and tasks."
      state={state}
      isEmpty={(r) => r.reps.every((rep) => COUNTS.every(({ key }) => rep[key] === 0))}
      emptyText="No activity in this range."
    >
      {(report) => (
        <ReportFigure
          table={{ caption: 'Activity by rep', columns, rows: report.reps }}
          chart={<ReportBarChart rows={report.reps} category={(r) => r.name} kind="count" series={COUNTS.map(({ key, label, color }) => ({ label, color, value: (r: Rep) => r[key] }))} />}
        />
      )}
    </ReportSection>
  );
}
