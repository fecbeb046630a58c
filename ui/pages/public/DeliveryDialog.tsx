import { useState } from 'react';
import type { ClientActionRequest, PublicProposal } from '../../../contracts/proposal-sharing.js';
import { ApiError, messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { Field, Input } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';
import { ShipToFields } from '../orders/ShipToFields.js';
import { draftOfShipTo, emptyShipTo, hasProblems, shipToInputOf, shipToProblems, type ShipToDraft, type ShipToErrors, type ShipToField } from '../orders/ship-to.js';

export type DeliveryInput = NonNullable<ClientActionRequest['delivery']>;

/**
 * Asked when the client approves the whole proposal (docs/product.md#orders): where to deliver,
 * the in-hands date and their PO number (optional). `onApprove` sends the approval with them and
 * answers the failure, if any: its field messages show under the fields, the dialog stays open.
 */
export function DeliveryDialog({ view, accent, onApprove, onCancel }: { view: PublicProposal; accent: string; onApprove: (delivery: DeliveryInput) => Promise<unknown>; onCancel: () => void }) {
  const given = view.delivery;
  const [shipTo, setShipTo] = useState<ShipToDraft>(() => (given?.shipTo ? draftOfShipTo(given.shipTo) : emptyShipTo()));
  const [inHandsDate, setInHandsDate] = useState(given?.inHandsDate ?? view.inHandsDate ?? '');
  const [poNumber, setPoNumber] = useState(given?.poNumber ?? '');
  const [errors, setErrors] = useState<ShipToErrors>({});
  const [other, setOther] = useState<{ inHandsDate?: string; poNumber?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async () => {
    const problems = shipToProblems(shipTo);
    setErrors(problems);
    setOther({});
    if (hasProblems(problems)) return;
    setBusy(true);
    const failure = await onApprove({ shipTo: shipToInputOf(shipTo), inHandsDate: inHandsDate || null, poNumber: poNumber.trim() || null });
    setBusy(false);
    if (!failure) return;
    const fieldErrors: ShipToErrors = {};
    const rest: typeof other = {};
    for (const d of failure instanceof ApiError ? failure.details : []) {
      const path = d.path.replace(/^delivery\./, '');
      if (path.startsWith('shipTo.')) fieldErrors[path.slice('shipTo.'.length) as ShipToField] = d.message;
      else if (path === 'inHandsDate' || path === 'poNumber') rest[path] = d.message;
    }
    if (!hasProblems(fieldErrors) && !hasProblems(rest)) rest.form = messageOf(failure, 'Something went wrong');
    setErrors(fieldErrors);
    setOther(rest);
  };

  return (
    <Modal open onClose={onCancel} title="Where should we deliver?">
      <form
        className="space-y-4"
        aria-label="Delivery details"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-slate-600">Your order ships to this address. Your representative sees it with your approval.</p>
        <ShipToFields value={shipTo} onChange={setShipTo} errors={errors} />
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <Field label="In-hands date (optional)" error={other.inHandsDate}>
            {(id, d) => <Input id={id} type="date" aria-describedby={d} value={inHandsDate} onChange={(e) => setInHandsDate(e.target.value)} />}
          </Field>
          <Field label="Your PO number (optional)" error={other.poNumber}>
            {(id, d) => <Input id={id} aria-describedby={d} value={poNumber} maxLength={60} onChange={(e) => setPoNumber(e.target.value)} />}
          </Field>
        </div>
        {other.form && (
          <p role="alert" className="text-sm text-red-600">
            {other.form}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy} style={{ backgroundColor: accent }}>
            {busy ? 'Approving…' : 'Approve proposal'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
