import { useId, useState } from 'react';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { PO_MESSAGES, type Order, type UpdateOrderRequest } from '../../../contracts/orders.js';
import { api } from '../../api/endpoints.js';
import { ApiError, messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { FormActions } from '../../components/FormActions.js';
import { Select } from '../../components/Select.js';
import { ShipToFields } from './ShipToFields.js';
import { draftOfShipTo, emptyShipTo, hasProblems, shipToInputOf, shipToProblems, type ShipToDraft, type ShipToErrors } from './ship-to.js';

type LineDraft = { quantity: string; shipToIndex: number };
/** Field messages by path: `clientPoNumber`, `shipTos.1.city`, `lines.<line id>.quantity`, `revisionReason`. */
type Errors = Record<string, string>;

const smallLabel = 'mb-1 block text-xs font-medium text-slate-600';

function shipToErrorsOf(errors: Errors, index: number): ShipToErrors {
  const prefix = `shipTos.${index}.`;
  return Object.fromEntries(Object.entries(errors).flatMap(([k, v]) => (k.startsWith(prefix) ? [[k.slice(prefix.length), v]] : [])));
}

/**
 * Edits an order: the client's PO number, the in-hands date, the ship-to addresses, and each line's
 * quantity and address. Only what changed is sent. Once a purchase order has gone to a supplier,
 * the change is a revision and needs its reason (PO_MESSAGES.changedAfterSent).
 */
export function OrderEditForm({ order, onSaved, onCancel }: { order: Order; onSaved: (order: Order) => void; onCancel: () => void }) {
  const id = useId();
  const [clientPoNumber, setClientPoNumber] = useState(order.clientPoNumber ?? '');
  const [inHandsDate, setInHandsDate] = useState(order.inHandsDate ?? '');
  const [shipTos, setShipTos] = useState<ShipToDraft[]>(() => (order.shipTos.length ? order.shipTos.map(draftOfShipTo) : [emptyShipTo()]));
  const [lines, setLines] = useState<Record<string, LineDraft>>(() => Object.fromEntries(order.lines.map((l) => [l.id, { quantity: String(l.quantity), shipToIndex: l.shipToIndex }])));
  const [revisionReason, setRevisionReason] = useState('');
  const [serverAskedReason, setServerAskedReason] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const needsReason = serverAskedReason || order.purchaseOrders.some((po) => po.status !== 'draft');

  const setLine = (lineId: string, patch: Partial<LineDraft>) => setLines((all) => ({ ...all, [lineId]: { ...all[lineId]!, ...patch } }));
  const removeShipTo = (index: number) => {
    setShipTos((all) => all.filter((_, i) => i !== index));
    setLines((all) => Object.fromEntries(Object.entries(all).map(([k, l]) => [k, { ...l, shipToIndex: l.shipToIndex > index ? l.shipToIndex - 1 : l.shipToIndex }])));
  };
  const usedShipTos = new Set(Object.values(lines).map((l) => l.shipToIndex));

  /** The request of what changed, or the problems found before sending. */
  function build(): { body: UpdateOrderRequest; sentLines: string[] } | { problems: Errors } {
    const problems: Errors = {};
    shipTos.forEach((d, i) => Object.entries(shipToProblems(d)).forEach(([f, m]) => (problems[`shipTos.${i}.${f}`] = m)));
    const body: UpdateOrderRequest = {};
    if (clientPoNumber.trim() !== (order.clientPoNumber ?? '')) body.clientPoNumber = clientPoNumber.trim() || null;
    if (inHandsDate !== (order.inHandsDate ?? '')) body.inHandsDate = inHandsDate || null;
    const shipToInputs = shipTos.map(shipToInputOf);
    if (JSON.stringify(shipToInputs) !== JSON.stringify(order.shipTos.map((a) => shipToInputOf(draftOfShipTo(a))))) body.shipTos = shipToInputs;
    const changedLines: NonNullable<UpdateOrderRequest['lines']> = [];
    for (const line of order.lines) {
      const draft = lines[line.id]!;
      const quantity = Number(draft.quantity);
      if (!/^\d+$/.test(draft.quantity.trim()) || quantity < 1) {
        problems[`lines.${line.id}.quantity`] = 'Quantity must be at least 1';
        continue;
      }
      const change = { id: line.id, ...(quantity !== line.quantity ? { quantity } : {}), ...(draft.shipToIndex !== line.shipToIndex ? { shipToIndex: draft.shipToIndex } : {}) };
      if (Object.keys(change).length > 1) changedLines.push(change);
    }
    if (changedLines.length) body.lines = changedLines;
    if (needsReason) {
      if (!revisionReason.trim()) problems.revisionReason = PO_MESSAGES.changedAfterSent;
      else body.revisionReason = revisionReason.trim();
    }
    if (hasProblems(problems)) return { problems };
    return { body, sentLines: changedLines.map((l) => l.id) };
  }

  const submit = async () => {
    const built = build();
    setFormError(null);
    if ('problems' in built) return setErrors(built.problems);
    setErrors({});
    const changed = Object.keys(built.body).filter((k) => k !== 'revisionReason');
    if (changed.length === 0) return onCancel();
    setBusy(true);
    try {
      const r = await api.orders.update({ id: order.id }, built.body);
      toast.success('Order saved', { description: needsReason ? 'The suppliers’ purchase orders are marked as outdated until sent again.' : undefined });
      onSaved(r.order);
    } catch (err) {
      const message = messageOf(err, 'Failed to save the order');
      if (message === PO_MESSAGES.changedAfterSent) {
        setServerAskedReason(true);
        setErrors({ revisionReason: message });
      } else if (err instanceof ApiError && err.details.length) {
        // Field messages under their fields; a line's index is the index of the lines sent.
        const mapped: Errors = {};
        for (const d of err.details) {
          const m = /^lines\.(\d+)\.(.+)$/.exec(d.path);
          mapped[m ? `lines.${built.sentLines[Number(m[1])] ?? m[1]}.${m[2]}` : d.path] = d.message;
        }
        setErrors(mapped);
        setFormError(message);
      } else {
        setFormError(message);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card className="mb-6">
      <CardHeader title="Edit order" description={needsReason ? 'Purchase orders have gone to suppliers: this change is a revision.' : undefined} />
      <CardBody>
        <form
          className="space-y-6"
          aria-label="Edit order"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            <Field label="Client PO number" error={errors.clientPoNumber}>
              {(fid, d) => <Input id={fid} aria-describedby={d} value={clientPoNumber} maxLength={60} onChange={(e) => setClientPoNumber(e.target.value)} />}
            </Field>
            <Field label="In-hands date" error={errors.inHandsDate}>
              {(fid, d) => <Input id={fid} aria-describedby={d} type="date" value={inHandsDate} onChange={(e) => setInHandsDate(e.target.value)} />}
            </Field>
          </div>

          <div className="space-y-4">
            <h3 className="text-sm font-semibold text-slate-900">Ship-to addresses</h3>
            {errors.shipTos && <p className="text-sm text-red-600">{errors.shipTos}</p>}
            {shipTos.map((draft, i) => (
              <fieldset key={i} className="min-w-0 space-y-3 rounded-md border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium text-slate-800">Address {i + 1}</legend>
                <ShipToFields value={draft} errors={shipToErrorsOf(errors, i)} onChange={(next) => setShipTos((all) => all.map((a, j) => (j === i ? next : a)))} />
                {shipTos.length > 1 && !usedShipTos.has(i) && (
                  <Button size="sm" variant="ghost" onClick={() => removeShipTo(i)}>
                    Remove address {i + 1}
                  </Button>
                )}
              </fieldset>
            ))}
            {shipTos.length < 20 && (
              <Button variant="outline" size="sm" onClick={() => setShipTos((all) => [...all, emptyShipTo()])}>
                <Plus className="h-4 w-4" aria-hidden /> Add address
              </Button>
            )}
          </div>

          <div className="space-y-3">
            <h3 className="text-sm font-semibold text-slate-900">Lines</h3>
            <ul className="divide-y divide-slate-100 rounded-md border border-slate-200" aria-label="Lines to edit">
              {order.lines.map((line) => {
                const draft = lines[line.id]!;
                const qtyError = errors[`lines.${line.id}.quantity`];
                return (
                  <li key={line.id} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-end">
                    <div className="min-w-0 flex-1 text-sm">
                      <span className="font-medium text-slate-900">{line.name}</span>
                      <span className="block text-xs text-slate-500">
                        {line.itemNum} · {line.supplierName}
                      </span>
                    </div>
                    <div className="sm:w-32">
                      <label htmlFor={`${id}-${line.id}-qty`} className={smallLabel}>
                        Quantity<span className="sr-only"> of {line.name}</span>
                      </label>
                      <Input
                        id={`${id}-${line.id}-qty`}
                        inputMode="numeric"
                        value={draft.quantity}
                        aria-invalid={qtyError ? true : undefined}
                        aria-describedby={qtyError ? `${id}-${line.id}-qty-error` : undefined}
                        onChange={(e) => setLine(line.id, { quantity: e.target.value })}
                      />
                      {qtyError && (
                        <p id={`${id}-${line.id}-qty-error`} role="alert" className="mt-1 text-xs text-red-600">
                          {qtyError}
                        </p>
                      )}
                    </div>
                    {shipTos.length > 1 && (
                      <div className="min-w-0 sm:w-56">
                        <label htmlFor={`${id}-${line.id}-ship`} className={smallLabel}>
                          Ships to<span className="sr-only"> ({line.name})</span>
                        </label>
                        <Select id={`${id}-${line.id}-ship`} value={draft.shipToIndex} onChange={(e) => setLine(line.id, { shipToIndex: Number(e.target.value) })}>
                          {shipTos.map((a, i) => (
                            <option key={i} value={i}>
                              {i + 1}. {a.name || 'New address'}
                              {a.city ? `, ${a.city}` : ''}
                            </option>
                          ))}
                        </Select>
                      </div>
                    )}
                  </li>
                );
              })}
            </ul>
          </div>

          {needsReason && (
            <Field label="Reason for the revision" error={errors.revisionReason} help={errors.revisionReason ? undefined : PO_MESSAGES.changedAfterSent}>
              {(fid, d) => <Textarea id={fid} aria-describedby={d} className="min-h-[72px]" maxLength={500} value={revisionReason} onChange={(e) => setRevisionReason(e.target.value)} />}
            </Field>
          )}
          {formError && (
            <p role="alert" className="text-sm text-red-600">
              {formError}
            </p>
          )}
          <FormActions onCancel={onCancel} busy={busy} label="Save order" />
        </form>
      </CardBody>
    </Card>
  );
}
