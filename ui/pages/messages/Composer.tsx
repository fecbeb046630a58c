import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { Copy, Save, Sparkles } from 'lucide-react';
import {
  BRAND_NAME_PATH,
  BRAND_NAME_REQUIRED_MESSAGE,
  CONNECTION_REQUEST_MAX,
  DEFAULT_MESSAGE_KIND,
  GENERATE_FAILED_MESSAGE,
  MESSAGE_KIND_LABELS,
  MESSAGE_KINDS,
  NO_COMPANY_MESSAGE,
  type ComposeResponse,
  type MessageKind,
} from '../../../contracts/messages.js';
import type { MessageTemplate } from '../../../contracts/templates.js';
import { ApiError, messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody } from '../../components/Card.js';
import { Field, Input, Textarea } from '../../components/Field.js';
import { Select } from '../../components/Select.js';
import { Tabs } from '../../components/Tabs.js';
import { messageRecords } from '../../state/messages.js';
import { RepGuidance } from '../../components/RepGuidance.js';
import { MessagePreview } from './MessagePreview.js';
import { copyText } from './copy-text.js';
import { useCan } from '../../state/permissions.js';
import { SendNow } from './SendNow.js';
import { useMailbox } from '../../components/useMailbox.js';

const PROCESS_FAILED = 'Failed to process your request. Please try again.';

/** `initialSignalId`: the signal chosen to start with (an alert's Write message), when it is this company's. */
type Props = { compose: ComposeResponse; templates: MessageTemplate[]; initialSignalId?: string | null };

/**
 * The two-tab composer: choose, generate (the result arrives live), edit, preview, then Send now
 * for an email (from the rep's own mailbox; its status arrives live) or Copy for LinkedIn, which
 * SwagScout does not automate.
 */
