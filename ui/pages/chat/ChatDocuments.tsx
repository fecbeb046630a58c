import { Link } from 'wouter';
import { FileText } from 'lucide-react';
import { useDocumentList } from '../documents/useDocumentList.js';

const SHOWN = 5;

/** The documents made in this chat, linked under its header (nothing while there are none). */
export function ChatDocuments({ sessionId }: { sessionId: string }) {
  const { items, nextCursor } = useDocumentList({ sessionId, limit: SHOWN });
  if (!items || items.length === 0) return null;
  return (
    <nav aria-label="Documents from this chat" className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-slate-100 bg-slate-50 px-3 py-2 text-xs">
      <h2 className="font-medium text-slate-700">Documents from this chat</h2>
      <ul className="flex min-w-0 flex-wrap gap-x-3 gap-y-1">
        {items.map((d) => (
          <li key={d.id} className="min-w-0 max-w-full">
            <Link href={`/documents/${d.id}`} className="inline-flex max-w-full items-center gap-1 font-medium text-brand-700 hover:underline">
              <FileText className="h-3.5 w-3.5 shrink-0" aria-hidden />
              <span className="truncate">{d.title}</span>
            </Link>
          </li>
        ))}
      </ul>
      {nextCursor && (
        <Link href="/documents" className="font-medium text-slate-600 hover:underline">
          All documents
        </Link>
      )}
    </nav>
  );
}
