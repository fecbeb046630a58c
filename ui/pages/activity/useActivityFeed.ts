import { useCallback, useEffect, useMemo, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { ActivityItem } from '../../../contracts/activity.js';
import { api, isAbort } from '../../api/endpoints.js';
import { activityArrivalsAtom, arrivalsAfter, type ActivityFilter } from '../../state/activity.js';

type Loaded = { status: 'loading' | 'ready' | 'error'; items: ActivityItem[]; cursor: string | null; loadingMore: boolean };

/**
 * The workspace's activity feed under `filter`, newest first: the first page from the API, older
 * pages with `more()`, and live `activity.created` items that match the filter on top.
 * `key`: one page or card's loads supersede each other, not another's.
 */
export function useActivityFeed(filter: ActivityFilter, limit: number, key: string) {
  const [state, setState] = useState<Loaded>({ status: 'loading', items: [], cursor: null, loadingMore: false });
  const [headId, setHeadId] = useState(0);
  const { actor, kind } = filter;

  const load = useCallback(async () => {
    setState({ status: 'loading', items: [], cursor: null, loadingMore: false });
    try {
      const r = await api.activity.list({ actor, kind, limit }, { key });
      setHeadId(r.items[0]?.id ?? 0);
      setState({ status: 'ready', items: r.items, cursor: r.nextCursor, loadingMore: false });
    } catch (err) {
      if (isAbort(err)) return;
      setState({ status: 'error', items: [], cursor: null, loadingMore: false });
    }
  }, [actor, kind, limit, key]);

  useEffect(() => {
    void load();
  }, [load]);

  const more = async () => {
    if (!state.cursor || state.loadingMore) return;
    setState((s) => ({ ...s, loadingMore: true }));
    try {
      const r = await api.activity.list({ actor, kind, limit, cursor: state.cursor }, { key: `${key}-more` });
      setState((s) => ({ ...s, items: [...s.items, ...r.items.filter((i) => !s.items.some((x) => x.id === i.id))], cursor: r.nextCursor, loadingMore: false }));
    } catch (err) {
      if (isAbort(err)) return;
      setState((s) => ({ ...s, loadingMore: false }));
      throw err;
    }
  };

  const arrivals = useAtomValue(activityArrivalsAtom);
  const items = useMemo(() => {
    if (state.status !== 'ready') return state.items;
    const fresh = arrivalsAfter(arrivals, headId, { actor, kind });
    return [...fresh, ...state.items.filter((i) => !fresh.some((f) => f.id === i.id))];
  }, [arrivals, headId, actor, kind, state.status, state.items]);

  return { status: state.status, items, hasMore: state.cursor !== null, loadingMore: state.loadingMore, more, reload: load };
}
