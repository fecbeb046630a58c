import { useEffect } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { api, isAbort } from '../../api/endpoints.js';
import { alertBadgeAtom, alertBadgeVersionAtom } from '../../state/alerts.js';
import { cn } from '../../lib/cn.js';

/** A burst of alerts (a signal sweep) settles this long before the one re-read. */
const SETTLE_MS = 250;

/** Reads the badge on opening, then again (settled) whenever an event may have changed it. */
function useAlertBadge(): number | null {
  const store = useStore();
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      timer = undefined;
      api.alerts
        .badge({ key: 'alert-badge' })
        .then((r) => store.set(alertBadgeAtom, r.unread))
        .catch((err) => {
          if (!isAbort(err)) console.error('alert badge load failed', err);
        });
    };
    read();
    const unsubscribe = store.sub(alertBadgeVersionAtom, () => {
      timer ??= setTimeout(read, SETTLE_MS);
    });
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store]);
  return useAtomValue(alertBadgeAtom);
}

/**
 * The Alerts entry's count (docs/product.md#teams): unread alerts of the companies I own and of
 * companies nobody owns — new alerts go to their owner first. Nothing when there are none.
 */
export function AlertsBadge({ collapsed }: { collapsed: boolean }) {
  const count = useAlertBadge();
  if (!count) return null;
  const label = `${count} unread ${count === 1 ? 'alert' : 'alerts'} for you`;
  return (
    <span
      title={label}
      className={cn(
        'rounded-full bg-brand-600 text-center text-[11px] font-semibold leading-5 text-white',
        collapsed ? 'absolute right-0.5 top-0.5 h-2.5 w-2.5 p-0 text-[0px]' : 'ml-auto min-w-5 px-1.5',
      )}
    >
      <span aria-hidden>{count > 99 ? '99+' : count}</span>
      <span className="sr-only">{label}</span>
    </span>
  );
}
