import { useState } from 'react';
import { useForm, useWatch, type Path } from 'react-hook-form';
import { useStore } from 'jotai';
import { toast } from 'sonner';
import { MAIL_MESSAGES, MAIL_SECURITY, mailboxInput, type MailSecurity, type MailboxInput, type MailboxState } from '../../../contracts/mail.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { showServerFieldErrors } from '../../api/field-errors.js';
import { Button } from '../../components/Button.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { SegmentedControl } from '../../components/SegmentedControl.js';
import { Select } from '../../components/Select.js';
import { heldMailbox, mailboxAtom } from '../../state/mailbox.js';
import { PRESETS, PRESET_OPTIONS, portAfterSecurityChange, presetOf, type PresetKey } from './mailbox-presets.js';

/** The form's text as typed (ports and the cap are numbers once checked). */
type Values = {
  fromName: string;
  fromEmail: string;
  smtpHost: string;
  smtpPort: string;
  smtpSecurity: MailSecurity;
  smtpUser: string;
  smtpPassword: string;
  imapHost: string;
  imapPort: string;
  imapSecurity: MailSecurity;
  imapUser: string;
  imapPassword: string;
  signature: string;
  dailyCap: string;
};
const FIELDS = Object.keys(mailboxInput.shape) as Path<Values>[];
const SECURITIES = Object.keys(MAIL_SECURITY) as MailSecurity[];
export const CHECKING = 'Checking your mailbox…';
export const PASSWORD_SAVED = 'Saved — enter a new one to change it';
const APP_PASSWORD_NOTE = 'Use an app password. Signing in with Google or Microsoft (OAuth) is coming later.';

const toForm = (m: MailboxState | null, signature: string): Values => ({
  fromName: m?.fromName ?? '',
  fromEmail: m?.fromEmail ?? '',
  smtpHost: m?.smtpHost ?? '',
  smtpPort: String(m?.smtpPort ?? 587),
  smtpSecurity: m?.smtpSecurity ?? 'starttls',
  smtpUser: m?.smtpUser ?? '',
  smtpPassword: '',
  imapHost: m?.imapHost ?? '',
  imapPort: String(m?.imapPort ?? 993),
  imapSecurity: m?.imapSecurity ?? 'tls',
  imapUser: m?.imapUser ?? '',
  imapPassword: '',
  signature: m ? m.signature : signature,
  dailyCap: String(m?.dailyCap ?? 200),
});

const asNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

/** The typed values as the API takes them, or the message of each field that is wrong. */
function toInput(v: Values, saved: MailboxState | null): { input: MailboxInput } | { errors: Partial<Record<Path<Values>, string>> } {
  const errors: Partial<Record<Path<Values>, string>> = {};
  const port = (key: 'smtpPort' | 'imapPort') => {
    const n = asNumber(v[key]);
    if (!(n >= 1 && n <= 65535)) errors[key] = 'Enter a port from 1 to 65535';
    return n;
  };
  const withImap = v.imapHost.trim() !== '';
  if (!v.smtpPassword && !saved?.hasSmtpPassword) errors.smtpPassword = MAIL_MESSAGES.passwordNeeded;
  if (withImap && !v.imapPassword && !saved?.hasImapPassword) errors.imapPassword = MAIL_MESSAGES.passwordNeeded;
  if (withImap && !v.imapUser.trim()) errors.imapUser = 'Enter the IMAP user name';
  const dailyCap = asNumber(v.dailyCap);
  if (!(dailyCap >= 1 && dailyCap <= 2000)) errors.dailyCap = 'Enter a number from 1 to 2,000';
  const parsed = mailboxInput.safeParse({
    fromName: v.fromName,
    fromEmail: v.fromEmail.trim(),
    smtpHost: v.smtpHost,
    smtpPort: port('smtpPort'),
    smtpSecurity: v.smtpSecurity,
    smtpUser: v.smtpUser,
    smtpPassword: v.smtpPassword || undefined,
    ...(withImap ? { imapHost: v.imapHost, imapPort: port('imapPort'), imapSecurity: v.imapSecurity, imapUser: v.imapUser, imapPassword: v.imapPassword || undefined } : {}),
    signature: v.signature,
    dailyCap,
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0]) as Path<Values>;
      errors[key] ??= issue.message;
    }
  return Object.keys(errors).length > 0 || !parsed.success ? { errors } : { input: parsed.data };
}

