import { useEffect, useState } from 'react';
import { useStore } from 'jotai';
import type { ReportsQuery } from '../../../contracts/reports.js';
import { isAbort, type CallOptions } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { dealFiguresVersionAtom } from '../../state/deal-figures.js';
import { pipelineReloadAtom } from '../../state/companies.js';

/** A burst of events (a kanban drag, a sequence's sends) settles this long before the reports re-read. */
export const LIVE_SETTLE_MS = 500;
/** While events keep coming (an import's rows), the reports re-read at least this often. */
export const LIVE_MAX_WAIT_MS = 5000;

/**
 * A number that goes up, debounced, when events move the deal figures (ui/state/deal-figures.ts)
 * or many companies changed at once: the open reports re-read when it does.
 */
export function useLiveReportsVersion(): number {
  const store = useStore();
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let firstAt: number | null = null;
    const fire = () => {
      timer = undefined;
      firstAt = null;
      setVersion((v) => v + 1);
    };
    const changed = () => {
      const now = Date.now();
      firstAt ??= now;
      clearTimeout(timer);
      timer = setTimeout(fire, Math.max(0, Math.min(LIVE_SETTLE_MS, firstAt + LIVE_MAX_WAIT_MS - now)));
    };
    const unsubscribe = [store.sub(dealFiguresVersionAtom, changed), store.sub(pipelineReloadAtom, changed)];
    return () => {
      clearTimeout(timer);
      unsubscribe.forEach((u) => u());
    };
  }, [store]);
  return version;
}

export type ReportState<T> = { status: 'loading' } | { status: 'error'; message: string; retry: () => void } | { status: 'ready'; data: T };

type ReportLoader<T> = (query: ReportsQuery, options: CallOptions) => Promise<T>;
type Loaded<T> = { queryKey: string; data: T | null; error: string | null };

/**
 * One report, read for the filters and again at each `version` (live). New filters show loading;
 * a live re-read keeps the figures on screen until the new ones come (or, if it fails, for good).
 */
export function useReport<T>(name: string, load: ReportLoader<T>, query: ReportsQuery, version: number): ReportState<T> {
  const queryKey = JSON.stringify(query);
  const [loaded, setLoaded] = useState<Loaded<T> | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    load(JSON.parse(queryKey) as ReportsQuery, { key: `report:${name}` })
      .then((data) => live && setLoaded({ queryKey, data, error: null }))
      .catch((err: unknown) => {
        if (!live || isAbort(err)) return;
        const error = messageOf(err, 'Something went wrong');
        setLoaded((prev) => ({ queryKey, data: prev?.queryKey === queryKey ? prev.data : null, error }));
      });
    return () => {
      live = false;
    };
  }, [name, load, queryKey, version, attempt]);

  if (loaded?.queryKey !== queryKey) return { status: 'loading' };
  if (loaded.data !== null) return { status: 'ready', data: loaded.data };
  if (loaded.error !== null)
    return {
      status: 'error',
      message: loaded.error,
      retry: () => {
        setLoaded(null);
        setAttempt((n) => n + 1);
      },
    };
  return { status: 'loading' };
}

