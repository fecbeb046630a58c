import { Badge, type BadgeTone } from '../../components/Badge.js';

const label = (s: string) => (s ? s[0].toUpperCase() + s.slice(1) : 'Unknown');
const batchTones: Record<string, BadgeTone> = { pending: 'amber', draft: 'amber', processed: 'green', archived: 'grey', finding: 'blue', failed: 'red' };

/** docs/product.md#company-batches: draft, processed, archived (a contact batch is also finding or failed); other values shown as they are. */
export const BatchStatusBadge = ({ status }: { status: string }) => <Badge tone={batchTones[status] ?? 'secondary'}>{label(status)}</Badge>;

/** A batch row: waiting, imported into the pipeline, or skipped because its domain was already there. */
export function RowStatusBadge({ status }: { status: string }) {
  if (status === 'processed') return <Badge tone="green">Imported</Badge>;
  if (status === 'skipped')
    return (
      <Badge tone="grey" className="cursor-help">
        <span title="Already in your pipeline">Skipped</span>
      </Badge>
    );
  return <Badge tone={status === 'pending' ? 'amber' : 'secondary'}>{label(status)}</Badge>;
}

const sourceLabels: Record<string, string> = { paste: 'Paste', csv: 'CSV upload', lookalikes: 'Lookalikes', contact_finder: 'Contact finder' };
export const sourceLabel = (source: string) => sourceLabels[source] ?? source;

/** Where Review goes: a lookalike batch to its selection page, an upload to its batch view. */
export const reviewHref = (b: { id: string; source: string }) =>
  b.source === 'lookalikes' ? `/companies/lookalikes/${b.id}` : `/companies/batch-upload?batch=${b.id}`;
