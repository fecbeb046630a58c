import { useState } from 'react';
import { useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { ExternalLink } from 'lucide-react';
import type { BatchContact } from '../../../contracts/contact-batches.js';
import { api } from '../../api/endpoints.js';
import { ApiError } from '../../api/client.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import { batchContactRecords, contactBatchRecords } from '../../state/contact-batches.js';
import { addContact } from '../../state/contacts.js';

const FIELD_NAMES = { email: 'email', phone: 'phone', jobTitle: 'job title', linkedinUrl: 'LinkedIn' } as const;
const ACTIONS = { import: api.contactBatches.importContact, skip: api.contactBatches.skipContact, enrich: api.contactBatches.enrichContact };
type BatchContactAction = keyof typeof ACTIONS;
const BUSY_LABELS: Record<BatchContactAction, string> = { import: 'Importing...', skip: 'Skipping...', enrich: 'Enriching...' };

/** docs/product.md#contact-batches: pending, imported, skipped. */
export function BatchContactStatusBadge({ status }: { status: string }) {
  if (status === 'imported') return <Badge tone="green">Imported</Badge>;
  if (status === 'skipped') return <Badge tone="grey">Skipped</Badge>;
  return <Badge tone={status === 'pending' ? 'amber' : 'secondary'}>{status ? status[0].toUpperCase() + status.slice(1) : 'Unknown'}</Badge>;
}

const list = (items: string[]) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`);
const messageOf = (err: unknown) => (err instanceof ApiError ? err.message : null);

/** One person of a batch with Import, Enrich and Skip (docs/product.md#contact-batches: imported is shown disabled). */
export function BatchContactRow({ row }: { row: BatchContact }) {
  const mayWrite = useCan('records.write');
  const store = useStore();
  const [busy, setBusy] = useState<BatchContactAction | null>(null);
  const name = `${row.firstName} ${row.lastName}`;

  const run = async (action: BatchContactAction) => {
    setBusy(action);
    try {
      const r = await ACTIONS[action]({ id: row.batchId, rowId: row.id });
      contactBatchRecords.upsert(store, r.batch);
      batchContactRecords.upsert(store, r.row);
      if (r.contact) addContact(store, r.contact);
      if (r.outcome === 'imported') toast.success('Contact Imported', { description: `${name} was added to your contacts as a lead` });
      else if (r.outcome === 'duplicate') toast.error('Import Failed', { description: r.message ?? 'An error occurred while importing the contact.' });
      else if (r.outcome === 'skipped') toast.success('Contact Skipped');
      else if (r.outcome === 'enriched') toast.success('Contact Enriched', { description: `Added ${list(r.filled.map((f) => FIELD_NAMES[f]))} from the SwagScout directory` });
      else toast('No additional details found', { description: `The directory has nothing more about ${name}` });
    } catch (err) {
      if (action === 'import') toast.error('Import Failed', { description: messageOf(err) ?? 'An error occurred while importing the contact.' });
      else if (action === 'skip') toast.error('Error', { description: messageOf(err) ?? 'Failed to skip the contact' });
      else toast.error('Error', { description: messageOf(err) ?? 'Failed to enrich the contact' });
    } finally {
      setBusy(null);
    }
  };

  const imported = row.status === 'imported';
  const linkedin = row.linkedinUrl ? (
    <a href={row.linkedinUrl} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 text-brand-700 hover:underline" aria-label={`LinkedIn profile of ${name}`}>
      Profile <ExternalLink className="h-3 w-3" aria-hidden />
    </a>
  ) : (
    <span className="text-slate-400">-</span>
  );
  return (
    <tr className="border-b border-slate-100 align-top last:border-0">
      <td className="px-4 py-3">
        {imported && row.contactId ? (
          <Link href={`/contacts/${row.contactId}`} className="font-medium text-brand-700 hover:underline">
            {name}
          </Link>
        ) : (
          <span className="font-medium text-slate-900">{name}</span>
        )}
        {row.email && <div className="break-all text-xs text-slate-500">{row.email}</div>}
        {row.phone && <div className="text-xs text-slate-500">{row.phone}</div>}
        {/* Under 640 px the Job Title and LinkedIn columns fold into this cell. */}
        <div className="mt-1 space-y-0.5 text-xs text-slate-600 sm:hidden">
          {row.jobTitle && <div>{row.jobTitle}</div>}
          {row.linkedinUrl && <div>{linkedin}</div>}
        </div>
      </td>
      <td className="hidden px-4 py-3 text-sm text-slate-700 sm:table-cell">{row.jobTitle ?? <span className="text-slate-400">-</span>}</td>
      <td className="hidden px-4 py-3 text-sm sm:table-cell">{linkedin}</td>
      <td className="px-4 py-3">
        <BatchContactStatusBadge status={row.status} />
      </td>
      <td className="px-4 py-3">
        <div className="flex flex-wrap justify-end gap-1.5" role="group" aria-label={`Actions for ${name}`}>
          {imported ? (
            <Button size="sm" variant="outline" disabled>
              Imported
            </Button>
          ) : (
            mayWrite && (
            <>
              <Button size="sm" onClick={() => run('import')} disabled={busy !== null} aria-label={`Import ${name}`}>
                {busy === 'import' ? BUSY_LABELS.import : 'Import'}
              </Button>
              <Button size="sm" variant="outline" onClick={() => run('enrich')} disabled={busy !== null} aria-label={`Enrich ${name}`}>
                {busy === 'enrich' ? BUSY_LABELS.enrich : 'Enrich'}
              </Button>
              {row.status === 'pending' && (
                <Button size="sm" variant="ghost" onClick={() => run('skip')} disabled={busy !== null} aria-label={`Skip ${name}`}>
                  {busy === 'skip' ? BUSY_LABELS.skip : 'Skip'}
                </Button>
              )}
            </>
            )
          )}
        </div>
      </td>
    </tr>
  );
}
