import { Suspense, lazy, useState } from 'react';
import { useStore } from 'jotai';
import { Link, useLocation } from 'wouter';
import { toast } from 'sonner';
import { Bot, Building2, Check, FileText, MessageSquareText, Send } from 'lucide-react';
import type { Alert } from '../../../contracts/alerts.js';
import type { Contact } from '../../../contracts/contacts.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Modal } from '../../components/Modal.js';
import { alertRecords } from '../../state/alerts.js';
import { useCan } from '../../state/permissions.js';
import { rankContacts } from './best-contact.js';
import { AddTaskButton } from '../tasks/AddTaskButton.js';

/** "Reach out": the alert's company's contacts into a sequence. Downloaded when first opened (the dashboard shows alerts too). */
const EnrollDialog = lazy(() => import('../sequences/EnrollDialog.js').then((m) => ({ default: m.EnrollDialog })));

/** What the actions need of an alert (the Alerts page has the whole alert, the dashboard a summary). */
export type ActionableAlert = Pick<Alert, 'id' | 'companyId' | 'signalType' | 'summary' | 'productCategories' | 'isRead'> & {
  company: { id: string; name: string } | null;
};

const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** The question the assistant gets about an alert: the company, the event, the products it suggests. */
export function assistantPrompt(a: ActionableAlert): string {
  const company = a.company?.name ?? 'this company';
  const products = a.productCategories.length ? ` The signal suggests ${a.productCategories.join(', ')}.` : '';
  return `${company} has a buying signal (${a.signalType}): ${clip(a.summary, 600)}${products} Which promotional products should I pitch them for this, with quantities and a budget per piece?`;
}

/** The draft a proposal starts as, from an alert: titled for the company and the event, the signal noted for the rep. */
export function proposalDraft(a: ActionableAlert) {
  const company = a.company?.name ?? 'Prospect';
  const products = a.productCategories.length ? `\nSuggested products: ${a.productCategories.join(', ')}` : '';
  return {
    title: clip(`${company} — ${a.signalType}`, 120),
    companyId: a.companyId,
    internalNotes: `From the buying signal (${a.signalType}): ${clip(a.summary, 1000)}${products}`,
  };
}

/**
 * What a rep can do with an alert, in one row: open the company, mark it read, write to the best
 * contact about it (which marks it handled), reach out (its company's contacts into a sequence),
 * ask the assistant, start a proposal.
 */
export function AlertActions({ alert }: { alert: ActionableAlert }) {
  const store = useStore();
  const [, navigate] = useLocation();
  const mayWrite = useCan('records.write');
  const [busy, setBusy] = useState<string | null>(null);
  const [choices, setChoices] = useState<Contact[] | null>(null);
  const [reaching, setReaching] = useState(false);
  const companyName = alert.company?.name ?? 'this company';

  const run = async (what: string, fn: () => Promise<void>, failure: string) => {
    setBusy(what);
    try {
      await fn();
    } catch (err) {
      toast.error('Error', { description: messageOf(err, failure) });
    } finally {
      setBusy(null);
    }
  };

  const markRead = () =>
    run(
      'read',
      async () => {
        const { alert: updated } = await api.alerts.update({ id: alert.id }, { isRead: true });
        alertRecords.upsert(store, updated);
      },
      'Failed to update the alert',
    );

  const writeTo = (contact: Contact) => navigate('/message-generator', { state: { contactId: contact.id, signalId: alert.id } });

  const message = () =>
    run(
      'message',
      async () => {
        const { contacts } = await api.companies.get({ id: alert.companyId });
        const ranked = rankContacts(contacts);
        if (ranked.length === 0) {
          toast.info(`No contacts at ${companyName} yet`, { description: 'Add or find a contact on the company page, then write to them.' });
          navigate(`/companies/${alert.companyId}`);
        } else if (ranked.length === 1) writeTo(ranked[0]);
        else setChoices(ranked);
      },
      'Failed to load the contacts',
    );

  const ask = () =>
    run(
      'chat',
      async () => {
        const { session } = await api.chat.createSession({ companyId: alert.companyId, projectName: clip(alert.signalType, 120) });
        await api.chat.send({ id: session.id }, { message: assistantPrompt(alert) });
        navigate(`/chat/${session.id}`);
      },
      'Failed to start the chat',
    );

  const propose = () =>
    run(
      'proposal',
      async () => {
        const { proposal } = await api.proposals.create(proposalDraft(alert));
        navigate(`/proposals/${proposal.id}`);
      },
      'Failed to create the proposal',
    );

  return (
    <div className="mt-3 flex flex-wrap gap-2" role="group" aria-label={`Actions for the ${alert.signalType} alert at ${companyName}`}>
      <Link href={`/companies/${alert.companyId}`} className={buttonClass('outline', 'sm')}>
        <Building2 className="h-3.5 w-3.5" aria-hidden /> Open company
      </Link>
      {mayWrite && !alert.isRead && (
        <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void markRead()}>
          <Check className="h-3.5 w-3.5" aria-hidden /> Mark as read
        </Button>
      )}
      {mayWrite && (
        <>
          <Button size="sm" disabled={busy !== null} onClick={() => void message()}>
            <MessageSquareText className="h-3.5 w-3.5" aria-hidden /> {busy === 'message' ? 'Finding contact...' : 'Write message'}
          </Button>
          <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => setReaching(true)}>
            <Send className="h-3.5 w-3.5" aria-hidden /> Reach out
          </Button>
          <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void ask()}>
            <Bot className="h-3.5 w-3.5" aria-hidden /> {busy === 'chat' ? 'Starting chat...' : 'Ask assistant'}
          </Button>
          <Button variant="outline" size="sm" disabled={busy !== null} onClick={() => void propose()}>
            <FileText className="h-3.5 w-3.5" aria-hidden /> {busy === 'proposal' ? 'Creating...' : 'Start proposal'}
          </Button>
          <AddTaskButton draft={{ title: clip(`Follow up: ${alert.signalType} at ${companyName}`, 200), companyId: alert.companyId, companyName: alert.company?.name ?? null, source: 'alert', sourceId: alert.id }} />
        </>
      )}
      {reaching && (
        <Suspense fallback={null}>
          <EnrollDialog
            open
            onClose={() => setReaching(false)}
            target={{ alertId: alert.id }}
            title={`Reach out to ${companyName}`}
            description={`Enrol ${companyName}’s contacts in a sequence. Contacts without an email address, or already in a sequence, are skipped.`}
          />
        </Suspense>
      )}
      <Modal open={choices !== null} onClose={() => setChoices(null)} title={`Write to whom at ${companyName}?`}>
        <p className="mb-3 text-sm text-slate-600">The best match for this signal is first.</p>
        <ul className="space-y-2" aria-label="Contacts">
          {(choices ?? []).map((c, i) => (
            <li key={c.id}>
              <button
                type="button"
                onClick={() => writeTo(c)}
                className="flex w-full items-center justify-between gap-3 rounded-md border border-slate-200 px-3 py-2 text-left hover:border-brand-200 hover:bg-brand-50"
              >
                <span className="min-w-0">
                  <span className="block truncate text-sm font-medium">
                    {c.firstName} {c.lastName}
                  </span>
                  <span className="block truncate text-xs text-slate-500">{c.jobTitle ?? 'No job title'}</span>
                </span>
                {i === 0 && <span className="shrink-0 rounded-full bg-brand-100 px-2 py-0.5 text-xs font-medium text-brand-800">Best match</span>}
              </button>
            </li>
          ))}
        </ul>
      </Modal>
    </div>
  );
}
