import { addressLine } from '../../../contracts/order-rules.js';
import { formatCents } from '../../../contracts/money.js';
import type { Order, OrderLine } from '../../../contracts/orders.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { ListTable, type ListColumn } from '../../components/ListTable.js';
import { useCan } from '../../state/permissions.js';
import { MoneyRow } from '../../components/MoneyRow.js';

const money = (cents: number | null) => (cents === null ? '—' : formatCents(cents));

/** "Screen print · Front, Back" (and its ink colours). */
export function decorationText(d: OrderLine['decoration']): string {
  if (!d) return 'Blank';
  return [d.label, d.locations.join(', '), d.colors.join(', ')].filter(Boolean).join(' · ');
}

/** "Ship-to 2" with its address, for lines and purchase orders that say where they go. */
export const shipToLabel = (order: Order, index: number) => {
  const a = order.shipTos[index];
  return a ? `${index + 1}. ${a.name}, ${a.city}` : `Address ${index + 1}`;
};

/** The lines as sold; unit and total cost for those who may see costs (docs/product.md#teams). */
export function LinesCard({ order }: { order: Order }) {
  const costs = useCan('costs.read');
  const columns: ListColumn[] = [
    { label: 'Product' },
    { label: 'Supplier' },
    { label: 'Colour' },
    { label: 'Decoration' },
    { label: 'Qty', align: 'right' },
    { label: 'Unit sell', align: 'right' },
    { label: 'Total sell', align: 'right' },
    ...(costs ? ([{ label: 'Unit cost', align: 'right' }, { label: 'Total cost', align: 'right' }] as ListColumn[]) : []),
    ...(order.shipTos.length > 1 ? [{ label: 'Ships to' }] : []),
  ];
  return (
    <section aria-labelledby="order-lines">
      <h2 id="order-lines" className="mb-2 text-base font-semibold text-slate-900">
        Lines
      </h2>
      <ListTable label="Order lines" columns={columns} rows={order.lines.length} failedText={null} emptyText="This order has no lines." minWidthClass="min-w-[820px]">
        {order.lines.map((l) => (
          <tr key={l.id} className="border-b border-slate-100 align-top last:border-0">
            <td className="px-4 py-3 text-sm">
              <span className="font-medium text-slate-900">{l.name}</span>
              <span className="block text-xs text-slate-500">{l.itemNum}</span>
            </td>
            <td className="px-4 py-3 text-sm text-slate-600">{l.supplierName}</td>
            <td className="px-4 py-3 text-sm text-slate-600">{l.color ?? <span className="text-amber-700">Not chosen</span>}</td>
            <td className="px-4 py-3 text-sm text-slate-600">{decorationText(l.decoration)}</td>
            <td className="px-4 py-3 text-right text-sm tabular-nums text-slate-900">{l.quantity.toLocaleString('en-US')}</td>
            <td className="px-4 py-3 text-right text-sm tabular-nums text-slate-600">
              {formatCents(l.unitSellCents)}
              {l.setupSellCents > 0 && <span className="block text-xs text-slate-500">+ {formatCents(l.setupSellCents)} setup</span>}
            </td>
            <td className="px-4 py-3 text-right text-sm font-medium tabular-nums text-slate-900">{formatCents(l.totalSellCents)}</td>
            {costs && (
              <>
                <td className="px-4 py-3 text-right text-sm tabular-nums text-slate-600">
                  {money(l.unitCostCents)}
                  {(l.setupCostCents ?? 0) > 0 && <span className="block text-xs text-slate-500">+ {money(l.setupCostCents)} setup</span>}
                </td>
                <td className="px-4 py-3 text-right text-sm tabular-nums text-slate-600">{money(l.totalCostCents)}</td>
              </>
            )}
            {order.shipTos.length > 1 && <td className="px-4 py-3 text-sm text-slate-600">{shipToLabel(order, l.shipToIndex)}</td>}
          </tr>
        ))}
      </ListTable>
    </section>
  );
}

export function TotalsCard({ order }: { order: Order }) {
  const costs = useCan('costs.read');
  const t = order.totals;
  const row = (label: string, cents: number, strong = false) => <MoneyRow label={label} cents={cents} strong={strong} />;
  return (
    <Card>
      <CardHeader title="Totals" />
      <CardBody>
        <dl className="space-y-1.5 text-sm" aria-label="Order totals">
          {row('Subtotal', t.subtotalCents)}
          {row('Shipping', t.shippingCents)}
          {row('Tax', t.taxCents)}
          {row('Grand total', t.grandTotalCents, true)}
          {costs && t.costCents !== null && <MoneyRow label="Cost" cents={t.costCents} className="pt-2" />}
          {costs && t.profitCents !== null && (
            <div className="flex justify-between text-emerald-700">
              <dt>Profit</dt>
              <dd className="tabular-nums">{formatCents(t.profitCents)}</dd>
            </div>
          )}
        </dl>
      </CardBody>
    </Card>
  );
}

export function ShipTosCard({ order }: { order: Order }) {
  return (
    <Card>
      <CardHeader title={order.shipTos.length === 1 ? 'Ship to' : 'Ship-to addresses'} />
      <CardBody>
        {order.shipTos.length === 0 ? (
          <p className="text-sm text-slate-500">No address yet. Edit the order to add where it ships.</p>
        ) : (
          <ol className="space-y-3 text-sm" aria-label="Ship-to addresses">
            {order.shipTos.map((a, i) => (
              <li key={i} className="break-words">
                <span className="block text-xs font-medium text-slate-500">Address {i + 1}</span>
                <address className="not-italic text-slate-800">{addressLine(a)}</address>
                {a.phone && <span className="block text-xs text-slate-500">{a.phone}</span>}
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}

/** The revisions made after purchase orders went, newest first, each with its reason. */
export function HistoryCard({ order }: { order: Order }) {
  return (
    <Card>
      <CardHeader title="Revision history" description="Changes made after purchase orders went to suppliers." />
      <CardBody>
        {order.history.length === 0 ? (
          <p className="text-sm text-slate-500">No revisions yet.</p>
        ) : (
          <ol className="space-y-3 text-sm" aria-label="Revision history">
            {[...order.history].reverse().map((r) => (
              <li key={r.revision}>
                <span className="font-medium text-slate-900">Revision {r.revision}</span>
                {r.byName ? ` by ${r.byName}` : ''}
                <time className="ml-1 text-xs text-slate-500" dateTime={r.at}>
                  {new Date(r.at).toLocaleString('en-US')}
                </time>
                <span className="block text-slate-700">“{r.reason}”</span>
                {r.changes.length > 0 && (
                  <ul className="mt-1 list-disc pl-5 text-slate-600">
                    {r.changes.map((c, i) => (
                      <li key={i}>{c}</li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}
