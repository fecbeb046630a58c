import { useRef, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { INVOICE_KIND_LABELS, INVOICE_KINDS, INVOICE_MESSAGES, createInvoiceRequest, invoiceLabel, type CreateInvoiceRequest, type Invoice, type InvoiceKind } from '../../../contracts/invoices.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { FormActions } from '../../components/FormActions.js';
import { SegmentedControl } from '../../components/SegmentedControl.js';
import { Select } from '../../components/Select.js';
import { amountInputText, parseAmountInput } from '../../lib/amount-input.js';
import { localToday } from './order-format.js';

const formClass = 'min-w-0 space-y-4 rounded-md border border-slate-200 bg-slate-50 p-4';

/** One submit at a time (a double click sends once); the failure shown under the form. */
function useSubmit(failed: string) {
  const inFlight = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (action: () => Promise<void>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await action();
    } catch (err) {
      setError(messageOf(err, failed));
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}

function FormError({ error }: { error: string | null }) {
  return error ? (
    <p role="alert" className="text-sm text-red-600">
      {error}
    </p>
  ) : null;
}

type BillBy = 'percent' | 'amount';

/**
 * New invoice: a deposit or progress bill is a percentage of the order or an amount; the final
 * invoice bills what is left. The issue date (today if left empty) and notes are optional.
 */
export function NewInvoiceForm({ orderId, onCreated, onCancel }: { orderId: string; onCreated: () => void; onCancel: () => void }) {
  const [kind, setKind] = useState<InvoiceKind>('deposit');
  const [billBy, setBillBy] = useState<BillBy>('percent');
  const [figure, setFigure] = useState('');
  const [issuedOn, setIssuedOn] = useState('');
  const [notes, setNotes] = useState('');
  const { busy, error, setError, run } = useSubmit('Failed to create the invoice');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const body: CreateInvoiceRequest = { kind };
    if (kind !== 'final') {
      if (!figure.trim()) return setError(INVOICE_MESSAGES.amountOrPercent);
      if (billBy === 'percent') {
        body.percent = Number(figure.replace(/[%\s]/g, ''));
        if (!Number.isFinite(body.percent)) return setError('Enter a percentage like 50');
      } else {
        const amount = parseAmountInput(figure);
        if (!amount.ok) return setError(amount.error);
        body.amountCents = amount.cents ?? 0;
      }
    }
    if (issuedOn) body.issuedOn = issuedOn;
    if (notes.trim()) body.notes = notes.trim();
    const checked = createInvoiceRequest.safeParse(body);
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? INVOICE_MESSAGES.amountOrPercent);
    void run(async () => {
      const r = await api.orders.createInvoice({ id: orderId }, body);
      toast.success('Invoice created', { description: `${invoiceLabel(r.invoice.number)}: ${INVOICE_KIND_LABELS[r.invoice.kind]}` });
      onCreated();
    });
  };

  return (
    <form className={formClass} aria-label="New invoice" noValidate onSubmit={submit}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <Field label="Kind">
          {(id) => (
            <Select
              id={id}
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as InvoiceKind);
                setError(null);
              }}
            >
              {INVOICE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {INVOICE_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Issue date (optional)" help="Today if left empty.">
          {(id, d) => <Input id={id} aria-describedby={d} type="date" value={issuedOn} onChange={(e) => setIssuedOn(e.target.value)} />}
        </Field>
      </div>
      {kind === 'final' ? (
        <p className="text-sm text-slate-600">The final invoice bills what is left of the order after the invoices before it.</p>
      ) : (
        <div className="space-y-3">
          <SegmentedControl
            kind="toggle"
            label="Bill by"
            value={billBy}
            onChange={(v) => {
              setBillBy(v);
              setFigure('');
              setError(null);
            }}
            options={[
              { label: 'Percent of the order', value: 'percent' },
              { label: 'Amount', value: 'amount' },
            ]}
          />
          <div className="sm:w-56">
            <Field label={billBy === 'percent' ? 'Percent (%)' : 'Amount ($)'}>
              {(id) => <Input id={id} inputMode="decimal" value={figure} placeholder={billBy === 'percent' ? '50' : '1,500'} onChange={(e) => setFigure(e.target.value)} />}
            </Field>
          </div>
        </div>
      )}
      <Field label="Notes (optional)">{(id) => <Textarea id={id} className="min-h-[72px]" maxLength={2000} value={notes} onChange={(e) => setNotes(e.target.value)} />}</Field>
      <FormError error={error} />
      <FormActions onCancel={onCancel} busy={busy} label="Create invoice" busyLabel="Creating…" />
    </form>
  );
}

/** Record a payment: the amount in dollars (the balance to start with), the day it came, and how. */
export function PaymentForm({ invoice, onRecorded, onCancel }: { invoice: Invoice; onRecorded: () => void; onCancel: () => void }) {
  const label = invoiceLabel(invoice.number);
  const [amount, setAmount] = useState(amountInputText(invoice.balanceCents));
  const [paidOn, setPaidOn] = useState(localToday());
  const [method, setMethod] = useState('');
  const { busy, error, setError, run } = useSubmit('Failed to record the payment');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = parseAmountInput(amount);
    if (!parsed.ok) return setError(parsed.error);
    if (!parsed.cents) return setError('Amount must be more than zero');
    if (!paidOn) return setError('Payment date must be a date (YYYY-MM-DD)');
    const amountCents = parsed.cents;
    void run(async () => {
      await api.orders.pay({ id: invoice.id }, { amountCents, paidOn, method: method.trim() || null });
      toast.success('Payment recorded', { description: label });
      onRecorded();
    });
  };

  return (
    <form className={formClass} aria-label={`Record a payment of ${label}`} noValidate onSubmit={submit}>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <Field label="Amount ($)">{(id) => <Input id={id} inputMode="decimal" value={amount} onChange={(e) => setAmount(e.target.value)} />}</Field>
        <Field label="Paid on">{(id) => <Input id={id} type="date" value={paidOn} onChange={(e) => setPaidOn(e.target.value)} />}</Field>
        <Field label="Method (optional)">
          {(id) => <Input id={id} value={method} maxLength={60} list={`payment-methods-${invoice.id}`} placeholder="Check, ACH, card…" onChange={(e) => setMethod(e.target.value)} />}
        </Field>
      </div>
      <datalist id={`payment-methods-${invoice.id}`}>
        {['Check', 'ACH', 'Card', 'Wire', 'Cash'].map((m) => (
          <option key={m} value={m} />
        ))}
      </datalist>
      <FormError error={error} />
      <FormActions onCancel={onCancel} busy={busy} label="Record payment" busyLabel="Recording…" />
    </form>
  );
}
