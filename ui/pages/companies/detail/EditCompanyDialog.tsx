import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import type { z } from 'zod';
import { PIPELINE_STAGES, updateCompanyRequest, type Company, type UpdateCompanyRequest } from '../../../../contracts/companies.js';
import { messageOf } from '../../../api/client.js';
import { api } from '../../../api/endpoints.js';
import { showServerFieldErrors } from '../../../api/field-errors.js';
import { FormActions } from '../../../components/FormActions.js';
import { Field, Input, Textarea } from '../../../components/Field.js';
import { Modal } from '../../../components/Modal.js';
import { Select } from '../../../components/Select.js';
import { StaleSaveNotice } from '../../../components/StaleSaveNotice.js';
import { updateCompany } from '../../../state/companies.js';
import { useEditingPresence } from '../../../state/presence.js';
import { saveInOrder, useStaleSave } from '../../../state/stale-save.js';
import { LostReasonFields } from '../deal/LostReasonFields.js';

type Values = z.input<typeof updateCompanyRequest>;
const FIELDS = ['name', 'domain', 'industry', 'companySize', 'location', 'website', 'notes', 'stage', 'lostReason', 'lostNote'] as const;
const LOST_FIELDS = ['stage', 'lostReason', 'lostNote'];

const valuesOf = (c: Company): Values => ({
  name: c.name,
  domain: c.domain,
  industry: c.industry ?? '',
  companySize: c.companySize ?? '',
  location: c.location ?? c.headquarters ?? '',
  website: c.website ?? '',
  notes: c.notes ?? '',
  stage: c.stage,
  // Why it was lost, while it is (docs/product.md#deals).
  lostReason: c.stage === 'Lost' ? (c.deal.lostReason ?? undefined) : undefined,
  lostNote: c.stage === 'Lost' ? (c.deal.lostNote ?? '') : '',
});

/** The contract's rules; a lost reason and note count only with the stage Lost. */
const check = zodResolver(updateCompanyRequest);
const resolver: typeof check = (values, context, options) =>
  check(values.stage === 'Lost' ? values : { ...values, lostReason: undefined, lostNote: undefined }, context, options);

/**
 * What changed, to send: a lost reason and note only with the stage Lost, and the stage with them
 * (the server takes them together).
 */
function changesOf(values: Values, before: Values): Partial<Values> {
  const changed: Record<string, unknown> = Object.fromEntries(Object.entries(values).filter(([k, v]) => (v ?? '') !== (before[k as keyof Values] ?? '')));
  if (values.stage !== 'Lost') {
    delete changed.lostReason;
    delete changed.lostNote;
  } else if (LOST_FIELDS.some((k) => k in changed)) {
    Object.assign(changed, { stage: 'Lost', lostReason: values.lostReason, ...(values.lostNote ? { lostNote: values.lostNote } : {}) });
  }
  return changed as Partial<Values>;
}

/** Edit a company's own facts (name, domain, industry, size, location, website, notes, stage; into Lost, why). */
export function EditCompanyDialog({ company, open, onClose }: { company: Company; open: boolean; onClose: () => void }) {
  const store = useStore();
  const form = useForm<Values>({ resolver, defaultValues: valuesOf(company) });
  const { errors, isSubmitting, isSubmitted } = form.formState;
  const lost = form.watch('stage') === 'Lost';
  // The version the edit started from (the one when the dialog opened): a newer one refuses the save.
  const stale = useStaleSave(company.updatedAt, open);
  // The values it started from, the same version's: only what differs from them was changed here.
  const base = useRef(valuesOf(company));
  // Teammates viewing the company see '… is editing this company' while this is open.
  useEditingPresence('company', company.id, open);
  useEffect(() => {
    if (open) {
      base.current = valuesOf(company);
      form.reset(base.current);
      stale.clear();
    }
    // Only when the dialog opens: a live edit elsewhere must not wipe what is being typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);
  const submit = form.handleSubmit(async (values) => {
    // Send only what changed, so a save never overwrites a field someone else just edited.
    const changed = changesOf(values, base.current);
    if (Object.keys(changed).length === 0) return onClose();
    try {
      const saved = await saveInOrder(`company:${company.id}`, stale.version(), async (expectedUpdatedAt) => (await api.companies.update({ id: company.id }, { ...(changed as UpdateCompanyRequest), expectedUpdatedAt })).company);
      updateCompany(store, saved);
      toast.success('Company updated', { description: `${saved.name} was saved.` });
      onClose();
    } catch (err) {
      const current = stale.refused<Company>(err);
      if (current) {
        // A teammate saved first: the page and the form show their values, except in the fields
        // changed here, which keep what was typed; saving again (now from their version) sends
        // only those, never their fields back to the values this edit began from.
        updateCompany(store, current);
        base.current = valuesOf(current);
        const typed = form.getValues();
        form.reset({ ...base.current, ...Object.fromEntries(Object.keys(changed).map((k) => [k, typed[k as keyof Values]])) });
      } else if (!showServerFieldErrors(err, FIELDS, form.setError)) toast.error('Error', { description: messageOf(err, 'Failed to update company') });
    }
  });
  return (
    <Modal open={open} onClose={onClose} title="Edit Company">
      <form onSubmit={submit} noValidate className="space-y-4">
        <StaleSaveNotice message={stale.notice} />
        <Field label="Company name" error={errors.name?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} autoFocus {...form.register('name')} />}
        </Field>
        <Field label="Domain" error={errors.domain?.message} help="Stored as the registrable domain, like acme.com">
          {(id, d) => <Input id={id} aria-describedby={d} {...form.register('domain')} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Industry" error={errors.industry?.message}>
            {(id, d) => <Input id={id} aria-describedby={d} {...form.register('industry')} />}
          </Field>
          <Field label="Company size" error={errors.companySize?.message}>
            {(id, d) => <Input id={id} aria-describedby={d} placeholder="51-200" {...form.register('companySize')} />}
          </Field>
          <Field label="Location" error={errors.location?.message}>
            {(id, d) => <Input id={id} aria-describedby={d} {...form.register('location')} />}
          </Field>
          <Field label="Stage" error={errors.stage?.message}>
            {(id, d) => (
              <Select id={id} aria-describedby={d} {...form.register('stage')}>
                {PIPELINE_STAGES.map((s) => (
                  <option key={s} value={s}>
                    {s}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
        {lost && (
          <fieldset className="space-y-4 rounded-md border border-slate-200 p-3">
            <legend className="px-1 text-sm font-medium text-slate-800">Why was it lost?</legend>
            <LostReasonFields
              reason={form.watch('lostReason') ?? ''}
              note={form.watch('lostNote') ?? ''}
              onReason={(r) => form.setValue('lostReason', r || undefined, { shouldValidate: isSubmitted })}
              onNote={(n) => form.setValue('lostNote', n)}
              reasonError={errors.lostReason?.message}
              noteError={errors.lostNote?.message}
            />
          </fieldset>
        )}
        <Field label="Website" error={errors.website?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} type="url" {...form.register('website')} />}
        </Field>
        <Field label="Notes" error={errors.notes?.message}>
          {(id, d) => <Textarea id={id} aria-describedby={d} rows={3} {...form.register('notes')} />}
        </Field>
        <FormActions onCancel={onClose} busy={isSubmitting} label="Save" />
      </form>
    </Modal>
  );
}
