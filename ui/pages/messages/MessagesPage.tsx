import { useCallback, useEffect, useState } from 'react';
import { useAtom, useStore } from 'jotai';
import { Link } from 'wouter';
import { MessageSquarePlus } from 'lucide-react';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { PageHeader } from '../../components/PageHeader.js';
import { Spinner } from '../../components/Spinner.js';
import { messageRecords } from '../../state/messages.js';
import { useCan } from '../../state/permissions.js';
import { MessageRow } from './MessageRow.js';

const PAGE = 25;

/** docs/product.md#messages Messages: the user's generated messages, newest first; pending ones turn ready live. */
export function MessagesPage() {
  const store = useStore();
  const mayWrite = useCan('records.write');
  const [ids, setIds] = useAtom(messageRecords.ids);
  const [error, setError] = useState<string | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  const load = useCallback(
    async (cursor: string | null) => {
      const page = await api.messages.list({ limit: PAGE, cursor: cursor ?? undefined });
      page.items.forEach((m) => messageRecords.upsert(store, m));
      setIds((prev) => {
        const fresh = page.items.map((m) => m.id);
        if (!cursor) return fresh;
        const current = prev ?? [];
        return [...current, ...fresh.filter((id) => !current.includes(id))];
      });
      setNextCursor(page.nextCursor);
    },
    [store, setIds],
  );

  useEffect(() => {
    setIds(null);
    setError(null);
    load(null).catch((err: unknown) => setError(messageOf(err, 'Unknown error')));
  }, [load, setIds]);

  const more = async () => {
    setLoadingMore(true);
    try {
      await load(nextCursor);
    } catch (err) {
      setError(messageOf(err, 'Unknown error'));
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Messages"
        description="Outreach written for your contacts."
        actions={
          mayWrite && (
            <Link href="/contacts" className={buttonClass()}>
              <MessageSquarePlus className="h-4 w-4" aria-hidden /> Generate Message
            </Link>
          )
        }
      />
      <Card>
        {error && ids === null ? (
          <p role="alert" className="px-5 py-12 text-center text-sm text-red-600">
            Failed to load messages: {error}
          </p>
        ) : ids === null ? (
          <div className="flex items-center justify-center gap-3 py-12 text-sm text-slate-500">
            <Spinner /> Loading messages...
          </div>
        ) : ids.length === 0 ? (
          <p className="px-5 py-12 text-center text-sm text-slate-500">No messages found</p>
        ) : (
          <div className="relative md:overflow-x-auto">
            {/* On phones each row becomes a stacked card (the header row is hidden). */}
            <table className="w-full text-left max-md:block md:min-w-[760px]" aria-label="Messages">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500 max-md:sr-only">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">Date</th>
                  <th scope="col" className="px-4 py-3 font-medium">Type</th>
                  <th scope="col" className="px-4 py-3 font-medium">Subject</th>
                  <th scope="col" className="px-4 py-3 font-medium">Name</th>
                  <th scope="col" className="px-4 py-3 font-medium">Message</th>
                  <th scope="col" className="px-4 py-3 text-right font-medium">Actions</th>
                </tr>
              </thead>
              <tbody className="max-md:block">
                {ids.map((id) => (
                  <MessageRow key={id} id={id} />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>
      {ids !== null && error && <p role="alert" className="mt-3 text-sm text-red-600">Failed to load messages: {error}</p>}
      {ids !== null && nextCursor && (
        <div className="mt-4 flex justify-center">
          <Button variant="outline" onClick={() => void more()} disabled={loadingMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        </div>
      )}
    </>
  );
}
