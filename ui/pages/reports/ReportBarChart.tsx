import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { displayCell, type CellKind } from './report-table.js';

/** One bar of each category: what it measures, and its colour. */
export type ChartSeries<R> = { label: string; value: (row: R) => number | null; color: string };

/** The charts' colours: brand violet, its light tint, then green, red, amber, sky and slate. */
export const CHART_COLORS = { brand: '#6d28d9', tint: '#a78bfa', won: '#059669', lost: '#dc2626', amber: '#d97706', sky: '#0284c7', slate: '#64748b' } as const;

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
/** An axis tick: "$12.5K" for money (cents), "12" for counts and days. */
const tick = (kind: CellKind) => (value: number) => (kind === 'money' ? `$${compact.format(value / 100)}` : compact.format(value));

/**
 * A bar chart of a report's rows: `columns` puts categories along the bottom (months), `rows`
 * stacks them down the side with horizontal bars (stages, reps, signal types: long names, narrow
 * phones). Hidden from screen readers: the table under it holds the same numbers.
 */
export function ReportBarChart<R>({ rows, category, series, kind, layout = 'rows' }: { rows: R[]; category: (row: R) => string; series: ChartSeries<R>[]; kind: CellKind; layout?: 'rows' | 'columns' }) {
  const data = rows.map((row) => Object.fromEntries([['category', category(row)], ...series.map((s, i) => [`s${i}`, s.value(row) ?? 0])]) as Record<string, string | number>);
  const sideways = layout === 'rows';
  const height = sideways ? Math.max(200, rows.length * (series.length * 12 + 16) + 70) : 280;
  const valueAxis = { type: 'number' as const, tickFormatter: tick(kind), tick: { fontSize: 12, fill: '#64748b' }, allowDecimals: kind !== 'count' };
  const categoryAxis = { type: 'category' as const, dataKey: 'category', tick: { fontSize: 12, fill: '#334155' }, interval: 0 as const };
  return (
    <div data-testid="report-chart" aria-hidden="true" className="w-full min-w-0">
      <ResponsiveContainer width="100%" height={height} initialDimension={{ width: 320, height }}>
        <BarChart data={data} layout={sideways ? 'vertical' : 'horizontal'} margin={{ top: 8, right: 12, bottom: 0, left: 0 }} accessibilityLayer={false}>
          <CartesianGrid stroke="#e2e8f0" vertical={sideways} horizontal={!sideways} />
          {sideways ? (
            <>
              <XAxis {...valueAxis} />
              <YAxis {...categoryAxis} width={112} />
            </>
          ) : (
            <>
              <XAxis {...categoryAxis} interval="preserveStartEnd" />
              <YAxis {...valueAxis} width={56} />
            </>
          )}
          <Tooltip formatter={(value) => displayCell(kind, typeof value === 'number' ? value : null)} cursor={{ fill: '#f1f5f9' }} />
          <Legend wrapperStyle={{ fontSize: 12 }} itemSorter="dataKey" />
          {series.map((s, i) => (
            <Bar key={s.label} dataKey={`s${i}`} name={s.label} fill={s.color} radius={sideways ? [0, 3, 3, 0] : [3, 3, 0, 0]} maxBarSize={28} isAnimationActive={false} />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </div>
  );
}
