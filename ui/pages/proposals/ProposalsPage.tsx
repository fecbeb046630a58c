import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { toast } from 'sonner';
import { Plus } from 'lucide-react';
import { formatCents } from '../../../contracts/money.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import { ListTable } from '../../components/ListTable.js';
import { PageHeader } from '../../components/PageHeader.js';
import { formatDay } from '../../lib/dates.js';
import { proposalSummaryRecords } from '../../state/proposals.js';
import { useIdList } from '../../state/use-id-list.js';
import { ProposalStatusBadge } from './ProposalStatusBadge.js';

function ProposalRow({ id }: { id: string }) {
  const p = useAtomValue(proposalSummaryRecords.atom(id));
  if (!p) return null;
  return (
    <tr className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
      <td className="px-4 py-3 text-sm">
        <Link href={`/proposals/${p.id}`} className="font-medium text-slate-900 hover:underline">
          {p.title}
        </Link>
        <span className="block text-xs text-slate-500">{p.companyName ?? 'No company'}</span>
      </td>
      <td className="px-4 py-3 text-sm">
        <ProposalStatusBadge status={p.status} />
      </td>
      <td className="px-4 py-3 text-sm text-slate-600">
        {p.approvedCount > 0 ? `${p.approvedCount} of ${p.lineCount} approved` : `${p.lineCount} ${p.lineCount === 1 ? 'item' : 'items'}`}
      </td>
      <td className="px-4 py-3 text-right text-sm tabular-nums text-slate-900">{formatCents(p.grandTotalCents)}</td>
      <td className="px-4 py-3 text-right text-sm tabular-nums text-slate-600">{formatCents(p.profitCents)}</td>
      <td className="px-4 py-3 text-sm text-slate-600">
        <time dateTime={p.updatedAt}>{formatDay(p.updatedAt)}</time>
      </td>
    </tr>
  );
}

/** docs/product.md#proposals: the workspace's proposals, live (client actions move them up and change their status). */
export function ProposalsPage() {
  const { ids, failed } = useIdList(proposalSummaryRecords, () => api.proposals.list(), 'Failed to load proposals');
  const [busy, setBusy] = useState(false);
  const [, navigate] = useLocation();
  const mayWrite = useCan('records.write');

  const create = async () => {
    setBusy(true);
    try {
      const { proposal } = await api.proposals.create({ title: `Proposal - ${new Date().toLocaleDateString('en-US')}` });
      navigate(`/proposals/${proposal.id}`);
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to create proposal') });
      setBusy(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Proposals"
        description="Priced offers for your clients, with a link they can approve from."
        actions={
          mayWrite && (
            <Button onClick={() => void create()} disabled={busy}>
              <Plus className="h-4 w-4" aria-hidden /> New Proposal
            </Button>
          )
        }
      />
      <ListTable
        label="Proposals"
        columns={[{ label: 'Title' }, { label: 'Status' }, { label: 'Items' }, { label: 'Total', align: 'right' }, { label: 'Profit', align: 'right' }, { label: 'Updated' }]}
        rows={ids?.length ?? null}
        loadingLabel="Loading proposals"
        failedText={failed ? 'Proposals could not be loaded.' : null}
        emptyText="No proposals yet. Create one here or from a chat's product recommendations."
      >
        {ids?.map((id) => <ProposalRow key={id} id={id} />)}
      </ListTable>
    </>
  );
}
