import { useRef, useState } from 'react';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import type { Company, UpdateCompanyRequest } from '../../../../contracts/companies.js';
import { ApiError, messageOf } from '../../../api/client.js';
import { api } from '../../../api/endpoints.js';
import { Button } from '../../../components/Button.js';
import { Field, Input } from '../../../components/Field.js';
import { FormActions } from '../../../components/FormActions.js';
import { StaleSaveNotice } from '../../../components/StaleSaveNotice.js';
import { amountInputText, parseAmountInput } from '../../../lib/amount-input.js';
import { updateCompany } from '../../../state/companies.js';
import { saveInOrder, useStaleSave } from '../../../state/stale-save.js';

type Errors = { amountCents?: string; closeDate?: string };

/**
 * The deal's amount and expected close date, edited in its panel. Only what changed is sent, from
 * the version the edit began on (a teammate's save in between refuses it: contracts/stale-save.ts).
 */
export function DealEditForm({ company, onDone }: { company: Company; onDone: () => void }) {
  const store = useStore();
  const { deal } = company;
  const [amount, setAmount] = useState(amountInputText(deal.amountCents));
  const [closeDate, setCloseDate] = useState(deal.closeDate ?? '');
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const stale = useStaleSave(company.updatedAt, true);
  // The deal as the edit began (the same version's): only what differs from it was changed here.
  const base = useRef(deal);

  const submit = async () => {
    const parsed = parseAmountInput(amount);
    if (!parsed.ok) return setErrors({ amountCents: parsed.error });
    const changes: UpdateCompanyRequest = {};
    if (parsed.cents !== base.current.amountCents) changes.amountCents = parsed.cents;
    if ((closeDate || null) !== base.current.closeDate) changes.closeDate = closeDate || null;
    if (Object.keys(changes).length === 0) return onDone();
    setErrors({});
    setBusy(true);
    try {
      const saved = await saveInOrder(`company:${company.id}`, stale.version(), async (expectedUpdatedAt) => (await api.companies.update({ id: company.id }, { ...changes, expectedUpdatedAt })).company);
      updateCompany(store, saved);
      onDone();
    } catch (err) {
      const current = stale.refused<Company>(err);
      if (current) {
        // A teammate saved first: the form shows their values except where it changed them (as
        // EditCompanyDialog), so saving again never puts theirs back to what this edit began from.
        updateCompany(store, current);
        base.current = current.deal;
        if (!('amountCents' in changes)) setAmount(amountInputText(current.deal.amountCents));
        if (!('closeDate' in changes)) setCloseDate(current.deal.closeDate ?? '');
      } else {
        const fields = err instanceof ApiError ? err.details.filter((d) => d.path === 'amountCents' || d.path === 'closeDate') : [];
        if (fields.length) setErrors(Object.fromEntries(fields.map((d) => [d.path, d.message])));
        else toast.error('Error', { description: messageOf(err, 'Failed to save the deal') });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      aria-label="Edit deal"
      className="space-y-4"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <StaleSaveNotice message={stale.notice} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Amount ($)" error={errors.amountCents} help={deal.amountSource === 'proposal' ? 'Typing an amount replaces the proposal’s total.' : 'Leave empty to use the latest proposal’s total.'}>
          {(id, d) => (
            <Input
              id={id}
              aria-describedby={d}
              aria-invalid={errors.amountCents ? true : undefined}
              autoFocus
              inputMode="decimal"
              placeholder="2,150"
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setErrors((x) => ({ ...x, amountCents: undefined }));
              }}
            />
          )}
        </Field>
        <Field label="Expected close" error={errors.closeDate}>
          {(id, d) => (
            <div className="flex items-center gap-2">
              <Input id={id} aria-describedby={d} type="date" className="min-w-0 flex-1" value={closeDate} onChange={(e) => setCloseDate(e.target.value)} />
              {closeDate && (
                <Button variant="ghost" size="sm" aria-label="Clear the close date" onClick={() => setCloseDate('')}>
                  Clear
                </Button>
              )}
            </div>
          )}
        </Field>
      </div>
      <FormActions onCancel={onDone} busy={busy} label="Save deal" />
    </form>
  );
}
