import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { Ban, Download, FilePlus2, HandCoins, Send } from 'lucide-react';
import { formatCents } from '../../../contracts/money.js';
import { INVOICE_KIND_LABELS, INVOICE_STATUS_LABELS, invoiceLabel, type Invoice, type InvoiceStatus } from '../../../contracts/invoices.js';
import { ordersApi } from '../../../contracts/orders-api.js';
import { api, hrefOf, isAbort } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card, CardHeader } from '../../components/Card.js';
import { ConfirmDeleteDialog } from '../../components/ConfirmDeleteDialog.js';
import { Spinner } from '../../components/Spinner.js';
import { useCan } from '../../state/permissions.js';
import { invoiceVersionAtom } from '../../state/orders.js';
import { NewInvoiceForm, PaymentForm } from './InvoiceForms.js';
import { EmailState } from './PurchaseOrders.js';
import { formatIsoDay } from './order-format.js';

const STATUS_TONES: Record<InvoiceStatus, BadgeTone> = { draft: 'grey', sent: 'blue', partly_paid: 'amber', paid: 'green', void: 'secondary' };

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="break-words text-slate-800">{children}</dd>
    </div>
  );
}

/** A refusal names what to fix: a mailbox to connect leads to Settings → Mailbox. */
function SendError({ message }: { message: string }) {
  return (
    <p role="alert" className="text-sm text-red-600">
      {message}
      {/Settings → Mailbox/.test(message) && (
        <>
          {' '}
          <Link href="/settings?tab=mailbox" className="font-medium text-brand-700 underline">
            Go to Mailbox settings
          </Link>
        </>
      )}
    </p>
  );
}

/**
 * Emails the invoice (its PDF attached) to the client who approved. Disabled from the first click
 * until the answer, so a double click sends once; after a send it stays so until the list, re-read,
 * shows the invoice sent.
 */
function SendInvoiceButton({ invoice, onSent, onError }: { invoice: Invoice; onSent: () => void; onError: (message: string | null) => void }) {
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle');
  const inFlight = useRef(false);
  const send = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setState('sending');
    onError(null);
    try {
      const r = await api.orders.sendInvoice({ id: invoice.id }, {});
      setState('sent');
      toast.success('Invoice on its way', { description: `${invoiceLabel(invoice.number)} to ${r.invoice.email?.toEmail ?? 'the client'}` });
      onSent();
    } catch (err) {
      setState('idle');
      onError(messageOf(err, 'Failed to send the invoice'));
    } finally {
      inFlight.current = false;
    }
  };
  return (
    <Button size="sm" onClick={() => void send()} disabled={state !== 'idle'}>
      <Send className="h-4 w-4" aria-hidden /> {state === 'sending' ? 'Sending…' : state === 'sent' ? 'Sent' : 'Send to client'}
    </Button>
  );
}

