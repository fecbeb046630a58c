import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import type { z } from 'zod';
import { createCompanyRequest } from '../../../contracts/companies.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { showServerFieldErrors } from '../../api/field-errors.js';
import { Button } from '../../components/Button.js';
import { Field, Input } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';
import { addCompany } from '../../state/companies.js';

type Values = z.input<typeof createCompanyRequest>;

export function AddProspectDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const store = useStore();
  const form = useForm<Values>({ resolver: zodResolver(createCompanyRequest), defaultValues: { name: '', domain: '', industry: '' } });
  const { errors, isSubmitting } = form.formState;
  // A same-name company on another domain: the server's question, until the rep confirms.
  const [sameName, setSameName] = useState<string | null>(null);
  const close = () => {
    form.reset();
    setSameName(null);
    onClose();
  };
  const send = (confirmDuplicateName: boolean) => form.handleSubmit(async (values) => {
    try {
      const { company } = await api.companies.create({
        ...values,
        industry: values.industry || undefined,
        ...(confirmDuplicateName ? { confirmDuplicateName: true } : {}),
      });
      addCompany(store, company);
      toast.success('Prospect added', { description: `${company.name} is now in your pipeline.` });
      close();
    } catch (err) {
      const nameClash = err instanceof ApiError && err.status === 409 && err.details.find((d) => d.path === 'name');
      if (nameClash) setSameName(nameClash.message);
      else if (!showServerFieldErrors(err, ['name', 'domain', 'industry'], form.setError)) toast.error('Error', { description: messageOf(err, 'Failed to add prospect') });
    }
  });
  const submit = send(false);
  return (
    <Modal open={open} onClose={close} title="Add Prospect">
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field label="Company name" error={errors.name?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} autoFocus {...form.register('name', { onChange: () => setSameName(null) })} />}
        </Field>
        <Field label="Domain" error={errors.domain?.message} help="The company's website, like acme.com">
          {(id, d) => <Input id={id} aria-describedby={d} placeholder="acme.com" {...form.register('domain')} />}
        </Field>
        <Field label="Industry (optional)" error={errors.industry?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} {...form.register('industry')} />}
        </Field>
        {sameName && (
          <div role="alert" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
            {sameName}
          </div>
        )}
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          {sameName ? (
            <Button type="button" disabled={isSubmitting} onClick={() => void send(true)()}>
              {isSubmitting ? 'Adding...' : 'Add anyway'}
            </Button>
          ) : (
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Adding...' : 'Add Prospect'}
            </Button>
          )}
        </div>
      </form>
    </Modal>
  );
}
