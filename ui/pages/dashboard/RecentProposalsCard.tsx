import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { formatCents } from '../../../contracts/money.js';
import { api } from '../../api/endpoints.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { CardLink } from './CardLink.js';
import { Spinner } from '../../components/Spinner.js';
import { formatDay } from '../../lib/dates.js';
import { proposalSummaryRecords } from '../../state/proposals.js';
import { useIdList } from '../../state/use-id-list.js';
import { ProposalStatusBadge } from '../proposals/ProposalStatusBadge.js';

/** How many proposals the card lists: the last changed first. */
export const DASHBOARD_PROPOSALS = 5;

function ProposalItem({ id }: { id: string }) {
  const p = useAtomValue(proposalSummaryRecords.atom(id));
  if (!p) return null;
  const progress = p.approvedCount > 0 ? `${p.approvedCount} of ${p.lineCount} approved` : `${p.lineCount} ${p.lineCount === 1 ? 'item' : 'items'}`;
  return (
    <li className="py-3">
      <Link href={`/proposals/${p.id}`} className="flex items-start justify-between gap-3 hover:bg-slate-50">
        <span className="min-w-0">
          <span className="block truncate text-sm font-medium">{p.title}</span>
          <span className="block truncate text-xs text-slate-500">
            {p.companyName ?? 'No company'} · {progress} · <time dateTime={p.updatedAt}>{formatDay(p.updatedAt)}</time>
          </span>
        </span>
        <span className="flex shrink-0 flex-col items-end gap-1">
          <ProposalStatusBadge status={p.status} />
          <span className="text-xs tabular-nums text-slate-600">{formatCents(p.grandTotalCents)}</span>
        </span>
      </Link>
    </li>
  );
}

/**
 * The dashboard's proposals (docs/product.md#dashboard): the last changed first, from the same
 * live list as the proposals page, so a client's approval moves its proposal up and changes its
 * status here at once (no re-read of the dashboard).
 */
export function RecentProposalsCard() {
  const { ids, failed } = useIdList(proposalSummaryRecords, () => api.proposals.list(), 'Failed to load proposals');
  return (
    <Card>
      <CardHeader
        title="Proposals"
        action={
          <CardLink href="/proposals">View All Proposals</CardLink>
        }
      />
      <CardBody>
        {failed ? (
          <p className="text-sm text-slate-500">Proposals could not be loaded.</p>
        ) : !ids ? (
          <Spinner />
        ) : ids.length === 0 ? (
          <p className="text-sm text-slate-500">No proposals yet</p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Recent proposals">
            {ids.slice(0, DASHBOARD_PROPOSALS).map((id) => (
              <ProposalItem key={id} id={id} />
            ))}
          </ul>
        )}
      </CardBody>
    </Card>
  );
}
