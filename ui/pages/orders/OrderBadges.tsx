import { ORDER_STATUS_LABELS, PO_STATUS_LABELS, type OrderStatus, type PoStatus } from '../../../contracts/orders.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';

const ORDER_TONES: Record<OrderStatus, BadgeTone> = { open: 'grey', in_production: 'blue', shipped: 'purple', delivered: 'green' };

const PO_TONES: Record<PoStatus, BadgeTone> = {
  draft: 'grey',
  sent: 'blue',
  acknowledged: 'blue',
  proof_received: 'amber',
  proof_approved: 'teal',
  in_production: 'purple',
  shipped: 'green',
  delivered: 'secondary',
};

export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  return <Badge tone={ORDER_TONES[status]}>{ORDER_STATUS_LABELS[status]}</Badge>;
}

export function PoStatusBadge({ status }: { status: PoStatus }) {
  return <Badge tone={PO_TONES[status]}>{PO_STATUS_LABELS[status]}</Badge>;
}

/** The production board's flag: red, with why beside it. */
export function LateRiskBadge({ reason }: { reason: string | null }) {
  return (
    <span className="inline-flex flex-col gap-0.5">
      <Badge tone="red">Late risk</Badge>
      {reason && <span className="text-xs text-red-700">{reason}</span>}
    </span>
  );
}
