import { useState, type FormEvent } from 'react';
import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import { CONTACT_CATEGORIES, type ContactCategory } from '../../../contracts/contacts.js';
import { api } from '../../api/endpoints.js';
import { plural } from '../../lib/plural.js';
import { ApiError } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { Field, Textarea } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';
import { SegmentedControl } from '../../components/SegmentedControl.js';
import { addContactBatch, storeBatchContacts } from '../../state/contact-batches.js';
import { CompanyCombobox, type CompanyRef } from '../contacts/CompanyCombobox.js';

type Mode = 'paste' | 'find';
type Errors = { companyId?: string; text?: string; categories?: string; form?: string };

const PLACEHOLDER = 'Jane Doe, Marketing Director, https://www.linkedin.com/in/jane-doe, jane@acme.com\nhttps://www.linkedin.com/in/sam-lee';

/** Chooses a company, then pasted people or the contact finder's people for it; opens the new batch. */
export function NewContactBatchDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const store = useStore();
  const [, navigate] = useLocation();
  const [company, setCompany] = useState<CompanyRef | null>(null);
  const [mode, setMode] = useState<Mode>('paste');
  const [text, setText] = useState('');
  const [categories, setCategories] = useState<ContactCategory[]>(CONTACT_CATEGORIES.map((c) => c.key));
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const toggle = (key: ContactCategory) => setCategories((cs) => (cs.includes(key) ? cs.filter((c) => c !== key) : [...cs, key]));

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const local: Errors = {};
    if (!company) local.companyId = 'Please choose a company from the list';
    if (mode === 'paste' && !text.trim()) local.text = 'Paste at least one person';
    if (mode === 'find' && categories.length === 0) local.categories = 'Choose at least one contact type';
    setErrors(local);
    if (Object.keys(local).length || !company) return;
    setBusy(true);
    try {
      const result = await api.contactBatches.create(
        mode === 'paste' ? { companyId: company.id, source: 'paste', text } : { companyId: company.id, source: 'contact_finder', categories },
      );
      addContactBatch(store, result.batch);
      storeBatchContacts(store, result.batch, result.contacts);
      const left = result.rejected.length;
      if (result.batch.status === 'finding') {
        // The finder's people arrive on the batch page as its job finds them.
        toast.success('Contact search has been initiated');
      } else {
        toast.success('Batch created', {
          description:
            result.notice ??
            `${plural(result.added, 'person', 'people')} to review${left ? `; ${plural(left, 'line was', 'lines were')} left out (line ${result.rejected.map((r) => r.line).join(', ')})` : ''}`,
        });
      }
      onClose();
      setText('');
      setCompany(null);
      navigate(`/contacts/batch/${result.batch.id}`);
    } catch (err) {
      if (err instanceof ApiError && err.status < 500 && err.details.length) {
        const next: Errors = {};
        for (const d of err.details) {
          const key = d.path === 'companyId' || d.path === 'text' || d.path === 'categories' ? d.path : null;
          if (key && !next[key]) next[key] = key === 'companyId' && err.message !== d.message ? `${err.message}: ${d.message}` : d.message;
        }
        const lines = err.details.filter((d) => d.path.startsWith('line ')).map((d) => `${d.path[0].toUpperCase()}${d.path.slice(1)}: ${d.message}`);
        if (lines.length && next.text) next.text = `${next.text}. ${lines.join('; ')}`;
        setErrors(Object.keys(next).length ? next : { form: err.message });
      } else if (err instanceof ApiError && err.status === 404) {
        setErrors({ companyId: err.message });
      } else {
        toast.error('Error', { description: 'Failed to create batch' });
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={onClose} title="New Contact Batch">
      <form onSubmit={submit} className="space-y-4" noValidate>
        <Field label="Company" error={errors.companyId}>
          {(id, describedBy) => <CompanyCombobox id={id} describedBy={describedBy} invalid={!!errors.companyId} value={company} onChange={setCompany} />}
        </Field>
        <SegmentedControl
          label="How to add people"
          kind="tabs"
          value={mode}
          onChange={(m) => {
            setMode(m);
            setErrors({});
          }}
          options={[
            { label: 'Paste people', value: 'paste' },
            { label: 'Find people', value: 'find' },
          ]}
        />
        {mode === 'paste' ? (
          <Field label="People" error={errors.text} help="One person a line: First Last, Job Title, LinkedIn URL, email — or a header row naming the columns. At most 200.">
            {(id, describedBy) => (
              <Textarea id={id} aria-describedby={describedBy} aria-invalid={!!errors.text || undefined} rows={6} placeholder={PLACEHOLDER} value={text} onChange={(e) => setText(e.target.value)} className="whitespace-pre font-mono text-xs" />
            )}
          </Field>
        ) : (
          <fieldset className="space-y-2">
            <legend className="mb-1 text-sm font-medium text-slate-800">Contact types</legend>
            <p className="text-xs text-slate-500">The built-in contact finder proposes the company's people in these roles (the company must be enriched). People already in your contacts are left out.</p>
            {CONTACT_CATEGORIES.map((c) => (
              <label key={c.key} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" className="h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-2 focus:ring-brand-200" checked={categories.includes(c.key)} onChange={() => toggle(c.key)} />
                {c.label}
              </label>
            ))}
            {errors.categories && (
              <p role="alert" className="text-sm text-red-600">
                {errors.categories}
              </p>
            )}
          </fieldset>
        )}
        {errors.form && (
          <p role="alert" className="text-sm text-red-600">
            {errors.form}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? 'Creating...' : mode === 'paste' ? 'Create Batch' : 'Find People'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