export function Composer({ compose, templates, initialSignalId }: Props) {
  const store = useStore();
  const { contact, company, signals } = compose;
  const [kind, setKind] = useState<MessageKind>(DEFAULT_MESSAGE_KIND);
  const [signalId, setSignalId] = useState(() => (initialSignalId && compose.signals.some((s) => s.id === initialSignalId) ? initialSignalId : ''));
  const chosenSignal = signals.find((s) => s.id === signalId);
  const [templateId, setTemplateId] = useState('');
  const [requesting, setRequesting] = useState(false);
  const [messageId, setMessageId] = useState<string | null>(null);
  const [handled, setHandled] = useState<string | null>(null);
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [resultKind, setResultKind] = useState<MessageKind>(DEFAULT_MESSAGE_KIND);
  const [provider, setProvider] = useState<string | null>(null);
  const [errors, setErrors] = useState<{ subject?: string; message?: string }>({});
  const [tab, setTab] = useState(0);
  // Generating and sending write messages (records.write): a viewer reads only (docs/product.md#teams).
  const mayWrite = useCan('records.write');
  const [saving, setSaving] = useState(false);
  const { mailbox } = useMailbox();
  const [needsBrandName, setNeedsBrandName] = useState(false);
  const current = useAtomValue(messageRecords.atom(messageId ?? ''));
  const generating = requesting || current?.status === 'pending';
  const to = `${contact.firstName} ${contact.lastName}${contact.jobTitle ? `, ${contact.jobTitle}` : ''}${company ? ` at ${company.name}` : ''}`;

  // The written message (or its failure) arrives as an event; fill the fields once per message.
  useEffect(() => {
    if (!current || current.id === handled || current.status === 'pending') return;
    setHandled(current.id);
    if (current.status === 'failed') {
      toast.error(GENERATE_FAILED_MESSAGE, { description: current.error ?? undefined });
      return;
    }
    setSubject(current.subject ?? '');
    setBody(current.message ?? '');
    setResultKind(current.messageType);
    setProvider(current.provider);
    setErrors({});
  }, [current, handled]);

  const generate = async () => {
    if (!company) {
      toast.error('Cannot generate message', { description: NO_COMPANY_MESSAGE });
      return;
    }
    setRequesting(true);
    setNeedsBrandName(false);
    try {
      const { message } = await api.messages.generate({ contactId: contact.id, messageType: kind, buyingSignalId: signalId || null, templateId: templateId || null });
      messageRecords.upsert(store, message);
      setMessageId(message.id);
      toast.success('Request sent', { description: 'Your message is being generated. It appears here when ready.' });
    } catch (err) {
      if (err instanceof ApiError && err.message === NO_COMPANY_MESSAGE) toast.error('Cannot generate message', { description: NO_COMPANY_MESSAGE });
      else if (err instanceof ApiError && err.details.some((d) => d.path === BRAND_NAME_PATH)) setNeedsBrandName(true);
      else toast.error('Error', { description: err instanceof ApiError && err.status < 500 ? messageOf(err, PROCESS_FAILED) : PROCESS_FAILED });
    } finally {
      setRequesting(false);
    }
  };

  /** The edited subject and message are complete (each field says what is missing). */
  const check = () => {
    const next = {
      subject: resultKind === 'email' && !subject.trim() ? 'Subject is required' : undefined,
      message: body.trim() ? undefined : 'Message content is required',
    };
    setErrors(next);
    return !next.subject && !next.message && handled !== null;
  };

  /** Keeps the edits in Messages (a LinkedIn message is copied from there too). */
  const save = async () => {
    if (!check() || !handled) return;
    setSaving(true);
    try {
      const { message } = await api.messages.update({ id: handled }, { subject: resultKind === 'email' ? subject : null, message: body });
      messageRecords.upsert(store, message);
      toast.success('Saved', { description: 'Your edits are saved in Messages.' });
    } catch (err) {
      toast.error('Error', { description: messageOf(err, PROCESS_FAILED) });
    } finally {
      setSaving(false);
    }
  };

  const hasResult = handled !== null && current?.status === 'ready';
  const composeTab = (
    <div className="space-y-5">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Message Type">
          {(id) => (
            <Select id={id} value={kind} onChange={(e) => setKind(e.target.value as MessageKind)}>
              {MESSAGE_KINDS.map((k) => (
                <option key={k} value={k}>
                  {MESSAGE_KIND_LABELS[k]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field label="Template">
          {(id) => (
            <Select id={id} value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
              <option value="">None</option>
              {templates.map((t) => (
                <option key={t.id} value={t.id}>
                  {t.name}
                </option>
              ))}
            </Select>
          )}
        </Field>
        {/* Its own full-width row, with the chosen signal's whole text below: a signal's summary
            is a sentence, which a one-third-width select cut off. */}
        <div className="md:col-span-2">
          <Field
            label="Buying Signal"
            help={signals.length === 0 ? 'No buying signals detected for this company yet.' : chosenSignal ? `${chosenSignal.signalType}: ${chosenSignal.summary}` : undefined}
          >
            {(id, describedBy) => (
              <Select id={id} aria-describedby={describedBy} value={signalId} onChange={(e) => setSignalId(e.target.value)} disabled={signals.length === 0} className="truncate">
                <option value="">None</option>
                {signals.map((s) => (
                  <option key={s.id} value={s.id} title={`${s.signalType}: ${s.summary}`}>
                    {s.signalType}: {s.summary}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        </div>
      </div>
      {!company && (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
          Cannot generate message: {NO_COMPANY_MESSAGE}
        </p>
      )}
      {needsBrandName && (
        <p role="alert" className="rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-800">
          {BRAND_NAME_REQUIRED_MESSAGE}{' '}
          <Link href="/settings?tab=company" className="font-medium underline">
            Open Settings → Company
          </Link>
        </p>
      )}
      {mayWrite && (
        <Button onClick={() => void generate()} disabled={generating || !company}>
          <Sparkles className="h-4 w-4" aria-hidden />
          {generating ? 'Generating...' : hasResult ? 'Generate Again' : 'Generate Message'}
        </Button>
      )}
      {generating && current?.status === 'pending' && (
        <p role="status" className="text-sm text-slate-500">
          Your message is being generated. Please check back shortly.
        </p>
      )}
      {hasResult && (
        <div className="space-y-4 border-t border-slate-100 pt-5">
          {resultKind === 'email' && (
            <Field label="Subject" error={errors.subject}>
              {(id, describedBy) => <Input id={id} aria-describedby={describedBy} value={subject} onChange={(e) => setSubject(e.target.value)} />}
            </Field>
          )}
          <Field
            label="Message"
            error={errors.message}
            help={
              <>
                {resultKind === 'connection_request' && `${body.length} / ${CONNECTION_REQUEST_MAX} characters. `}
                {provider && `Written by ${provider}.`}
              </>
            }
          >
            {(id, describedBy) => <Textarea id={id} aria-describedby={describedBy} rows={12} value={body} onChange={(e) => setBody(e.target.value)} />}
          </Field>
          <RepGuidance guidance={current?.guidance} />
          {mayWrite && resultKind === 'email' && handled && <SendNow key={handled} messageId={handled} toEmail={contact.email} companyId={contact.companyId} subject={subject} body={body} check={check} />}
          {resultKind !== 'email' && (
            <p className="text-sm text-slate-600">LinkedIn is not automated: copy the message and send it on LinkedIn yourself.</p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant={resultKind === 'email' ? 'outline' : 'primary'} onClick={() => void copyText(resultKind === 'email' ? `Subject: ${subject}\n\n${body}` : body)}>
              <Copy className="h-4 w-4" aria-hidden /> Copy
            </Button>
            {mayWrite && (
              <Button variant="outline" onClick={() => void save()} disabled={saving}>
                <Save className="h-4 w-4" aria-hidden /> {saving ? 'Saving...' : 'Save edits'}
              </Button>
            )}
            <Button variant="ghost" onClick={() => setTab(1)}>
              Preview
            </Button>
          </div>
        </div>
      )}
    </div>
  );

  return (
    <Card>
      <CardBody>
        <Tabs
          selected={tab}
          onChange={setTab}
          tabs={[
            { key: 'compose', label: 'Compose Message', content: composeTab },
            {
              key: 'preview',
              label: 'Preview',
              content: (
                <MessagePreview
                  kind={resultKind}
                  to={to}
                  from={mailbox ? `${mailbox.fromName} <${mailbox.fromEmail}>` : null}
                  signature={mailbox?.signature ?? ''}
                  subject={subject}
                  message={hasResult ? body : ''}
                  provider={provider}
                />
              ),
            },
          ]}
        />
      </CardBody>
    </Card>
  );
}
