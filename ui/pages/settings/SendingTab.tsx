import { useEffect, useMemo, useState } from 'react';
import { useForm, type Path } from 'react-hook-form';
import { toast } from 'sonner';
import { mailSettingsInput, type MailSettings, type MailSettingsInput } from '../../../contracts/mail.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { showServerFieldErrors } from '../../api/field-errors.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { Select } from '../../components/Select.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { useCan } from '../../state/permissions.js';
import { PASSWORD_SAVED } from './MailboxForm.js';

type Values = { postalAddress: string; timeZone: string; windowStart: string; windowEnd: string; relayUrl: string; relayFrom: string };
const FIELDS: Path<Values>[] = ['postalAddress', 'timeZone', 'windowStart', 'windowEnd', 'relayUrl', 'relayFrom'];

const toForm = (s: MailSettings): Values => ({
  postalAddress: s.postalAddress,
  timeZone: s.timeZone,
  windowStart: String(s.windowStart),
  windowEnd: String(s.windowEnd),
  relayUrl: '',
  relayFrom: s.relayFrom ?? '',
});

/** Minutes after midnight as a clock time: 540 → 09:00, 1440 → 24:00 (midnight, the day's end). */
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** Every half hour of the day, and the saved time if it is between two. */
function timeOptions(from: number, to: number, saved: number): number[] {
  const times = new Set<number>();
  for (let m = from; m <= to; m += 30) times.add(m);
  times.add(saved);
  return [...times].sort((a, b) => a - b);
}

function timeZones(current: string): string[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return zones.includes(current) || !current ? zones : [current, ...zones];
}

/** Settings → Sending: the workspace's rules for the email it sends (docs/product.md#sending). Owners and admins change them. */
export function SendingTab() {
  const [settings, setSettings] = useState<MailSettings | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api.mail
      .getSettings({ signal: controller.signal })
      .then((r) => setSettings(r.settings))
      .catch((err: unknown) => {
        if (!controller.signal.aborted) setLoadError(messageOf(err, 'Failed to load the sending settings'));
      });
    return () => controller.abort();
  }, []);
  if (loadError) return <p className="text-sm text-red-600">{loadError}</p>;
  if (!settings) return <CenteredSpinner label="Loading the sending settings" />;
  return <SendingForm settings={settings} onSaved={setSettings} />;
}

