import { Badge, type BadgeTone } from '../../components/Badge.js';

/** docs/product.md#contacts: active green, lead blue, customer purple, archived grey. */
const tones: Record<string, BadgeTone> = { active: 'green', lead: 'blue', customer: 'purple', archived: 'grey' };

export const statusLabel = (status: string) => status.charAt(0).toUpperCase() + status.slice(1);

export function ContactStatusBadge({ status }: { status: string }) {
  return <Badge tone={tones[status] ?? 'secondary'}>{statusLabel(status)}</Badge>;
}
