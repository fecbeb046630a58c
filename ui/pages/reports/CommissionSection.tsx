import { useState } from 'react';
import { useAtomValue } from 'jotai';
import type { CommissionReport } from '../../../contracts/invoices.js';
import type { ReportsQuery } from '../../../contracts/reports.js';
import { api, type CallOptions } from '../../api/endpoints.js';
import { commissionVersionAtom } from '../../state/orders.js';
import { PeriodFields, type Period } from './PeriodFields.js';
import type { ReportColumn } from './report-table.js';
import { ReportFigure, ReportSection } from './ReportSection.js';
import { useReport } from './useReport.js';

/** A rep's row, or the totals row (named "Total"). */
type Row = Omit<CommissionReport['rows'][number], 'repId'>;

const columns: ReportColumn<Row>[] = [
  { label: 'Rep', kind: 'text', value: (r) => r.repName },
  { label: 'Orders', kind: 'count', value: (r) => r.orders },
  { label: 'Sell', kind: 'money', value: (r) => r.sellCents },
  { label: 'Cost', kind: 'money', value: (r) => r.costCents },
  { label: 'Gross profit', kind: 'money', value: (r) => r.profitCents },
  { label: 'Commission', kind: 'money', value: (r) => r.commissionCents },
];

const load = (query: ReportsQuery, options: CallOptions) => api.orders.commission({ from: query.from, to: query.to }, options);
const sentence = (text: string) => (/[.!?]$/.test(text) ? text : `${text}.`);

/**
 * docs/product.md#orders: each rep's commission for a period (this month unless chosen): their
 * orders' sell, cost and gross profit at the workspace's rate, with the total and Download CSV.
 * Roles that see costs only (the page leaves it out for viewers); re-read when an order or the rate changes.
 */
export function CommissionSection({ version }: { version: number }) {
  const live = useAtomValue(commissionVersionAtom);
  const [period, setPeriod] = useState<Period>({ from: '', to: '' });
  const state = useReport('commission', load, { from: period.from || undefined, to: period.to || undefined }, version + live);
  const served = state.status === 'ready' ? state.data : null;
  // An untouched day shows the period the server chose.
  const shown = { from: period.from || served?.from || '', to: period.to || served?.to || '' };
  return (
    <ReportSection
      title="Commission"
      description="Per rep: the orders they made in the period, their sell, cost and gross profit, and the commission on it."
      state={state}
      isEmpty={(r) => r.rows.length === 0}
      emptyText="No orders were made in this period."
      controls={
        <div className="mt-3">
          <PeriodFields what="Commission" period={shown} onChange={setPeriod} />
        </div>
      }
    >
      {(report) => (
        <>
          <p className="text-sm text-slate-600">
            <span className="font-medium text-slate-900">Commission rate: {report.commissionPct}%.</span> {sentence(report.basis)}
          </p>
          <ReportFigure table={{ caption: 'Commission by rep', columns, rows: report.rows, total: { ...report.total, repName: 'Total' } }} />
        </>
      )}
    </ReportSection>
  );
}
