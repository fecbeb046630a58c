import { useRef, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { Download, Send } from 'lucide-react';
import { formatCents } from '../../../contracts/money.js';
import { PO_MESSAGES, poLineWarnings, type Order, type PoSummary } from '../../../contracts/orders.js';
import { ordersApi } from '../../../contracts/orders-api.js';
import { api, hrefOf } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Badge } from '../../components/Badge.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card, CardHeader } from '../../components/Card.js';
import { Field, Textarea } from '../../components/Field.js';
import { useCan } from '../../state/permissions.js';
import { PoStatusBadge } from './OrderBadges.js';
import { PoStepControl } from './PoStepControl.js';
import { PoInHands } from './PoInHands.js';
import { shipToLabel } from './OrderSections.js';
import { formatIsoDay } from './order-format.js';

/** Where a purchase order's (or an invoice's) email is: queued, sending, sent or failed (with why). */
export function EmailState({ email }: { email: NonNullable<PoSummary['email']> }) {
  switch (email.status) {
    case 'sent':
      return <span className="text-emerald-700">Sent to {email.toEmail}</span>;
    case 'failed':
      return (
        <span className="text-red-700" role="status">
          Email to {email.toEmail} failed{email.error ? `: ${email.error}` : ''}
        </span>
      );
    case 'sending':
      return <span className="text-slate-700">Sending to {email.toEmail}…</span>;
    default:
      return <span className="text-slate-700">Queued to {email.toEmail}</span>;
  }
}

/** A refusal names what to fix: no order email leads to the suppliers page. */
function SendError({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-red-600">
      {message}
      {(message === PO_MESSAGES.noSupplierEmail || /order email/i.test(message)) && (
        <>
          {' '}
          <Link href="/orders/suppliers" className="font-medium text-brand-700 underline">
            Go to Suppliers
          </Link>
        </>
      )}
    </p>
  );
}

/**
 * Sends the purchase order by email (its PDF attached), with an optional message. Disabled from
 * the first click until the answer, so a double click sends once; after a send it stays so until
 * the order, re-read, shows the purchase order sent.
 */
function SendPoControl({ po, again, onSent }: { po: PoSummary; again: boolean; onSent: () => void }) {
  const [message, setMessage] = useState<string | null>(null);
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const [error, setError] = useState<string | null>(null);
  const inFlight = useRef(false);

  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState('sending');
    setError(null);
    try {
      const r = await api.orders.sendPo({ id: po.id }, { message: message?.trim() || null });
      setState('sent');
      toast.success('Purchase order on its way', { description: `To ${r.purchaseOrder.email?.toEmail ?? po.supplierName}` });
      onSent();
    } catch (err) {
      setState('idle');
      setError(messageOf(err, 'Failed to send the purchase order'));
    } finally {
      inFlight.current = false;
    }
  };

  return (
    <div className="space-y-2">
      {message !== null && (
        <Field label="Message to the supplier (optional)">
          {(id) => <Textarea id={id} className="min-h-[72px]" maxLength={5000} value={message} onChange={(e) => setMessage(e.target.value)} />}
        </Field>
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={() => void send()} disabled={state !== 'idle'}>
          <Send className="h-4 w-4" aria-hidden /> {state === 'sending' ? 'Sending…' : state === 'sent' ? 'Sent' : again ? 'Send again' : 'Send to supplier'}
        </Button>
        {message === null && state === 'idle' && (
          <Button size="sm" variant="ghost" onClick={() => setMessage('')}>
            Add a message
          </Button>
        )}
      </div>
      {error && <SendError message={error} />}
    </div>
  );
}

function PoDetail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

function PurchaseOrderItem({ order, po, onChanged }: { order: Order; po: PoSummary; onChanged: () => void }) {
  const mayWrite = useCan('records.write');
  const costs = useCan('costs.read');
  const resend = po.status !== 'draft' && (po.outdated || po.email?.status === 'failed');
  // Said before it goes (docs/product.md#orders): a line the supplier cannot fill as it stands.
  const warnings = po.status === 'draft' || resend ? poLineWarnings(order.lines.filter((l) => l.supplierName === po.supplierName && l.shipToIndex === po.shipToIndex)) : [];
  return (
    <section aria-label={`Purchase order #${po.number}`} className="space-y-3 px-5 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          PO #{po.number} · {po.supplierName}
        </h3>
        <PoStatusBadge status={po.status} />
        {po.outdated && <Badge tone="amber">Supplier has an older copy</Badge>}
        {warnings.length > 0 && <Badge tone="amber">Colour missing</Badge>}
      </div>
      {warnings.length > 0 && (
        <ul role="status" className="space-y-1 text-sm text-amber-800">
          {warnings.map((w) => (
            <li key={w}>{w}</li>
          ))}
        </ul>
      )}
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <PoDetail label="Ships to">{shipToLabel(order, po.shipToIndex)}</PoDetail>
        <PoDetail label="In hands">
          <PoInHands key={`${po.inHandsDate}:${po.inHandsOwn}`} po={po} mayEdit={mayWrite} onChanged={onChanged} />
        </PoDetail>
        <PoDetail label="Lines">{po.lineCount}</PoDetail>
        {costs && <PoDetail label="Cost total">{po.totalCostCents === null ? '—' : formatCents(po.totalCostCents)}</PoDetail>}
        <PoDetail label="Email">{po.email ? <EmailState email={po.email} /> : 'Not sent yet'}</PoDetail>
        <PoDetail label="Tracking">
          {po.trackingNumber ? `${po.carrier ?? ''} ${po.trackingNumber}`.trim() : '—'}
          {po.shipDate && <span className="block text-xs text-slate-500">Shipped {formatIsoDay(po.shipDate)}</span>}
        </PoDetail>
      </dl>
      {(mayWrite || costs) && (
        <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-start">
          {mayWrite && (po.status === 'draft' || resend) && <SendPoControl key={`${po.status}:${po.sentAt}:${po.revision}`} po={po} again={resend} onSent={onChanged} />}
          {costs && (
            <a href={hrefOf(ordersApi.poPdf, { id: po.id })} className={buttonClass('outline', 'sm', 'self-start')} download>
              <Download className="h-4 w-4" aria-hidden /> Download PDF
            </a>
          )}
          {mayWrite && po.status !== 'draft' && po.status !== 'delivered' && <PoStepControl key={po.status} po={po} onChanged={onChanged} />}
        </div>
      )}
    </section>
  );
}

/** The purchase orders, one per supplier and ship-to address: sent, followed and moved on from here. */
export function PurchaseOrdersCard({ order, onChanged }: { order: Order; onChanged: () => void }) {
  return (
    <Card>
      <CardHeader title="Purchase orders" description="One per supplier and address. Send each to its supplier, then record its steps." />
      {order.purchaseOrders.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-500">No purchase orders.</p>
      ) : (
        <div className="divide-y divide-slate-100">
          {order.purchaseOrders.map((po) => (
            <PurchaseOrderItem key={po.id} order={order} po={po} onChanged={onChanged} />
          ))}
        </div>
      )}
    </Card>
  );
}
