import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'wouter';
import { ArrowLeft, Pencil } from 'lucide-react';
import type { Order } from '../../../contracts/orders.js';
import { api, isAbort } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { useCan } from '../../state/permissions.js';
import { orderVersionAtom } from '../../state/orders.js';
import { OrderStatusBadge } from './OrderBadges.js';
import { OrderEditForm } from './OrderEditForm.js';
import { HistoryCard, LinesCard, ShipTosCard, TotalsCard } from './OrderSections.js';
import { PurchaseOrdersCard } from './PurchaseOrders.js';
import { ProofsCard } from './OrderProofs.js';
import { InvoicesCard } from './OrderInvoices.js';
import { MarginCard } from './OrderMargin.js';
import { dayOrDash } from './order-format.js';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words text-slate-900">{children}</dd>
    </div>
  );
}

function OrderHeader({ order, onEdit, editing }: { order: Order; onEdit: () => void; editing: boolean }) {
  const mayWrite = useCan('records.write');
  return (
    <div className="mb-6">
      <Link href="/orders" className="mb-1 inline-flex items-center gap-1 text-xs font-medium text-slate-500 hover:text-slate-700">
        <ArrowLeft className="h-3.5 w-3.5" aria-hidden /> Orders
      </Link>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="flex min-w-0 flex-wrap items-center gap-3">
          <h1 className="min-w-0 text-2xl font-semibold tracking-tight break-words text-slate-900">
            <span className="text-slate-500">#{order.number}</span> {order.title}
          </h1>
          <OrderStatusBadge status={order.status} />
        </div>
        {mayWrite && !editing && (
          <Button variant="outline" onClick={onEdit}>
            <Pencil className="h-4 w-4" aria-hidden /> Edit order
          </Button>
        )}
      </div>
      <dl className="mt-4 grid grid-cols-2 gap-4 sm:grid-cols-4" aria-label="Order details">
        <Detail label="Company">
          {order.companyId && order.companyName ? (
            <Link href={`/companies/${order.companyId}`} className="font-medium text-brand-700 hover:underline">
              {order.companyName}
            </Link>
          ) : (
            (order.companyName ?? '—')
          )}
        </Detail>
        <Detail label="Client PO">{order.clientPoNumber ?? '—'}</Detail>
        <Detail label="In hands">{dayOrDash(order.inHandsDate)}</Detail>
        <Detail label="Rep">{order.repName ?? '—'}</Detail>
        {order.proposalId && (
          <Detail label="Proposal">
            <Link href={`/proposals/${order.proposalId}`} className="font-medium text-brand-700 hover:underline">
              View proposal
            </Link>
          </Detail>
        )}
      </dl>
    </div>
  );
}

/**
 * docs/product.md#orders: one sales order — its lines, margin (roles that see costs), proofs,
 * ship-to addresses, totals, revisions, the purchase orders to its suppliers (each sent and moved on
 * from here) and its invoices. Re-read live when the order, one of its proofs or one of its purchase
 * orders changes in any tab.
 */
export function OrderPage() {
  const { id = '' } = useParams<{ id: string }>();
  const version = useAtomValue(orderVersionAtom(id));
  const [order, setOrder] = useState<Order | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [editing, setEditing] = useState(false);
  const reload = useCallback(() => setReloads((n) => n + 1), []);
  const costs = useCan('costs.read');

  useEffect(() => {
    api.orders
      .get({ id }, { key: `order:${id}` })
      .then((r) => {
        setOrder(r.order);
        setFailed(null);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setFailed(messageOf(err, 'Failed to load the order'));
      });
  }, [id, version, reloads]);

  if (!order || order.id !== id) {
    if (failed)
      return (
        <Card className="px-4 py-12 text-center text-sm text-slate-500">
          <p role="alert">{failed}</p>
          <Link href="/orders" className="mt-3 inline-block font-medium text-brand-700 hover:underline">
            All orders
          </Link>
        </Card>
      );
    return <CenteredSpinner label="Loading order" />;
  }

  return (
    <>
      <OrderHeader order={order} editing={editing} onEdit={() => setEditing(true)} />
      {editing && (
        <OrderEditForm
          order={order}
          onCancel={() => setEditing(false)}
          onSaved={(saved) => {
            setOrder(saved);
            setEditing(false);
          }}
        />
      )}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2">
          <LinesCard order={order} />
          {costs && <MarginCard orderId={order.id} />}
          <ProofsCard order={order} onChanged={reload} />
          <PurchaseOrdersCard order={order} onChanged={reload} />
          <InvoicesCard orderId={order.id} />
          <HistoryCard order={order} />
        </div>
        <div className="min-w-0 space-y-6">
          <TotalsCard order={order} />
          <ShipTosCard order={order} />
        </div>
      </div>
    </>
  );
}
