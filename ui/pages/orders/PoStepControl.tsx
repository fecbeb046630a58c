import { useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { MANUAL_PO_STATUSES, PO_MESSAGES, PO_STATUS_LABELS, PO_STATUSES, poTransitionProblem, type PoStatus, type PoSummary } from '../../../contracts/orders.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { Field, Input } from '../../components/Field.js';
import { Select } from '../../components/Select.js';
import { localToday } from './order-format.js';

type ManualStatus = (typeof MANUAL_PO_STATUSES)[number];
const rank = (s: PoStatus) => PO_STATUSES.indexOf(s);

/**
 * "Next step" of a sent purchase order: the steps after its own (contracts/order-rules.ts). Shipped
 * asks for the carrier, the tracking number and the ship date; production (or later) before the
 * proof is approved asks for the reason of the override.
 */
export function PoStepControl({ po, onChanged }: { po: PoSummary; onChanged: () => void }) {
  const id = useId();
  const steps = MANUAL_PO_STATUSES.filter((s) => rank(s) > rank(po.status));
  const [to, setTo] = useState<ManualStatus>(steps[0] ?? 'delivered');
  const [carrier, setCarrier] = useState('');
  const [trackingNumber, setTrackingNumber] = useState('');
  const [shipDate, setShipDate] = useState(localToday());
  const [overrideReason, setOverrideReason] = useState('');
  const [serverAskedOverride, setServerAskedOverride] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  if (steps.length === 0) return null;

  const shipping = to === 'shipped';
  const needsOverride = serverAskedOverride || poTransitionProblem(po.status, to, { override: false }) === PO_MESSAGES.proofFirst;

  const submit = async () => {
    if (inFlight.current) return;
    if (shipping && (!carrier.trim() || !trackingNumber.trim() || !shipDate)) return setError(PO_MESSAGES.shipmentDetails);
    if (needsOverride && !overrideReason.trim()) return setError(PO_MESSAGES.proofFirst);
    inFlight.current = true;
    setBusy(true);
    setError(null);
    try {
      await api.orders.setPoStatus(
        { id: po.id },
        {
          status: to,
          ...(shipping ? { carrier: carrier.trim(), trackingNumber: trackingNumber.trim(), shipDate } : {}),
          ...(needsOverride ? { overrideReason: overrideReason.trim() } : {}),
        },
      );
      toast.success('Step saved', { description: `PO #${po.number}: ${PO_STATUS_LABELS[to]}` });
      onChanged();
    } catch (err) {
      const message = messageOf(err, 'Failed to save the step');
      if (message === PO_MESSAGES.proofFirst) setServerAskedOverride(true);
      setError(message);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <form
      className="min-w-0 flex-1 space-y-3 rounded-md border border-slate-200 bg-slate-50 p-3"
      aria-label={`Next step for PO #${po.number}`}
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 sm:w-56">
          <label htmlFor={`${id}-step`} className="mb-1 block text-xs font-medium text-slate-600">
            Next step
          </label>
          <Select
            id={`${id}-step`}
            value={to}
            onChange={(e) => {
              setTo(e.target.value as ManualStatus);
              setError(null);
            }}
          >
            {steps.map((s) => (
              <option key={s} value={s}>
                {PO_STATUS_LABELS[s]}
              </option>
            ))}
          </Select>
        </div>
        <Button type="submit" size="md" disabled={busy}>
          {busy ? 'Saving…' : 'Save step'}
        </Button>
      </div>
      {shipping && (
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-3">
          <Field label="Carrier">{(fid) => <Input id={fid} value={carrier} maxLength={60} onChange={(e) => setCarrier(e.target.value)} placeholder="UPS" />}</Field>
          <Field label="Tracking number">{(fid) => <Input id={fid} value={trackingNumber} maxLength={80} onChange={(e) => setTrackingNumber(e.target.value)} />}</Field>
          <Field label="Ship date">{(fid) => <Input id={fid} type="date" value={shipDate} onChange={(e) => setShipDate(e.target.value)} />}</Field>
        </div>
      )}
      {needsOverride && (
        <Field label="Override reason" help="The proof is not approved yet: say why production goes ahead anyway.">
          {(fid, describedBy) => <Input id={fid} aria-describedby={describedBy} value={overrideReason} maxLength={500} onChange={(e) => setOverrideReason(e.target.value)} />}
        </Field>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
