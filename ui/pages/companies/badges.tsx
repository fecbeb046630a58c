import type { PipelineStage, EnrichmentStatus } from '../../../contracts/companies.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';

// Won green and Lost grey, apart from the open stages.
const stageTones: Record<PipelineStage, BadgeTone> = { Lead: 'blue', Qualified: 'purple', Meeting: 'amber', Proposal: 'teal', Opportunity: 'default', Won: 'green', Lost: 'grey' };
const enrichmentTones: Record<EnrichmentStatus, BadgeTone> = { Unenriched: 'grey', Enriching: 'amber', Enriched: 'green' };

export const StageBadge = ({ stage }: { stage: PipelineStage }) => <Badge tone={stageTones[stage]}>{stage}</Badge>;
export const EnrichmentBadge = ({ status }: { status: EnrichmentStatus }) => <Badge tone={enrichmentTones[status]}>{status || 'Unenriched'}</Badge>;

/** docs/product.md#company: signal names with launch/new/opening use the default style; hiring/expansion secondary. */
export function signalTone(signalType: string): BadgeTone {
  const s = signalType.toLowerCase();
  if (/launch|new|opening/.test(s)) return 'default';
  if (/hiring|expansion/.test(s)) return 'secondary';
  return 'purple';
}
export const SignalBadge = ({ signalType }: { signalType: string }) => <Badge tone={signalTone(signalType)}>{signalType}</Badge>;
