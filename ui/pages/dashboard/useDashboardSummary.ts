import { useEffect, useState } from 'react';
import { useStore } from 'jotai';
import type { DashboardResponse } from '../../../contracts/dashboard.js';
import { api } from '../../api/endpoints.js';
import { dashboardVersionAtom } from '../../state/dashboard.js';
import { dealFiguresVersionAtom } from '../../state/deal-figures.js';

const EMPTY: DashboardResponse = {
  stats: { totalCompanies: 0, enrichedCompanies: 0, totalContacts: 0, unreadAlerts: 0, presentations: 0 },
  recentAlerts: [],
  recentBatches: [],
  gettingStarted: { companiesAdded: false, companyResearched: false, alertHandled: false, assistantAsked: false, proposalSent: false },
  deals: { scope: 'mine', month: '', deals: 0, amountCents: 0, weightedCents: 0, wonCents: 0, staleCount: 0, staleDays: 14, stale: [] },
};
/** A burst of changes (an import's 200 companies) settles this long before the one re-read. */
export const SETTLE_MS = 250;
/** While changes keep coming (rows processed one by one), the summary is re-read at most this often. */
export const MIN_GAP_MS = 5000;

/**
 * The dashboard's summary: read on opening, then re-read when events change what it counts or the
 * deal figures (ui/state/deal-figures.ts) — never more than one read at a time, and never more
 * often than every MIN_GAP_MS.
 * Load failures are logged only: zeros and empty lists are shown.
 */
export function useDashboardSummary(): DashboardResponse | null {
  const store = useStore();
  const [data, setData] = useState<DashboardResponse | null>(null);
  useEffect(() => {
    let disposed = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let inFlight = false;
    let changedMeanwhile = false;
    let lastReadAt = -Infinity;
    const read = () => {
      timer = undefined;
      inFlight = true;
      changedMeanwhile = false;
      lastReadAt = Date.now();
      void api.dashboard
        .get()
        .then((d) => !disposed && setData(d))
        .catch((err) => {
          console.error('dashboard load failed', err);
          if (!disposed) setData((prev) => prev ?? EMPTY);
        })
        .finally(() => {
          inFlight = false;
          if (changedMeanwhile && !disposed) schedule();
        });
    };
    const schedule = () => {
      if (inFlight) changedMeanwhile = true;
      else timer ??= setTimeout(read, Math.max(SETTLE_MS, lastReadAt + MIN_GAP_MS - Date.now()));
    };
    read();
    // The forecast card's figures move with deals, proposals, tasks and emails too.
    const unsubscribe = [store.sub(dashboardVersionAtom, schedule), store.sub(dealFiguresVersionAtom, schedule)];
    return () => {
      disposed = true;
      clearTimeout(timer);
      unsubscribe.forEach((u) => u());
    };
  }, [store]);
  return data;
}
