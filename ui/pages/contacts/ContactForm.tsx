import { useEffect, useState, type ReactNode } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { toast } from 'sonner';
import { CONTACT_STATUSES, EXISTING_CONTACT_DETAIL, contactInput, type Contact, type ContactInput, type ContactValues } from '../../../contracts/contacts.js';
import { Link } from 'wouter';
import { ApiError, messageOf } from '../../api/client.js';
import { showServerFieldErrors } from '../../api/field-errors.js';
import { Button } from '../../components/Button.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { Select } from '../../components/Select.js';
import { StaleSaveNotice } from '../../components/StaleSaveNotice.js';
import { useStaleSave } from '../../state/stale-save.js';
import { CompanyCombobox, type CompanyRef } from './CompanyCombobox.js';
import { statusLabel } from './ContactStatusBadge.js';

const FIELDS = Object.keys(contactInput.shape) as Path<ContactInput>[];

const toForm = (c: Contact | null, companyId = ''): ContactInput => ({
  firstName: c?.firstName ?? '',
  lastName: c?.lastName ?? '',
  email: c?.email ?? '',
  phone: c?.phone ?? '',
  jobTitle: c?.jobTitle ?? '',
  companyId: c ? (c.companyId ?? '') : companyId,
  linkedinProfile: c?.linkedinProfile ?? '',
  contactStatus: (c?.contactStatus as ContactInput['contactStatus']) ?? 'lead',
  notes: c?.notes ?? '',
});

/**
 * The contact form of /contacts/new and /contacts/:id. With `contact` it edits (and follows
 * changes saved in another tab, except in fields being edited here); `save` throws on failure.
 */
export function ContactForm(props: {
  contact: Contact | null;
  initialCompany?: CompanyRef | null;
  submitLabel: string;
  /**
   * Resolves with the saved contact (edit: the form starts clean from it). Editing, it sends
   * `expectedUpdatedAt`: a teammate's save since refuses it (docs/product.md#teams).
   */
  save: (values: ContactValues, expectedUpdatedAt?: string) => Promise<Contact | void>;
  /** Editing: a save was refused as stale; the form now shows `current`, the caller's page should too. */
  onStale?: (current: Contact) => void;
  onCancel: () => void;
  extraActions?: ReactNode;
  /** A role that only reads (docs/product.md#teams): the fields are shown disabled, with no Save. */
  readOnly?: boolean;
}) {
  const { contact } = props;
  const [company, setCompany] = useState<CompanyRef | null>(contact ? contact.company : (props.initialCompany ?? null));
  const form = useForm<ContactInput, unknown, ContactValues>({
    resolver: zodResolver(contactInput),
    defaultValues: toForm(contact, props.initialCompany?.id),
    values: contact ? toForm(contact) : undefined,
    resetOptions: { keepDirtyValues: true },
  });
  const { errors, isSubmitting, dirtyFields } = form.formState;
  // dirtyFields, not isDirty: the latter reads false for a moment while a live change is merged in.
  const stale = useStaleSave(contact?.updatedAt, Object.keys(dirtyFields).length > 0);
  // A 409 for an email another contact has: its message, and a link to open that contact.
  const [existing, setExisting] = useState<{ id: string } | null>(null);

  // A company chosen elsewhere (the ?companyId= lookup, another tab's edit) shows here too.
  const savedCompany = contact ? contact.company : (props.initialCompany ?? null);
  useEffect(() => {
    if (dirtyFields.companyId) return;
    setCompany(savedCompany);
    form.setValue('companyId', savedCompany?.id ?? '');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedCompany?.id, savedCompany?.name]);

  const submit = form.handleSubmit(async (values) => {
    setExisting(null);
    try {
      const saved = await props.save(values, contact ? stale.version() : undefined);
      stale.clear();
      if (saved) {
        form.reset(toForm(saved), { keepDirtyValues: false });
        setCompany(saved.company);
      }
    } catch (err) {
      const current = stale.refused<Contact>(err);
      if (current) {
        // A teammate saved first: the form shows their values (the notice says so); saving again starts from them.
        form.reset(toForm(current), { keepDirtyValues: false });
        setCompany(current.company);
        return props.onStale?.(current);
      }
      showServerFieldErrors(err, FIELDS, form.setError);
      const twin = err instanceof ApiError && err.status === 409 ? err.details.find((d) => d.path === EXISTING_CONTACT_DETAIL) : undefined;
      if (twin) return setExisting({ id: twin.message });
      toast.error('Error', { description: messageOf(err, 'Failed to save contact') });
    }
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-label={props.submitLabel}>
      <StaleSaveNotice message={stale.notice} />
      <fieldset disabled={props.readOnly} role="presentation" className="contents">
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label="First Name" error={errors.firstName?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} autoComplete="given-name" {...form.register('firstName')} />}
        </Field>
        <Field label="Last Name" error={errors.lastName?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} autoComplete="family-name" {...form.register('lastName')} />}
        </Field>
        <Field label="Email" error={errors.email?.message}>
          {(id, d) => <Input id={id} type="email" aria-describedby={d} autoComplete="email" placeholder="name@company.com" {...form.register('email')} />}
        </Field>
        <Field label="Phone" error={errors.phone?.message}>
          {(id, d) => <Input id={id} type="tel" aria-describedby={d} autoComplete="tel" {...form.register('phone')} />}
        </Field>
        <Field label="Job Title" error={errors.jobTitle?.message}>
          {(id, d) => <Input id={id} aria-describedby={d} autoComplete="organization-title" {...form.register('jobTitle')} />}
        </Field>
        <Field label="Company" error={errors.companyId?.message}>
          {(id, d) => (
            <CompanyCombobox
              id={id}
              describedBy={d}
              invalid={Boolean(errors.companyId)}
              value={company}
              onChange={(c) => {
                setCompany(c);
                form.setValue('companyId', c?.id ?? '', { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
              }}
            />
          )}
        </Field>
        <Field label="LinkedIn Profile" error={errors.linkedinProfile?.message}>
          {(id, d) => <Input id={id} type="url" aria-describedby={d} placeholder="https://www.linkedin.com/in/name" {...form.register('linkedinProfile')} />}
        </Field>
        <Field label="Status" error={errors.contactStatus?.message}>
          {(id, d) => (
            <Select id={id} aria-describedby={d} {...form.register('contactStatus')}>
              {CONTACT_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {statusLabel(s)}
                </option>
              ))}
            </Select>
          )}
        </Field>
      </div>
      <Field label="Notes" error={errors.notes?.message}>
        {(id, d) => <Textarea id={id} aria-describedby={d} {...form.register('notes')} />}
      </Field>
      </fieldset>
      {existing && (
        // The message itself is under the Email field; this offers the way to the contact it names.
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
          <Link href={`/contacts/${existing.id}`} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
            Open the existing contact
          </Link>{' '}
          instead of creating a second one.
        </p>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex flex-wrap gap-2">{props.extraActions}</div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={props.onCancel} disabled={isSubmitting}>
            {props.readOnly ? 'Back' : 'Cancel'}
          </Button>
          {!props.readOnly && (
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : props.submitLabel}
            </Button>
          )}
        </div>
      </div>
    </form>
  );
}