/** Settings → Mailbox: the rep's own SMTP (to send) and IMAP (to read replies) servers; both logins are checked on saving. */
export function MailboxForm({ mailbox, profileSignature }: { mailbox: MailboxState | null; profileSignature: string }) {
  const store = useStore();
  const form = useForm<Values>({ defaultValues: toForm(mailbox, profileSignature), values: toForm(mailbox, profileSignature), resetOptions: { keepDirtyValues: true } });
  const { errors, isSubmitting } = form.formState;
  const [serverError, setServerError] = useState<string | null>(null);
  const [smtpHost, fromEmail] = useWatch({ control: form.control, name: ['smtpHost', 'fromEmail'] });
  // The provider shown is the one whose server is filled in (Other for any server of the rep's own).
  const preset = presetOf(smtpHost ?? '');

  const set = (name: Path<Values>, value: string) => form.setValue(name, value as never, { shouldDirty: true });
  const choosePreset = (key: PresetKey) => {
    if (key === 'other') {
      if (presetOf(form.getValues('smtpHost')) !== 'other') (['smtpHost', 'imapHost'] as const).forEach((n) => set(n, ''));
      return;
    }
    const p = PRESETS[key];
    set('smtpHost', p.smtp.host);
    set('smtpPort', String(p.smtp.port));
    set('smtpSecurity', p.smtp.security);
    set('imapHost', p.imap.host);
    set('imapPort', String(p.imap.port));
    set('imapSecurity', p.imap.security);
    // With these providers the user name is the address itself.
    for (const n of ['smtpUser', 'imapUser'] as const) if (!form.getValues(n).trim() && fromEmail?.trim()) set(n, fromEmail.trim());
  };
  const securityChanged = (kind: 'smtp' | 'imap', security: MailSecurity) => set(`${kind}Port`, portAfterSecurityChange(kind, form.getValues(`${kind}Port`), security));

  const submit = form.handleSubmit(async (values) => {
    setServerError(null);
    const result = toInput(values, mailbox);
    if ('errors' in result) {
      for (const [name, message] of Object.entries(result.errors)) form.setError(name as Path<Values>, { type: 'client', message });
      return;
    }
    try {
      const r = await api.mail.saveMailbox(result.input);
      const saved = heldMailbox(r.mailbox);
      store.set(mailboxAtom, saved);
      form.reset(toForm(saved, profileSignature), { keepDirtyValues: false });
      toast.success('Success', { description: mailbox ? 'Mailbox saved: both logins work' : 'Mailbox connected: both logins work' });
    } catch (err) {
      // A refused login names its field (smtpPassword, imapHost…); the banner by the button says it too.
      showServerFieldErrors(err, FIELDS, form.setError);
      setServerError(messageOf(err, 'Failed to save your mailbox'));
    }
  });

  const text = (name: Path<Values>, label: string, props: { type?: string; placeholder?: string; autoComplete?: string; inputMode?: 'numeric'; help?: string } = {}) => (
    <Field label={label} error={errors[name as keyof Values]?.message} help={props.help}>
      {(id, d) => (
        <Input id={id} aria-describedby={d} type={props.type ?? 'text'} placeholder={props.placeholder} autoComplete={props.autoComplete ?? 'off'} inputMode={props.inputMode} {...form.register(name)} />
      )}
    </Field>
  );
  const security = (kind: 'smtp' | 'imap') => {
    const name = `${kind}Security` as const;
    const field = form.register(name);
    return (
      <Field label="Security" error={errors[name]?.message}>
        {(id, d) => (
          <Select id={id} aria-describedby={d} {...field} onChange={(e) => {
              void field.onChange(e);
              securityChanged(kind, e.target.value as MailSecurity);
            }}>
            {SECURITIES.map((s) => (
              <option key={s} value={s}>
                {MAIL_SECURITY[s]}
              </option>
            ))}
          </Select>
        )}
      </Field>
    );
  };
  const password = (name: 'smtpPassword' | 'imapPassword', label: string, saved: boolean | undefined) =>
    text(name, label, { type: 'password', autoComplete: 'new-password', placeholder: saved ? '••••••••' : undefined, help: saved ? PASSWORD_SAVED : undefined });

  return (
    <form onSubmit={submit} noValidate className="space-y-6" aria-label="Mailbox" aria-busy={isSubmitting}>
      <div className="space-y-2">
        <SegmentedControl kind="toggle" label="Email provider" options={PRESET_OPTIONS} value={preset} onChange={choosePreset} />
        <p className="text-xs text-slate-500">{APP_PASSWORD_NOTE}</p>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        {text('fromName', 'From name', { placeholder: 'Rita Rep', autoComplete: 'name' })}
        {text('fromEmail', 'From address', { type: 'email', placeholder: 'rita@yourcompany.com', autoComplete: 'email' })}
      </div>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Sending (SMTP)</legend>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('smtpHost', 'SMTP host', { placeholder: 'smtp.example.com' })}
          <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3">
            {text('smtpPort', 'SMTP port', { inputMode: 'numeric' })}
            {security('smtp')}
          </div>
          {text('smtpUser', 'SMTP user', { placeholder: 'Usually your email address' })}
          {password('smtpPassword', 'SMTP app password', mailbox?.hasSmtpPassword)}
        </div>
      </fieldset>
      <fieldset className="space-y-4">
        <legend className="text-sm font-semibold text-slate-900">Replies (IMAP, optional)</legend>
        <p className="text-xs text-slate-500">With IMAP, SwagScout reads replies and bounces, and stops a contact’s sequence when they answer. Leave the host empty to skip it.</p>
        <div className="grid gap-5 sm:grid-cols-2">
          {text('imapHost', 'IMAP host', { placeholder: 'imap.example.com' })}
          <div className="grid grid-cols-[6rem_minmax(0,1fr)] gap-3">
            {text('imapPort', 'IMAP port', { inputMode: 'numeric' })}
            {security('imap')}
          </div>
          {text('imapUser', 'IMAP user')}
          {password('imapPassword', 'IMAP app password', mailbox?.hasImapPassword)}
        </div>
      </fieldset>
      <Field label="Email signature" error={errors.signature?.message} help="Added below every email you send from SwagScout.">
        {(id, d) => <Textarea id={id} aria-describedby={d} {...form.register('signature')} />}
      </Field>
      <div className="max-w-xs">
        {text('dailyCap', 'Daily sending cap', { inputMode: 'numeric', help: 'At most this many emails a day from your mailbox (1 to 2,000). Providers block mailboxes that send too many.' })}
      </div>
      {serverError && (
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
          Not saved: {serverError}
        </p>
      )}
      {isSubmitting && (
        <p role="status" className="text-sm text-slate-600">
          {CHECKING} SwagScout signs in to your servers before saving; this can take a few seconds.
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? CHECKING : mailbox ? 'Save and check' : 'Connect mailbox'}
        </Button>
      </div>
    </form>
  );
}
