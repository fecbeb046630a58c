import { Link } from 'wouter';
import { FileText, MessageSquare } from 'lucide-react';
import type { DocumentSummary } from '../../../contracts/documents.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Spinner } from '../../components/Spinner.js';
import { formatDay } from '../../lib/dates.js';
import { useDocumentList } from './useDocumentList.js';

export const itemCountText = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;

function DocumentEntry({ doc }: { doc: DocumentSummary }) {
  return (
    <li>
      <Link href={`/documents/${doc.id}`} className="flex items-start gap-3 px-4 py-3 hover:bg-slate-50 sm:px-5">
        <FileText className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden />
        <span className="min-w-0 flex-1">
          <span className="block truncate text-sm font-medium text-slate-900">{doc.title}</span>
          <span className="mt-0.5 flex flex-wrap gap-x-3 gap-y-0.5 text-xs text-slate-600">
            <span>{doc.companyName ?? 'No company'}</span>
            <span>
              Created <time dateTime={doc.createdAt}>{formatDay(doc.createdAt)}</time>
            </span>
            <span>{itemCountText(doc.itemCount)}</span>
          </span>
        </span>
      </Link>
    </li>
  );
}

/** Every proposal document the user made, newest first: found again after the chat scrolled away. */
export function DocumentsPage() {
  const { items, error, nextCursor, loadingMore, loadMore } = useDocumentList();
  return (
    <>
      <PageHeader
        title="Documents"
        description="Product proposals made from your research chats."
        actions={
          <Link href="/chat" className={buttonClass('outline')}>
            <MessageSquare className="h-4 w-4" aria-hidden /> Research chat
          </Link>
        }
      />
      <Card>
        {items === null ? (
          error ? (
            <p role="alert" className="px-5 py-12 text-center text-sm text-red-600">{error}</p>
          ) : (
            <div className="flex items-center justify-center gap-3 py-12 text-sm text-slate-500">
              <Spinner /> Loading documents...
            </div>
          )
        ) : items.length === 0 ? (
          <div className="px-5 py-12 text-center">
            <p className="text-sm font-medium text-slate-900">No documents yet</p>
            <p className="mt-1 text-sm text-slate-500">Create one from a chat&apos;s product recommendations.</p>
          </div>
        ) : (
          <ul aria-label="Documents" className="divide-y divide-slate-100">
            {items.map((d) => (
              <DocumentEntry key={d.id} doc={d} />
            ))}
          </ul>
        )}
      </Card>
      {items !== null && error && <p role="alert" className="mt-3 text-sm text-red-600">{error}</p>}
      {items !== null && nextCursor && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void loadMore()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
