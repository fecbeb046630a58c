import { useEffect, useState } from 'react';
import { useAtom, useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { format } from 'date-fns';
import { fetchContactBatches } from '../../api/contact-batches.js';
import { Card } from '../../components/Card.js';
import { Spinner } from '../../components/Spinner.js';
import { contactBatchAtom, contactBatchIdsAtom, upsertContactBatch } from '../../state/contact-batches.js';
import { BatchStatusBadge, sourceLabel } from '../batches/badges.js';

function Row({ id }: { id: string }) {
  const b = useAtomValue(contactBatchAtom(id));
  if (!b) return null;
  return (
    <tr className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
      <td className="px-4 py-3">
        <div className="font-medium text-slate-900">{b.name}</div>
        <div className="text-xs text-slate-500">
          {b.counts.total} {b.counts.total === 1 ? 'person' : 'people'}
          {b.counts.pending > 0 && b.counts.pending < b.counts.total ? ` · ${b.counts.pending} pending` : ''}
        </div>
      </td>
      <td className="px-4 py-3 text-sm">
        {b.company ? (
          <Link href={`/companies/${b.company.id}`} className="text-brand-700 hover:underline">
            {b.company.name}
          </Link>
        ) : (
          '-'
        )}
      </td>
      <td className="px-4 py-3 text-sm">{sourceLabel(b.source)}</td>
      <td className="px-4 py-3">
        <BatchStatusBadge status={b.status} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-sm text-slate-600">{format(new Date(b.createdAt), 'MMM d, yyyy')}</td>
      <td className="px-4 py-3 text-right">
        <Link href={`/contacts/batch/${b.id}`} className="rounded-md px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50" aria-label={`Review ${b.name}`}>
          Review
        </Link>
      </td>
    </tr>
  );
}

/** Spec part 2: contact batches with Name, Company, Source, Status, Created and Review; live in every tab. */
export function ContactBatchesTable() {
  const store = useStore();
  const [ids, setIds] = useAtom(contactBatchIdsAtom);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    fetchContactBatches()
      .then((r) => {
        r.items.forEach((b) => upsertContactBatch(store, b));
        setIds(r.items.map((b) => b.id));
      })
      .catch(() => {
        toast.error('Error', { description: 'Failed to load contact batches' });
        setFailed(true);
      });
  }, [store, setIds]);

  return (
    <Card>
      {ids === null ? (
        failed ? (
          <p className="px-4 py-12 text-center text-sm text-slate-500">Failed to load contact batches</p>
        ) : (
          <div className="flex justify-center py-12">
            <Spinner label="Loading contact batches" />
          </div>
        )
      ) : ids.length === 0 ? (
        <p className="px-4 py-12 text-center text-sm text-slate-500">No contact batches yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full min-w-[640px] text-left" aria-label="Contact batches">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">Name</th>
                <th scope="col" className="px-4 py-3 font-medium">Company</th>
                <th scope="col" className="px-4 py-3 font-medium">Source</th>
                <th scope="col" className="px-4 py-3 font-medium">Status</th>
                <th scope="col" className="px-4 py-3 font-medium">Created</th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  <span className="sr-only">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {ids.map((id) => (
                <Row key={id} id={id} />
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
