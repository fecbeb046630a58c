import { useMemo } from 'react';
import { atom, useAtomValue } from 'jotai';
import { Radar } from 'lucide-react';
import { Badge } from '../../../components/Badge.js';
import { Button } from '../../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../../components/Card.js';
import { alertAtom } from '../../../state/alerts.js';
import { signalIdsByCompanyAtom } from '../../../state/company-detail.js';
import { SignalItem } from './SignalItem.js';

export function BuyerSignalsCard(props: { companyId: string; detecting: boolean; provider: string | undefined; onDetect: () => void; onMarkRead: (id: string) => Promise<void> }) {
  const ids = useAtomValue(signalIdsByCompanyAtom(props.companyId)) ?? [];
  // Spec: the New count is the number of unread signals (follows reads in any tab).
  const newCountAtom = useMemo(() => atom((get) => (get(signalIdsByCompanyAtom(props.companyId)) ?? []).filter((id) => get(alertAtom(id))?.isRead === false).length), [props.companyId]);
  const newCount = useAtomValue(newCountAtom);
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
          <Button variant="outline" size="sm" className="shrink-0 whitespace-nowrap" disabled={props.detecting} onClick={props.onDetect}>
            <Radar className="h-4 w-4" aria-hidden />
            {props.detecting ? 'Detecting...' : 'Detect Signals'}
          </Button>
        }
      />
      {ids.length === 0 ? (
        <CardBody>
          <p className="text-sm text-slate-500">
            {props.detecting ? 'Looking for buying signals...' : 'No buyer signals yet. Research the company or detect signals to find them.'}
            {props.provider && <span className="block pt-1 text-xs">Signals are detected via {props.provider}.</span>}
          </p>
        </CardBody>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label="Buyer signals">
          {ids.map((id) => (
            <SignalItem key={id} id={id} onMarkRead={props.onMarkRead} />
          ))}
        </ul>
      )}
    </Card>
  );
}
