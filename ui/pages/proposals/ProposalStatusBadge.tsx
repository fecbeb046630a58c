import { PROPOSAL_STATUS_LABELS, type ProposalStatus } from '../../../contracts/proposal-status.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';

const TONES: Record<ProposalStatus, BadgeTone> = {
  draft: 'grey',
  sent: 'blue',
  viewed: 'purple',
  approved: 'green',
  changes_requested: 'amber',
  declined: 'red',
  closed: 'secondary',
};

export function ProposalStatusBadge({ status }: { status: ProposalStatus }) {
  return <Badge tone={TONES[status]}>{PROPOSAL_STATUS_LABELS[status]}</Badge>;
}
