import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { formatCents } from '../../../contracts/money.js';
import type { MarginReport } from '../../../contracts/invoices.js';
import { api, isAbort } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { ListTable, type ListColumn } from '../../components/ListTable.js';
import { cn } from '../../lib/cn.js';
import { orderVersionAtom } from '../../state/orders.js';

const columns: ListColumn[] = [{ label: 'Product' }, { label: 'Sell', align: 'right' }, { label: 'Cost', align: 'right' }, { label: 'Profit', align: 'right' }, { label: 'Margin', align: 'right' }];
const pct = (n: number) => `${n.toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })}%`;
const cell = 'px-4 py-3 text-right text-sm tabular-nums';

type Figures = MarginReport['total'];

function FigureCells({ f, strong }: { f: Figures; strong?: boolean }) {
  return (
    <>
      <td className={cn(cell, strong ? 'font-semibold text-slate-900' : 'text-slate-600')}>{formatCents(f.sellCents)}</td>
      <td className={cn(cell, strong ? 'font-semibold text-slate-900' : 'text-slate-600')}>{formatCents(f.costCents)}</td>
      <td className={cn(cell, 'font-medium', f.profitCents < 0 ? 'text-red-700' : 'text-emerald-700')}>{formatCents(f.profitCents)}</td>
      <td className={cn(cell, strong ? 'font-semibold text-slate-900' : 'text-slate-900')}>{pct(f.marginPct)}</td>
    </>
  );
}

/**
 * docs/product.md#orders: the order's margin per line and in total (sell, cost, profit, margin %),
 * for the roles that see costs only (the page leaves it out for viewers). Re-read with the order.
 */
export function MarginCard({ orderId }: { orderId: string }) {
  const version = useAtomValue(orderVersionAtom(orderId));
  const [report, setReport] = useState<MarginReport | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  useEffect(() => {
    api.orders
      .margin({ id: orderId }, { key: `margin:${orderId}` })
      .then((r) => {
        setReport(r);
        setFailed(null);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setFailed(messageOf(err, 'Failed to load the margin'));
      });
  }, [orderId, version]);

  return (
    <section aria-labelledby="order-margin">
      <h2 id="order-margin" className="mb-2 text-base font-semibold text-slate-900">
        Margin
      </h2>
      <ListTable label="Margin by line" columns={columns} rows={report ? report.lines.length : null} loadingLabel="Loading margin" failedText={failed} emptyText="This order has no lines.">
        {report?.lines.map((l) => (
          <tr key={l.id} className="border-b border-slate-100 align-top">
            <td className="px-4 py-3 text-sm">
              <span className="font-medium text-slate-900">{l.name}</span>
              <span className="block text-xs text-slate-500">{l.quantity.toLocaleString('en-US')} units</span>
            </td>
            <FigureCells f={l} />
          </tr>
        ))}
        {report && (
          <tr className="bg-slate-50">
            <td className="px-4 py-3 text-sm font-semibold text-slate-900">Total</td>
            <FigureCells f={report.total} strong />
          </tr>
        )}
      </ListTable>
    </section>
  );
}
