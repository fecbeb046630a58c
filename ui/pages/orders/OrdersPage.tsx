import { useEffect, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { Factory, Truck } from 'lucide-react';
import { formatCents } from '../../../contracts/money.js';
import type { OrderSummary } from '../../../contracts/orders.js';
import { api, isAbort } from '../../api/endpoints.js';
import { buttonClass } from '../../components/Button.js';
import { ListTable } from '../../components/ListTable.js';
import { PageHeader } from '../../components/PageHeader.js';
import { ordersVersionAtom } from '../../state/orders.js';
import { OrderStatusBadge } from './OrderBadges.js';
import { dayOrDash } from './order-format.js';

function OrderRow({ o }: { o: OrderSummary }) {
  return (
    <tr className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
      <td className="px-4 py-3 text-sm tabular-nums text-slate-600">#{o.number}</td>
      <td className="px-4 py-3 text-sm">
        <Link href={`/orders/${o.id}`} className="font-medium text-slate-900 hover:underline">
          {o.title}
        </Link>
      </td>
      <td className="px-4 py-3 text-sm text-slate-600">
        {o.companyId && o.companyName ? (
          <Link href={`/companies/${o.companyId}`} className="hover:underline">
            {o.companyName}
          </Link>
        ) : (
          (o.companyName ?? '—')
        )}
      </td>
      <td className="px-4 py-3 text-sm text-slate-600">{o.repName ?? '—'}</td>
      <td className="px-4 py-3 text-sm">
        <OrderStatusBadge status={o.status} />
      </td>
      <td className="px-4 py-3 text-sm text-slate-600">{dayOrDash(o.inHandsDate)}</td>
      <td className="px-4 py-3 text-right text-sm tabular-nums text-slate-900">{formatCents(o.grandTotalCents)}</td>
      <td className="px-4 py-3 text-right text-sm tabular-nums text-slate-600">{o.poCount}</td>
    </tr>
  );
}

/** docs/product.md#orders: the workspace's sales orders, newest first, re-read live when one changes. */
export function OrdersPage() {
  const version = useAtomValue(ordersVersionAtom);
  const [items, setItems] = useState<OrderSummary[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    api.orders
      .list({ key: 'orders-list' })
      .then((r) => {
        setItems(r.items);
        setFailed(false);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setFailed(true);
      });
  }, [version]);

  return (
    <>
      <PageHeader
        title="Orders"
        description="Sales orders made from approved proposals, and the purchase orders they send to suppliers."
        actions={
          <>
            <Link href="/production" className={buttonClass('outline')}>
              <Factory className="h-4 w-4" aria-hidden /> Production board
            </Link>
            <Link href="/orders/suppliers" className={buttonClass('outline')}>
              <Truck className="h-4 w-4" aria-hidden /> Suppliers
            </Link>
          </>
        }
      />
      <ListTable
        label="Orders"
        columns={[
          { label: 'Order' },
          { label: 'Title' },
          { label: 'Company' },
          { label: 'Rep' },
          { label: 'Status' },
          { label: 'In hands' },
          { label: 'Total', align: 'right' },
          { label: 'POs', align: 'right' },
        ]}
        rows={items?.length ?? null}
        loadingLabel="Loading orders"
        failedText={failed ? 'Orders could not be loaded.' : null}
        emptyText="No orders yet. Create one from an approved proposal."
        minWidthClass="min-w-[760px]"
      >
        {items?.map((o) => <OrderRow key={o.id} o={o} />)}
      </ListTable>
    </>
  );
}
