import { useAtomValue } from 'jotai';
import { connectionAtom, type ConnectionStatus } from '../state/connection.js';
import { cn } from '../lib/cn.js';

const labels: Record<ConnectionStatus, string> = { live: 'Live', connecting: 'Connecting…', offline: 'Offline — reconnecting' };
const dots: Record<ConnectionStatus, string> = { live: 'bg-emerald-500', connecting: 'bg-amber-400', offline: 'bg-red-500' };

/** Whether this tab is receiving live updates. */
export function ConnectionIndicator({ compact = false }: { compact?: boolean }) {
  const status = useAtomValue(connectionAtom);
  return (
    <span className="inline-flex items-center gap-2 text-xs text-slate-500" role="status" aria-live="polite" title={labels[status]} data-testid="connection-status" data-status={status}>
      <span className={cn('h-2 w-2 rounded-full', dots[status])} aria-hidden />
      <span className={cn(compact && 'sr-only')}>{labels[status]}</span>
    </span>
  );
}
