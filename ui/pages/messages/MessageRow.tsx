import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { ChevronDown, ChevronUp, Copy } from 'lucide-react';
import { MESSAGE_KIND_LABELS, previewOf, PREVIEW_LENGTH } from '../../../contracts/messages.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Spinner } from '../../components/Spinner.js';
import { messageRecords } from '../../state/messages.js';
import { copyText } from './copy-text.js';
import { formatDay } from '../../lib/dates.js';
import type { OutboundEmail } from '../../../contracts/mail.js';
import { useSentEmail } from './SendNow.js';

const SENT_BADGES: Partial<Record<OutboundEmail['status'], { tone: 'green' | 'blue' | 'red'; label: string }>> = {
  queued: { tone: 'blue', label: 'Queued' },
  sending: { tone: 'blue', label: 'Sending' },
  sent: { tone: 'green', label: 'Sent' },
  failed: { tone: 'red', label: 'Not sent' },
};

/** Whether an email message went out, once this tab has seen it sent (Send now, live). */
function SentBadge({ messageId }: { messageId: string }) {
  const email = useSentEmail(messageId);
  const badge = email && SENT_BADGES[email.status];
  if (!email || !badge) return null;
  return (
    <Badge tone={badge.tone} className="mt-1 whitespace-nowrap">
      <span title={email.error ?? undefined}>{badge.label}</span>
    </Badge>
  );
}

/** docs/product.md#messages: "company - contact first name". */
export const nameOf = (m: { company: { name: string } | null; contact: { firstName: string } | null }) =>
  `${m.company?.name ?? 'Unknown'} - ${m.contact?.firstName ?? 'Unknown'}`;

/** The preview and the toggle; the expanded text is a row of its own, below (see MessageRow). */
function MessageCell({ text, open, onToggle, controls }: { text: string; open: boolean; onToggle: () => void; controls: string }) {
  const long = text.length > PREVIEW_LENGTH;
  return (
    <div className="flex items-start gap-1">
      <p className="min-w-0 break-words">{previewOf(text)}</p>
      {long && (
        <Button variant="ghost" size="icon" className="h-6 w-6 shrink-0" aria-expanded={open} aria-controls={open ? controls : undefined} aria-label={open ? 'Show less' : 'Show full message'} onClick={onToggle}>
          {open ? <ChevronUp className="h-4 w-4" aria-hidden /> : <ChevronDown className="h-4 w-4" aria-hidden />}
        </Button>
      )}
    </div>
  );
}

export function MessageRow({ id }: { id: string }) {
  const m = useAtomValue(messageRecords.atom(id));
  const [open, setOpen] = useState(false);
  const fullId = useId();
  if (!m) return null;
  const expanded = open && m.status === 'ready' && !!m.message;
  return (
    <>
      <tr className="border-b border-slate-100 align-top last:border-0 hover:bg-slate-50 max-md:flex max-md:flex-col max-md:gap-1 max-md:py-3" data-status={m.status}>
        <td className="whitespace-nowrap px-4 py-3 text-sm text-slate-600 max-md:py-0">{formatDay(m.createdAt)}</td>
        <td className="px-4 py-3 text-sm max-md:py-0">
          <span className="flex flex-col items-start">
            <Badge tone={m.messageType === 'email' ? 'blue' : 'purple'} className="whitespace-nowrap">{MESSAGE_KIND_LABELS[m.messageType]}</Badge>
            {m.messageType === 'email' && <SentBadge messageId={m.id} />}
          </span>
        </td>
        <td className="px-4 py-3 text-sm text-slate-900 max-md:py-0 max-md:font-medium">{m.status !== 'failed' && m.subject ? m.subject : <span className="text-slate-400">—</span>}</td>
        <td className="px-4 py-3 text-sm text-slate-700 max-md:py-0">{nameOf(m)}</td>
        <td className="max-w-md px-4 py-3 text-sm text-slate-800 max-md:max-w-none max-md:py-0">
          {m.status === 'pending' ? (
            <span className="inline-flex items-center gap-2 text-slate-500">
              <Spinner className="h-4 w-4" label="Generating" /> Generating...
            </span>
          ) : m.status === 'failed' ? (
            <span className="space-y-1">
              <Badge tone="red">Failed</Badge>
              {m.error && <span className="block text-xs text-slate-500">{m.error}</span>}
            </span>
          ) : (
            <MessageCell text={m.message ?? ''} open={open} onToggle={() => setOpen((v) => !v)} controls={fullId} />
          )}
        </td>
        <td className="px-4 py-3 text-right max-md:pt-1 max-md:text-left">
          <Button variant="outline" size="sm" disabled={m.status !== 'ready'} onClick={() => void copyText(m.message ?? '')} aria-label={`Copy message to ${nameOf(m)}`}>
            <Copy className="h-4 w-4" aria-hidden /> Copy
          </Button>
        </td>
      </tr>
      {/* The full message spans the whole table, not the narrow Message column. */}
      {expanded && (
        <tr id={fullId} className="border-b border-slate-100 bg-slate-50/60 max-md:block" data-testid="message-expanded">
          <td colSpan={6} className="px-4 pb-4 pt-1 text-sm text-slate-800 max-md:block">
            <p className="whitespace-pre-wrap break-words">{m.message}</p>
          </td>
        </tr>
      )}
    </>
  );
}
