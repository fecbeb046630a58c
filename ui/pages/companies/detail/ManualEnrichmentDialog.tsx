import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import type { z } from 'zod';
import { manualEnrichmentRequest, type Company } from '../../../../contracts/companies.js';
import { messageOf } from '../../../api/client.js';
import { api } from '../../../api/endpoints.js';
import { showServerFieldErrors } from '../../../api/field-errors.js';
import { FormActions } from '../../../components/FormActions.js';
import { Field, Input, Textarea } from '../../../components/Field.js';
import { Modal } from '../../../components/Modal.js';
import { updateCompany } from '../../../state/companies.js';

type Values = z.input<typeof manualEnrichmentRequest>;
const FIELDS = ['industry', 'companySize', 'location', 'website', 'notes'] as const;

/** "Enter details by hand": the facts the rep knows; the company becomes Enriched (by hand). */
export function ManualEnrichmentDialog({ company, open, onClose }: { company: Company; open: boolean; onClose: () => void }) {
  const store = useStore();
  const form = useForm<Values>({
    resolver: zodResolver(manualEnrichmentRequest),
    defaultValues: { industry: company.industry ?? '', companySize: company.companySize ?? '', location: company.location ?? company.headquarters ?? '', website: company.website ?? '', notes: company.notes ?? '' },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      const res = await api.companyIntel.enrichByHand({ id: company.id }, values);
      updateCompany(store, res.company);
      toast.success('Company Enriched', { description: `${res.company.name} is enriched with the details you entered.` });
      onClose();
    } catch (err) {
      if (!showServerFieldErrors(err, FIELDS, form.setError)) toast.error('Error', { description: messageOf(err, 'Failed to save the details') });
    }
  });
  return (
    <Modal open={open} onClose={onClose} title="Enter details by hand">
      <form onSubmit={submit} noValidate className="space-y-4">
        <p className="text-sm text-slate-600">When no source can find {company.name}, type in what you know. The company is marked as enriched by hand, and Find Contacts unlocks.</p>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label="Industry" error={errors.industry?.message}>
            {(id, d) => <Input id={id} aria-describedby={d} autoFocus {...form.register('industry')} />}
          </Field>
          <Field label="Company size" error={errors.companySize?.message}>
            {(id, d) => <Input id={id} aria-describedby={d} placeholder="51-200" {...form.register('companySize')} />}
          </Field>
        </div>
        <Field label="Location" error={errors.location?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} placeholder="Dayton, OH" {...form.register('location')} />}
        </Field>
        <Field label="Website" error={errors.website?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} type="url" {...form.register('website')} />}
        </Field>
        <Field label="Notes" error={errors.notes?.message}>
          {(id, d) => <Textarea id={id} aria-describedby={d} rows={3} {...form.register('notes')} />}
        </Field>
        <FormActions onCancel={onClose} busy={isSubmitting} label="Save and mark enriched" />
      </form>
    </Modal>
  );
}
