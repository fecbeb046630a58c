import { useRef, useState } from 'react';
import { useStore } from 'jotai';
import { Link, useLocation } from 'wouter';
import { toast } from 'sonner';
import { PackageCheck } from 'lucide-react';
import { addressLine } from '../../../contracts/order-rules.js';
import type { Proposal } from '../../../contracts/proposals.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { useCan } from '../../state/permissions.js';
import { proposalRecords } from '../../state/proposals.js';
import { formatIsoDay } from './order-format.js';

/**
 * The proposal page's way to its order (docs/product.md#orders): "Order #N" once made; before,
 * "Create order" when at least one line is approved (to those who may write).
 */
export function ProposalOrderAction({ proposal }: { proposal: Proposal }) {
  const store = useStore();
  const [, navigate] = useLocation();
  const mayWrite = useCan('records.write');
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  if (proposal.order)
    return (
      <Link href={`/orders/${proposal.order.id}`} className={buttonClass('outline')}>
        <PackageCheck className="h-4 w-4" aria-hidden /> Order #{proposal.order.number}
      </Link>
    );
  if (!mayWrite || !proposal.lines.some((l) => l.status === 'approved')) return null;

  const create = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(true);
    try {
      const { order } = await api.orders.create({ id: proposal.id }, {});
      const held = proposalRecords.get(store, proposal.id);
      if (held) proposalRecords.upsert(store, { ...held, order: { id: order.id, number: order.number } });
      navigate(`/orders/${order.id}`);
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to create the order') });
      setBusy(false);
    } finally {
      inFlight.current = false;
    }
  };
  return (
    <Button onClick={() => void create()} disabled={busy}>
      <PackageCheck className="h-4 w-4" aria-hidden /> {busy ? 'Creating order…' : 'Create order'}
    </Button>
  );
}

/** What the client gave at approval: where to deliver, and their PO number. Nothing until then. */
export function ProposalDeliveryCard({ proposal }: { proposal: Proposal }) {
  if (!proposal.shipTo && !proposal.clientPoNumber) return null;
  return (
    <Card>
      <CardHeader title="Delivery" description="What the client gave when approving." />
      <CardBody>
        <dl className="space-y-2 text-sm" aria-label="Client delivery">
          {proposal.shipTo && (
            <div>
              <dt className="text-xs font-medium text-slate-500">Ship to</dt>
              <dd className="break-words text-slate-800">
                {addressLine(proposal.shipTo)}
                {proposal.shipTo.phone && <span className="block text-xs text-slate-500">{proposal.shipTo.phone}</span>}
              </dd>
            </div>
          )}
          {proposal.inHandsDate && (
            <div>
              <dt className="text-xs font-medium text-slate-500">In hands by</dt>
              <dd className="text-slate-800">{formatIsoDay(proposal.inHandsDate)}</dd>
            </div>
          )}
          {proposal.clientPoNumber && (
            <div>
              <dt className="text-xs font-medium text-slate-500">Client PO number</dt>
              <dd className="break-words text-slate-800">{proposal.clientPoNumber}</dd>
            </div>
          )}
        </dl>
      </CardBody>
    </Card>
  );
}
