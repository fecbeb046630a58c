import { formatCents } from '../../../contracts/money.js';
import type { WinLossReport } from '../../../contracts/reports.js';
import { api } from '../../api/endpoints.js';
import { queryOfFilters, type SectionProps } from './report-filters.js';
import { displayCell, monthLabel, type ReportColumn, type ReportTableData } from './report-table.js';
import { CHART_COLORS, ReportBarChart } from './ReportBarChart.js';
import { ReportFigure, ReportSection } from './ReportSection.js';
import { useReport } from './useReport.js';

type Totals = WinLossReport['totals'];
/** A month's row, or the totals row (labelled "Total"). */
type Row = Omit<Totals, 'marginCents'> & { label: string };

const columns: ReportColumn<Row>[] = [
  { label: 'Month', kind: 'text', value: (r) => r.label },
  { label: 'Won', kind: 'count', value: (r) => r.won },
  { label: 'Lost', kind: 'count', value: (r) => r.lost },
  { label: 'Win rate', kind: 'percent', value: (r) => r.winRate },
  { label: 'Average deal size', kind: 'money', value: (r) => r.averageWonCents },
  { label: 'Won amount', kind: 'money', value: (r) => r.wonCents },
  { label: 'Lost amount', kind: 'money', value: (r) => r.lostCents },
];

function monthsTable(report: WinLossReport): ReportTableData<Row> {
  return {
    caption: 'Won vs lost by month',
    columns,
    rows: report.months.map((m) => ({ ...m, label: monthLabel(m.month) })),
    total: { ...report.totals, label: 'Total' },
  };
}

/** The range's totals at a glance; margin only for roles that may see costs. */
function TotalsList({ totals, costsShown }: { totals: Totals; costsShown: boolean }) {
  const figures: Array<[string, string]> = [
    ['Won', String(totals.won)],
    ['Lost', String(totals.lost)],
    ['Win rate', displayCell('percent', totals.winRate)],
    ['Average deal size', displayCell('money', totals.averageWonCents)],
    ['Won amount', formatCents(totals.wonCents)],
  ];
  if (costsShown) figures.push(['Margin on won deals', displayCell('money', totals.marginCents)]);
  return (
    <dl className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {figures.map(([label, value]) => (
        <div key={label} className="rounded-md border border-slate-200 px-3 py-2">
          <dt className="text-xs text-slate-500">{label}</dt>
          <dd className="mt-0.5 text-lg font-semibold tabular-nums text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Deals won and lost by month (the month they closed), with why the lost ones were lost. */
export function WinLossSection({ filters, version }: SectionProps) {
  const state = useReport('win-loss', api.reports.winLoss, queryOfFilters(filters), version);
  return (
    <ReportSection
      title="Won vs lost"
      description="Deals closed in each month: won and lost, win rate, average size of a won deal."
      state={state}
      isEmpty={(r) => r.totals.won + r.totals.lost === 0}
      emptyText="No deals won or lost in this range."
    >
      {(report) => (
        <>
          <TotalsList totals={report.totals} costsShown={report.costsShown} />
          <ReportFigure
            heading
            table={monthsTable(report)}
            chart={
              <ReportBarChart
                layout="columns"
                rows={report.months}
                category={(m) => monthLabel(m.month, true)}
                kind="count"
                series={[
                  { label: 'Won', value: (m) => m.won, color: CHART_COLORS.won },
                  { label: 'Lost', value: (m) => m.lost, color: CHART_COLORS.lost },
                ]}
              />
            }
          />
          {report.lostReasons.length > 0 && (
            <ReportFigure
            heading
            table={{
              caption: 'Lost reasons',
              columns: [
                { label: 'Reason', kind: 'text', value: (r: WinLossReport['lostReasons'][number]) => r.reason },
                { label: 'Deals', kind: 'count', value: (r) => r.deals },
              ],
              rows: report.lostReasons,
            }}
          />
          )}
        </>
      )}
    </ReportSection>
  );
}
