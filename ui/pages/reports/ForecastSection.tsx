import type { ForecastReport } from '../../../contracts/reports.js';
import { api } from '../../api/endpoints.js';
import { queryOfFilters, type SectionProps } from './report-filters.js';
import { monthLabel, type ReportColumn } from './report-table.js';
import { CHART_COLORS, ReportBarChart, type ChartSeries } from './ReportBarChart.js';
import { ReportFigure, ReportSection } from './ReportSection.js';
import { useReport } from './useReport.js';

type Figures = { deals: number; amountCents: number; weightedCents: number; wonCents: number };
type Month = ForecastReport['months'][number];
type Owner = ForecastReport['owners'][number];

const figureColumns = <R extends Figures>(): ReportColumn<R>[] => [
  { label: 'Deals', kind: 'count', value: (r) => r.deals },
  { label: 'Amount', kind: 'money', value: (r) => r.amountCents },
  { label: 'Weighted', kind: 'money', value: (r) => r.weightedCents },
  { label: 'Won', kind: 'money', value: (r) => r.wonCents },
];
const figureSeries = <R extends Figures>(): ChartSeries<R>[] => [
  { label: 'Amount', value: (r) => r.amountCents, color: CHART_COLORS.brand },
  { label: 'Weighted', value: (r) => r.weightedCents, color: CHART_COLORS.tint },
  { label: 'Won', value: (r) => r.wonCents, color: CHART_COLORS.won },
];
const nothing = (r: Figures) => r.deals === 0 && r.amountCents === 0 && r.wonCents === 0;

/** Open deals by expected close month and by owner, with what was won. */
export function ForecastSection({ filters, version }: SectionProps) {
  const state = useReport('forecast', api.reports.forecast, queryOfFilters(filters), version);
  return (
    <ReportSection
      title="Forecast"
      description="Open deals by expected close month and by owner: amount, weighted amount, and what was won."
      state={state}
      isEmpty={(r) => r.months.every(nothing) && r.owners.every(nothing)}
      emptyText="No deals to forecast in this range."
    >
      {(report) => (
        <>
          <ReportFigure
            heading
            table={{ caption: 'Forecast by month', columns: [{ label: 'Month', kind: 'text', value: (m: Month) => monthLabel(m.month) }, ...figureColumns<Month>()], rows: report.months }}
            chart={<ReportBarChart layout="columns" rows={report.months} category={(m) => monthLabel(m.month, true)} kind="money" series={figureSeries<Month>()} />}
          />
          <ReportFigure
            heading
            table={{ caption: 'Forecast by owner', columns: [{ label: 'Owner', kind: 'text', value: (o: Owner) => o.ownerName }, ...figureColumns<Owner>()], rows: report.owners }}
            chart={<ReportBarChart rows={report.owners} category={(o) => o.ownerName} kind="money" series={figureSeries<Owner>()} />}
          />
        </>
      )}
    </ReportSection>
  );
}
