import { useState } from 'react';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import { PROPOSAL_STATUSES, PROPOSAL_STATUS_LABELS, type Proposal, type ProposalStatus, type UpdateProposalRequest } from '../../../contracts/proposals.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { Select } from '../../components/Select.js';
import { centsText, dollarsToCentsInput } from './money-input.js';
import { upsertProposal } from '../../state/proposals.js';
import { useEditingPresence } from '../../state/presence.js';
import { saveInOrder, toastStaleSave } from '../../state/stale-save.js';
import { useCan } from '../../state/permissions.js';

/**
 * The proposal's own terms: status, default margin, shipping, tax, dates and notes. Each saves when
 * it is left, from the version shown; quick edits of several fields save one after another
 * (saveInOrder), and a field being typed in keeps what is typed when a newer version arrives.
 */
export function ProposalSettings({ proposal }: { proposal: Proposal }) {
  const store = useStore();
  // docs/product.md#teams: a viewer sees the terms, disabled.
  const mayWrite = useCan('records.write');
  const [base, setBase] = useState(proposal);
  const [values, setValues] = useState(() => valuesOf(proposal));
  if (base !== proposal) {
    // A newer version (this tab's own save answered, or a teammate's): a field being typed in keeps
    // what is typed (it saves when left); every other field shows the new value.
    const before = valuesOf(base);
    const after = valuesOf(proposal);
    setBase(proposal);
    setValues((v) => ({ ...after, ...Object.fromEntries(FIELDS.filter((k) => v[k] !== before[k]).map((k) => [k, v[k]])) }));
  }
  /**
   * Saves `body` (the edit of `field`), after this tab's earlier saves of the proposal. Saved,
   * the field shows the saved value unless it was typed in since; refused, the proposal's value.
   */
  const save = async (body: UpdateProposalRequest, field?: FormField) => {
    const sent = field ? values[field] : undefined;
    const reset = (p: Proposal, onlyIfUnchanged = false) =>
      field && setValues((v) => (onlyIfUnchanged && v[field] !== sent ? v : { ...v, [field]: valuesOf(p)[field] }));
    try {
      const saved = await saveInOrder(`proposal:${proposal.id}`, proposal.updatedAt, async (expectedUpdatedAt) => (await api.proposals.update({ id: proposal.id }, { ...body, expectedUpdatedAt })).proposal);
      reset(saved, true);
      upsertProposal(store, saved);
    } catch (err) {
      // A teammate (or the client) changed the proposal first: the fresh one shows, this field too.
      const refused = (current: Proposal) => {
        upsertProposal(store, current);
        reset(current);
      };
      if (toastStaleSave<Proposal>(err, 'Not saved', refused)) return;
      toast.error('Error', { description: messageOf(err, 'Failed to save the proposal') });
      reset(proposal);
    }
  };
  const text = (key: FormField) => ({
    value: values[key],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: e.target.value })),
  });
  const changed = (key: FormField) => values[key] !== valuesOf(proposal)[key];
  // Unsaved terms: teammates viewing the proposal see '… is editing this proposal'.
  useEditingPresence('proposal', proposal.id, FIELDS.some(changed));

  return (
    <Card>
      <CardHeader title="Terms" description="Margin applies to every line without its own." />
      <fieldset disabled={!mayWrite} role="presentation" className="contents">
      <CardBody className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Status">
          {(id) => (
            <Select id={id} value={proposal.status} onChange={(e) => void save({ status: e.target.value as ProposalStatus })}>
              {PROPOSAL_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {PROPOSAL_STATUS_LABELS[s]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Margin %">
          {(id) => <Input id={id} inputMode="decimal" {...text('margin')} onBlur={() => changed('margin') && void save({ marginPct: Number(values.margin) }, 'margin')} />}
        </Field>
        <Field label="Shipping estimate $">
          {(id) => <Input id={id} inputMode="decimal" {...text('shipping')} onBlur={() => changed('shipping') && void save({ shippingCents: dollarsToCentsInput(values.shipping || '0') }, 'shipping')} />}
        </Field>
        <Field label="Tax rate %">
          {(id) => <Input id={id} inputMode="decimal" {...text('tax')} onBlur={() => changed('tax') && void save({ taxRatePct: Number(values.tax || '0') }, 'tax')} />}
        </Field>
        <Field label="Expires on">
          {(id) => (
            <Input id={id} type="date" {...text('expires')} onBlur={() => changed('expires') && void save({ expiresAt: values.expires ? new Date(`${values.expires}T23:59:59`).toISOString() : null }, 'expires')} />
          )}
        </Field>
        <Field label="In-hands date">
          {(id) => <Input id={id} type="date" {...text('inHands')} onBlur={() => changed('inHands') && void save({ inHandsDate: values.inHands || null }, 'inHands')} />}
        </Field>
        <div className="sm:col-span-2 lg:col-span-3 grid grid-cols-1 gap-4 lg:grid-cols-2">
          <Field label="Message to the client">
            {(id) => <Textarea id={id} rows={3} {...text('message')} onBlur={() => changed('message') && void save({ message: values.message }, 'message')} maxLength={5000} />}
          </Field>
          <Field label="Internal notes (never shown to the client)">
            {(id) => <Textarea id={id} rows={3} {...text('notes')} onBlur={() => changed('notes') && void save({ internalNotes: values.notes }, 'notes')} maxLength={5000} />}
          </Field>
        </div>
      </CardBody>
      </fieldset>
    </Card>
  );
}

type FormValues = ReturnType<typeof valuesOf>;
type FormField = keyof FormValues;
const FIELDS = ['margin', 'shipping', 'tax', 'expires', 'inHands', 'message', 'notes'] as const satisfies readonly FormField[];

function valuesOf(p: Proposal) {
  return {
    margin: String(p.marginPct),
    shipping: centsText(p.shippingCents),
    tax: String(p.taxRatePct),
    expires: p.expiresAt ? p.expiresAt.slice(0, 10) : '',
    inHands: p.inHandsDate ?? '',
    message: p.message ?? '',
    notes: p.internalNotes ?? '',
  };
}
