import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { FileText } from 'lucide-react';
import { api } from '../../api/endpoints.js';
import { chatProposalIds, proposalSummaryRecords } from '../../state/proposals.js';

const SHOWN = 5;

function ChatProposalLink({ id }: { id: string }) {
  const p = useAtomValue(proposalSummaryRecords.atom(id));
  if (!p) return null;
  return (
    <li className="min-w-0 max-w-full">
      <Link href={`/proposals/${p.id}`} className="inline-flex max-w-full items-center gap-1 font-medium text-brand-700 hover:underline">
        <FileText className="h-3.5 w-3.5 shrink-0" aria-hidden />
        <span className="truncate">{p.title}</span>
      </Link>
    </li>
  );
}

/** The proposals made in this chat, linked under its header (nothing while there are none); live through proposal events. */
export function ChatDocuments({ sessionId }: { sessionId: string }) {
  const store = useStore();
  const list = chatProposalIds(sessionId);
  const ids = useAtomValue(list);
  useEffect(() => {
    const controller = new AbortController();
    api.proposals
      .list({ sessionId }, { signal: controller.signal })
      .then(({ items }) => proposalSummaryRecords.setList(store, items, list))
      // The chat works without this list (and an unmounted chat's answer is not wanted).
      .catch(() => undefined);
    return () => controller.abort();
  }, [sessionId, store, list]);
  if (!ids || ids.length === 0) return null;
  return (
    <nav aria-label="Documents from this chat" className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 bg-slate-50 px-3 py-2 text-xs">
      <h2 className="font-medium text-slate-700">Documents from this chat</h2>
      <ul className="flex min-w-0 flex-wrap gap-x-3 gap-y-1">
        {ids.slice(0, SHOWN).map((id) => (
          <ChatProposalLink key={id} id={id} />
        ))}
      </ul>
      {ids.length > SHOWN && (
        <Link href="/proposals" className="font-medium text-slate-600 hover:underline">
          All proposals
        </Link>
      )}
    </nav>
  );
}
