import { useCallback, useEffect, useState } from 'react';
import type { DocumentSummary } from '../../../contracts/documents.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';

/** The user's documents (or one chat's), newest first, a page at a time. */
export function useDocumentList(opts: { sessionId?: string; limit?: number } = {}) {
  const { sessionId, limit = 25 } = opts;
  const [items, setItems] = useState<DocumentSummary[] | null>(null);
  const [nextCursor, setNextCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);

  useEffect(() => {
    let current = true;
    setItems(null);
    setError(null);
    api.documents
      .list({ limit, sessionId })
      .then((page) => {
        if (!current) return;
        setItems(page.items);
        setNextCursor(page.nextCursor);
      })
      .catch((err: unknown) => current && setError(messageOf(err, 'Failed to load documents')));
    return () => {
      current = false;
    };
  }, [sessionId, limit]);

  const loadMore = useCallback(async () => {
    if (!nextCursor) return;
    setLoadingMore(true);
    try {
      const page = await api.documents.list({ cursor: nextCursor ?? undefined, limit, sessionId });
      setItems((prev) => [...(prev ?? []), ...page.items.filter((d) => !prev?.some((p) => p.id === d.id))]);
      setNextCursor(page.nextCursor);
    } catch (err) {
      setError(messageOf(err, 'Failed to load documents'));
    } finally {
      setLoadingMore(false);
    }
  }, [nextCursor, limit, sessionId]);

  return { items, error, nextCursor, loadingMore, loadMore };
}