function InvoiceItem({ invoice, onChanged }: { invoice: Invoice; onChanged: () => void }) {
  const mayWrite = useCan('records.write');
  const [paying, setPaying] = useState(false);
  const [voiding, setVoiding] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const label = invoiceLabel(invoice.number);
  const isVoid = invoice.status === 'void';
  return (
    <section aria-label={`Invoice ${label}`} className="space-y-3 px-5 py-4">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          {label} · {INVOICE_KIND_LABELS[invoice.kind]}
        </h3>
        <Badge tone={STATUS_TONES[invoice.status]}>{INVOICE_STATUS_LABELS[invoice.status]}</Badge>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <Detail label="Issued">{formatIsoDay(invoice.issuedOn)}</Detail>
        <Detail label="Due">{formatIsoDay(invoice.dueOn)}</Detail>
        <Detail label="Total">{formatCents(invoice.totalCents)}</Detail>
        <Detail label="Paid">{formatCents(invoice.paidCents)}</Detail>
        <Detail label="Balance">{formatCents(invoice.balanceCents)}</Detail>
        <Detail label="Email">{invoice.email ? <EmailState email={invoice.email} /> : 'Not sent yet'}</Detail>
      </dl>
      {invoice.payments.length > 0 && (
        <ul className="space-y-1 text-sm text-slate-700" aria-label={`Payments of ${label}`}>
          {invoice.payments.map((p) => (
            <li key={p.id} className="break-words">
              {formatCents(p.amountCents)} paid {formatIsoDay(p.paidOn)}
              {p.method ? ` · ${p.method}` : ''}
              {p.note ? ` · ${p.note}` : ''}
            </li>
          ))}
        </ul>
      )}
      {invoice.notes && <p className="text-sm break-words whitespace-pre-line text-slate-600">{invoice.notes}</p>}
      <div className="flex flex-wrap items-center gap-2">
        <a href={hrefOf(ordersApi.invoicePdf, { id: invoice.id })} className={buttonClass('outline', 'sm')} download>
          <Download className="h-4 w-4" aria-hidden /> Download PDF
        </a>
        {mayWrite && !isVoid && !invoice.sentAt && <SendInvoiceButton invoice={invoice} onSent={onChanged} onError={setSendError} />}
        {mayWrite && !isVoid && invoice.balanceCents > 0 && !paying && (
          <Button size="sm" variant="outline" onClick={() => setPaying(true)}>
            <HandCoins className="h-4 w-4" aria-hidden /> Record payment
          </Button>
        )}
        {mayWrite && !isVoid && invoice.paidCents === 0 && (
          <Button size="sm" variant="ghost" onClick={() => setVoiding(true)}>
            <Ban className="h-4 w-4" aria-hidden /> Void
          </Button>
        )}
      </div>
      {sendError && <SendError message={sendError} />}
      {paying && (
        <PaymentForm
          invoice={invoice}
          onCancel={() => setPaying(false)}
          onRecorded={() => {
            setPaying(false);
            onChanged();
          }}
        />
      )}
      <ConfirmDeleteDialog
        open={voiding}
        title={`Void ${label}?`}
        remove={() => api.orders.voidInvoice({ id: invoice.id })}
        deleted={`${label} voided`}
        failed={(err) => messageOf(err, 'Failed to void the invoice')}
        onClose={() => setVoiding(false)}
        onDeleted={() => {
          setVoiding(false);
          onChanged();
        }}
        confirmLabel="Void invoice"
        busyLabel="Voiding…"
      >
        {label} for {formatCents(invoice.totalCents)} stays on record, marked void, and is no longer owed. This cannot be undone.
      </ConfirmDeleteDialog>
    </section>
  );
}

/**
 * docs/product.md#orders: the order's invoices (a deposit, progress bills, the final balance) with
 * their payments; writers make, send, record payments on and void them. Re-read when an invoice of
 * this order changes in any tab.
 */
export function InvoicesCard({ orderId }: { orderId: string }) {
  const mayWrite = useCan('records.write');
  const version = useAtomValue(invoiceVersionAtom(orderId));
  const [items, setItems] = useState<Invoice[] | null>(null);
  const [failed, setFailed] = useState<string | null>(null);
  const [reloads, setReloads] = useState(0);
  const [creating, setCreating] = useState(false);
  const reload = () => setReloads((n) => n + 1);

  useEffect(() => {
    api.orders
      .invoices({ id: orderId }, { key: `invoices:${orderId}` })
      .then((r) => {
        setItems(r.items);
        setFailed(null);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setFailed(messageOf(err, 'Failed to load the invoices'));
      });
  }, [orderId, version, reloads]);

  return (
    <Card>
      <CardHeader
        title="Invoices"
        description="A deposit, progress bills and the final invoice, with their payments."
        action={
          mayWrite && !creating ? (
            <Button size="sm" variant="outline" className="shrink-0" onClick={() => setCreating(true)}>
              <FilePlus2 className="h-4 w-4" aria-hidden /> New invoice
            </Button>
          ) : undefined
        }
      />
      {creating && (
        <div className="border-b border-slate-100 px-5 py-4">
          <NewInvoiceForm
            orderId={orderId}
            onCancel={() => setCreating(false)}
            onCreated={() => {
              setCreating(false);
              reload();
            }}
          />
        </div>
      )}
      {items === null ? (
        failed ? (
          <div role="alert" className="flex flex-wrap items-center gap-3 px-5 py-4 text-sm text-slate-600">
            {failed}
            <Button size="sm" variant="outline" onClick={reload}>
              Retry
            </Button>
          </div>
        ) : (
          <div className="flex justify-center py-8">
            <Spinner label="Loading invoices" />
          </div>
        )
      ) : items.length === 0 ? (
        <p className="px-5 py-4 text-sm text-slate-500">No invoices yet.</p>
      ) : (
        <div className="divide-y divide-slate-100">
          {items.map((invoice) => (
            <InvoiceItem key={invoice.id} invoice={invoice} onChanged={reload} />
          ))}
        </div>
      )}
    </Card>
  );
}
