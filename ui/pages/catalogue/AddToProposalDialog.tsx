import { useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import { defaultDocumentTitle } from '../../../contracts/documents.js';
import { MAX_QUANTITY, type CreateLineRequest, type ProposalSummary } from '../../../contracts/proposals.js';
import { api, isAbort } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { Field, Input } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';
import { Select } from '../../components/Select.js';
import { upsertProposal } from '../../state/proposals.js';
import { CompanyCombobox, type CompanyRef } from '../contacts/CompanyCombobox.js';
import type { CarriedSearch } from './search-form.js';

const NEW = 'new';

/**
 * Adds a catalogue product to a proposal: one of the workspace's drafts, or a new one for a
 * company of the pipeline. The line starts at the searched quantity (else the product's minimum)
 * and in the searched colour; both can be changed here.
 */
export function AddToProposalDialog(props: {
  product: { id: string; name: string; minQuantity: number };
  /** The product's colours, when known (its page): chosen from a list; otherwise typed. */
  colors?: readonly string[];
  carried: CarriedSearch;
  onClose: () => void;
}) {
  const { product, carried } = props;
  const store = useStore();
  const [, navigate] = useLocation();
  const [drafts, setDrafts] = useState<ProposalSummary[] | null>(null);
  const [loadFailed, setLoadFailed] = useState<string | null>(null);
  const [target, setTarget] = useState(NEW);
  const [title, setTitle] = useState(() => defaultDocumentTitle(new Date()));
  const [company, setCompany] = useState<CompanyRef | null>(null);
  const [quantity, setQuantity] = useState(String(carried.quantity ?? product.minQuantity));
  const [color, setColor] = useState(carried.color && (!props.colors || props.colors.includes(carried.color)) ? carried.color : '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const controller = new AbortController();
    api.proposals
      .list({}, { signal: controller.signal })
      .then((r) => {
        const found = r.items.filter((p) => p.status === 'draft');
        setDrafts(found);
        if (found.length > 0) setTarget(found[0].id);
      })
      .catch((err: unknown) => {
        if (!isAbort(err)) setLoadFailed(messageOf(err, 'Failed to load your proposals'));
      });
    return () => controller.abort();
  }, []);

  const qty = Number(quantity);
  const qtyValid = Number.isInteger(qty) && qty >= 1 && qty <= MAX_QUANTITY;
  const submit = async () => {
    if (busy || !qtyValid || (target === NEW && !title.trim())) return;
    setBusy(true);
    setError(null);
    const line: CreateLineRequest = { productId: product.id, tiers: [qty], ...(color ? { color } : {}) };
    try {
      const { proposal } =
        target === NEW
          ? await api.proposals.create({ title: title.trim(), companyId: company?.id ?? null, lines: [line] })
          : await api.proposals.addLine({ id: target }, line);
      upsertProposal(store, proposal);
      toast.success(`Added to ${proposal.title}`, { description: product.name, action: { label: 'Open proposal', onClick: () => navigate(`/proposals/${proposal.id}`) } });
      props.onClose();
    } catch (err) {
      setError(messageOf(err, 'Failed to add the product'));
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={() => !busy && props.onClose()} title="Add to proposal">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <p className="text-sm text-slate-600">{product.name}</p>
        <fieldset>
          <legend className="mb-1.5 text-sm font-medium text-slate-800">Proposal</legend>
          {drafts === null && !loadFailed && <p className="text-sm text-slate-500">Loading your draft proposals...</p>}
          {loadFailed && (
            <p role="alert" className="text-sm text-red-700">
              {loadFailed}
            </p>
          )}
          <div className="max-h-48 space-y-1 overflow-y-auto">
            {(drafts ?? []).map((p) => (
              <label key={p.id} className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-slate-50">
                <input type="radio" name="proposal" value={p.id} checked={target === p.id} onChange={() => setTarget(p.id)} />
                <span className="min-w-0 flex-1 break-words">
                  {p.title}
                  {p.companyName && <span className="text-slate-500"> · {p.companyName}</span>}
                </span>
              </label>
            ))}
            <label className="flex cursor-pointer items-center gap-2 rounded-md px-2 py-1.5 text-sm font-medium hover:bg-slate-50">
              <input type="radio" name="proposal" value={NEW} checked={target === NEW} onChange={() => setTarget(NEW)} />
              New proposal
            </label>
          </div>
          {drafts?.length === 0 && <p className="mt-1 text-xs text-slate-500">No draft proposals yet: this starts one.</p>}
        </fieldset>
        {target === NEW && (
          <>
            <Field label="Title">{(id) => <Input id={id} value={title} onChange={(e) => setTitle(e.target.value)} maxLength={200} />}</Field>
            <Field label="Company">{(id) => <CompanyCombobox id={id} value={company} onChange={setCompany} />}</Field>
          </>
        )}
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
          <Field label="Quantity" error={qtyValid ? undefined : `Enter a whole number from 1 to ${MAX_QUANTITY.toLocaleString('en-US')}`}>
            {(id, describedBy) => <Input id={id} inputMode="numeric" value={quantity} onChange={(e) => setQuantity(e.target.value)} aria-describedby={describedBy} aria-invalid={!qtyValid || undefined} />}
          </Field>
          <Field label="Colour">
            {(id) =>
              props.colors ? (
                <Select id={id} value={color} onChange={(e) => setColor(e.target.value)}>
                  <option value="">Not chosen yet</option>
                  {props.colors.map((c) => (
                    <option key={c}>{c}</option>
                  ))}
                </Select>
              ) : (
                <Input id={id} value={color} onChange={(e) => setColor(e.target.value)} maxLength={80} />
              )
            }
          </Field>
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={props.onClose} disabled={busy}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy || !qtyValid || (target === NEW && !title.trim())}>
            {busy ? 'Adding...' : 'Add to proposal'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
