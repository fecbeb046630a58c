import { useMemo } from 'react';
import { atom, useAtomValue } from 'jotai';
import { Radar } from 'lucide-react';
import { Badge } from '../../../components/Badge.js';
import { Button } from '../../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../../components/Card.js';
import { alertRecords } from '../../../state/alerts.js';
import { SignalItem, newestEventFirst } from './SignalItem.js';

/** The company's buyer signals; without `onDetect`/`onMarkRead` (a viewer) their buttons are hidden. */
export function BuyerSignalsCard(props: { companyId: string; detecting: boolean; provider: string | undefined; onDetect?: () => void; onMarkRead?: (id: string) => Promise<void> }) {
  // Current signals and history (events older than the signal window), each newest event first.
  const splitAtom = useMemo(
    () =>
      atom((get) => {
        const alerts = [...(get(alertRecords.recordsOf(alertRecords.listOf(props.companyId))) ?? [])];
        alerts.sort(newestEventFirst);
        return {
          current: alerts.filter((a) => !a.isHistory).map((a) => a.id),
          history: alerts.filter((a) => a.isHistory).map((a) => a.id),
          // docs/product.md#company: the New count is the number of unread signals (follows reads in any tab).
          newCount: alerts.filter((a) => !a.isRead && !a.isHistory).length,
        };
      }),
    [props.companyId],
  );
  const { current: ids, history, newCount } = useAtomValue(splitAtom);
  return (
    <Card>
      <CardHeader
        title={
          <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
            <span className="whitespace-nowrap">Buyer Signals</span>
            {newCount > 0 && <Badge tone="blue" className="whitespace-nowrap">{newCount} New</Badge>}
          </span>
        }
        action={
          props.onDetect && (
            <Button variant="outline" size="sm" className="shrink-0 whitespace-nowrap" disabled={props.detecting} onClick={props.onDetect}>
              <Radar className="h-4 w-4" aria-hidden />
              {props.detecting ? 'Detecting...' : 'Detect Signals'}
            </Button>
          )
        }
      />
      {ids.length === 0 && history.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">
            {props.detecting ? 'Looking for buying signals...' : 'No buyer signals yet. Research the company or detect signals to find them.'}
            {props.provider && <span className="block pt-1 text-xs">Signals are detected via {props.provider}.</span>}
          </p>
        </CardBody>
      ) : (
        <>
          {ids.length > 0 ? (
            <ul className="divide-y divide-slate-100" aria-label="Buyer signals">
              {ids.map((id) => (
                <SignalItem key={id} id={id} onMarkRead={props.onMarkRead} />
              ))}
            </ul>
          ) : (
            <CardBody>
              <p className="text-sm text-slate-500">No recent buyer signals. Older events are listed under Earlier activity.</p>
            </CardBody>
          )}
          {history.length > 0 && (
            <details className="border-t border-slate-100">
              <summary className="cursor-pointer select-none px-5 py-3 text-sm font-medium text-slate-700 hover:bg-slate-50">
                Earlier activity ({history.length})
              </summary>
              <p className="px-5 text-xs text-slate-500">Events older than the signal window: kept for context, not raised as alerts.</p>
              <ul className="divide-y divide-slate-100" aria-label="Earlier activity">
                {history.map((id) => (
                  <SignalItem key={id} id={id} onMarkRead={props.onMarkRead} />
                ))}
              </ul>
            </details>
          )}
        </>
      )}
    </Card>
  );
}