function SendingForm({ settings, onSaved }: { settings: MailSettings; onSaved: (s: MailSettings) => void }) {
  const mayEdit = useCan('workspace.settings');
  const form = useForm<Values>({ defaultValues: toForm(settings) });
  const { errors, isSubmitting } = form.formState;
  const [removeRelay, setRemoveRelay] = useState(false);
  const zones = useMemo(() => timeZones(settings.timeZone), [settings.timeZone]);

  const submit = form.handleSubmit(async (v) => {
    const parsed = mailSettingsInput.safeParse({
      postalAddress: v.postalAddress,
      timeZone: v.timeZone,
      windowStart: Number(v.windowStart),
      windowEnd: Number(v.windowEnd),
      // Write-only: sent only when a new one is typed (or the saved one is removed).
      relayUrl: removeRelay ? '' : v.relayUrl.trim() || undefined,
      relayFrom: v.relayFrom.trim() || null,
    } satisfies MailSettingsInput);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) form.setError(String(issue.path[0]) as Path<Values>, { type: 'client', message: issue.message });
      return;
    }
    try {
      const r = await api.mail.saveSettings(parsed.data);
      onSaved(r.settings);
      setRemoveRelay(false);
      form.reset(toForm(r.settings));
      toast.success('Success', { description: 'Sending settings saved' });
    } catch (err) {
      if (!showServerFieldErrors(err, FIELDS, form.setError)) toast.error('Error', { description: messageOf(err, 'Failed to save the sending settings') });
    }
  });

  const times = (name: 'windowStart' | 'windowEnd', label: string, from: number, to: number) => (
    <Field label={label} error={errors[name]?.message}>
      {(id, d) => (
        <Select id={id} aria-describedby={d} disabled={!mayEdit} {...form.register(name)}>
          {timeOptions(from, to, name === 'windowStart' ? settings.windowStart : settings.windowEnd).map((m) => (
            <option key={m} value={m}>
              {m === 1440 ? '24:00 (midnight)' : clock(m)}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );

  return (
    <Card>
      <CardHeader title="Sending" description="How and when the workspace’s emails go out. Each rep sends from their own mailbox (Settings → Mailbox)." />
      <CardBody>
        <form onSubmit={submit} noValidate className="space-y-6" aria-label="Sending settings">
          {!mayEdit && <p className="rounded-md bg-slate-50 px-3 py-2 text-sm text-slate-600">Only owners and admins can change these settings.</p>}
          <Field
            label="Postal address"
            error={errors.postalAddress?.message}
            help="Printed at the foot of every sequence email, with an unsubscribe link. The law (CAN-SPAM in the US, and similar rules elsewhere) requires a valid postal address in commercial email; sequences do not send email without it."
          >
            {(id, d) => <Textarea id={id} aria-describedby={d} readOnly={!mayEdit} className="min-h-[80px]" placeholder={'Your Company Inc.\n123 Main St, Springfield, IL 62701'} {...form.register('postalAddress')} />}
          </Field>
          {!settings.postalAddress.trim() && <p className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">No postal address yet: contacts cannot be enrolled in sequences that email, and sequence emails already queued wait until one is saved.</p>}
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Sending window</legend>
            <p className="text-xs text-slate-500">Sequence emails go out Monday to Friday between these times, in the workspace’s time zone. Emails you send yourself with Send now go at once.</p>
            <div className="grid gap-5 sm:grid-cols-3">
              <Field label="Time zone" error={errors.timeZone?.message}>
                {(id, d) => (
                  <Select id={id} aria-describedby={d} disabled={!mayEdit} {...form.register('timeZone')}>
                    {zones.map((z) => (
                      <option key={z} value={z}>
                        {z.replaceAll('_', ' ')}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
              {times('windowStart', 'From', 0, 1410)}
              {times('windowEnd', 'To', 30, 1440)}
            </div>
          </fieldset>
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-900">Shared SMTP relay (optional)</legend>
            <p className="text-xs text-slate-500">A workspace-wide SMTP server, for teams whose mail goes through one relay. The address holds its user and password, so it is never shown again once saved.</p>
            <div className="grid gap-5 sm:grid-cols-2">
              <Field label="Relay URL" error={errors.relayUrl?.message} help={settings.hasRelay ? (removeRelay ? 'The relay will be removed when you save.' : PASSWORD_SAVED) : undefined}>
                {(id, d) => (
                  <Input
                    id={id}
                    aria-describedby={d}
                    type="password"
                    autoComplete="off"
                    readOnly={!mayEdit}
                    disabled={removeRelay}
                    placeholder={settings.hasRelay ? '••••••••' : 'smtps://user:password@smtp.example.com:465'}
                    {...form.register('relayUrl')}
                  />
                )}
              </Field>
              <Field label="Relay From address" error={errors.relayFrom?.message}>
                {(id, d) => <Input id={id} aria-describedby={d} type="email" readOnly={!mayEdit} placeholder="outreach@yourcompany.com" {...form.register('relayFrom')} />}
              </Field>
            </div>
            {mayEdit && settings.hasRelay && (
              <Button variant="ghost" size="sm" aria-pressed={removeRelay} onClick={() => setRemoveRelay((r) => !r)}>
                {removeRelay ? 'Keep the relay' : 'Remove the relay'}
              </Button>
            )}
          </fieldset>
          {mayEdit && (
            <div className="flex justify-end">
              <Button type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save Sending Settings'}
              </Button>
            </div>
          )}
        </form>
      </CardBody>
    </Card>
  );
}
