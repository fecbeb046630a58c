import { useState } from 'react';
import { useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { formatDistanceToNow } from 'date-fns';
import { Pencil, ThumbsDown, Trophy } from 'lucide-react';
import { isOpenStage, type Company } from '../../../../contracts/companies.js';
import { weightedCents } from '../../../../contracts/deal-rules.js';
import { Button } from '../../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../../components/Card.js';
import { messageOf } from '../../../api/client.js';
import { api } from '../../../api/endpoints.js';
import { formatDay } from '../../../lib/dates.js';
import { formatCents } from '../../../../contracts/money.js';
import { updateCompany } from '../../../state/companies.js';
import { useDealSettings } from '../../../state/deal-settings.js';
import { saveInOrder, toastStaleSave } from '../../../state/stale-save.js';
import { useCan } from '../../../state/permissions.js';
import { Facts } from '../detail/Facts.js';
import { StageBadge } from '../badges.js';
import { CloseDate, LostReason, StaleBadge } from './DealBadges.js';
import { DealEditForm } from './DealEditForm.js';
import { LostDealDialog } from './LostDealDialog.js';
import { moveDeal } from './move-deal.js';

/** The amount and where it comes from: the proposal (linked) or typed, with the way back to the proposal's total. */
function Amount({ company, mayWrite }: { company: Company; mayWrite: boolean }) {
  const { deal } = company;
  const store = useStore();
  const [busy, setBusy] = useState(false);
  // Back to the latest proposal's total (none: no amount).
  const backToProposal = async () => {
    setBusy(true);
    try {
      const saved = await saveInOrder(`company:${company.id}`, company.updatedAt, async (expectedUpdatedAt) => (await api.companies.update({ id: company.id }, { amountCents: null, expectedUpdatedAt })).company);
      updateCompany(store, saved);
    } catch (err) {
      if (!toastStaleSave<Company>(err, 'The amount was not changed', (current) => updateCompany(store, current)))
        toast.error('Error', { description: messageOf(err, 'Failed to change the amount') });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {deal.amountCents === null ? <span className="text-slate-500">No amount</span> : <span className="font-semibold tabular-nums">{formatCents(deal.amountCents)}</span>}
      {deal.amountSource === 'proposal' && deal.amountProposal && (
        <span className="block text-xs text-slate-500">
          From proposal{' '}
          <Link href={`/proposals/${deal.amountProposal.id}`} className="font-medium text-brand-700 hover:underline">
            {deal.amountProposal.title}
          </Link>
        </span>
      )}
      {deal.amountSource === 'typed' && (
        <span className="block text-xs text-slate-500">
          Typed
          {mayWrite && (
            <>
              {' · '}
              <button type="button" className="font-medium text-brand-700 hover:underline disabled:opacity-50" disabled={busy} onClick={backToProposal}>
                Use proposal total
              </button>
            </>
          )}
        </span>
      )}
    </>
  );
}

/**
 * docs/product.md#deals: the company as a deal — amount (typed or the latest proposal's total),
 * expected close, stage with its probability and the weighted amount, the stale flag, and when it
 * closed (why, if lost). Writers edit it and mark it won or lost; viewers read it.
 */
export function DealCard({ company }: { company: Company }) {
  const store = useStore();
  const mayWrite = useCan('records.write');
  const { settings } = useDealSettings();
  const [editing, setEditing] = useState(false);
  const [losing, setLosing] = useState(false);
  const { deal, stage } = company;
  const open = isOpenStage(stage);
  // The workspace's probabilities as they are now (a change arrives live); the deal's own until they are read.
  const probability = settings?.probabilities[stage] ?? deal.probability;
  const weighted = weightedCents(deal.amountCents, probability);

  const markWon = async () => {
    if (await moveDeal(store, company, 'Won')) toast.success('Deal won', { description: `${company.name} moved to Won.` });
  };

  return (
    <Card>
      <CardHeader
        title="Deal"
        action={
          mayWrite &&
          !editing && (
            <Button variant="ghost" size="sm" onClick={() => setEditing(true)} aria-label="Edit deal">
              <Pencil className="h-4 w-4" aria-hidden /> Edit
            </Button>
          )
        }
      />
      <CardBody className="space-y-4">
        {editing ? (
          <DealEditForm company={company} onDone={() => setEditing(false)} />
        ) : (
          <Facts
            rows={[
              ['Amount', <Amount key="amount" company={company} mayWrite={mayWrite} />],
              ['Expected close', deal.closeDate ? <CloseDate company={company} /> : null],
              [
                'Stage',
                <span key="stage" className="inline-flex items-center gap-2">
                  <StageBadge stage={stage} /> {probability}%
                </span>,
              ],
              ['Weighted', weighted === null ? null : <span className="tabular-nums">{formatCents(weighted)}</span>],
            ]}
          />
        )}
        {open && deal.stale && (
          <p className="flex flex-wrap items-center gap-2 text-xs text-slate-500">
            <StaleBadge reason={deal.stale} />
            Last activity {formatDistanceToNow(new Date(deal.lastActivityAt), { addSuffix: true })}
          </p>
        )}
        {!open && (
          <div className="space-y-1 border-t border-slate-100 pt-3 text-sm text-slate-700">
            <p>
              {stage} on {formatDay(deal.closedAt ?? deal.stageChangedAt)}
            </p>
            {stage === 'Lost' && <LostReason deal={deal} withNote />}
          </div>
        )}
        {mayWrite && open && !editing && (
          <div className="flex flex-wrap gap-2 border-t border-slate-100 pt-3">
            <Button variant="outline" size="sm" onClick={markWon}>
              <Trophy className="h-4 w-4 text-emerald-600" aria-hidden /> Mark as won
            </Button>
            <Button variant="outline" size="sm" onClick={() => setLosing(true)}>
              <ThumbsDown className="h-4 w-4 text-slate-500" aria-hidden /> Mark as lost
            </Button>
          </div>
        )}
      </CardBody>
      <LostDealDialog company={losing ? company : null} onClose={() => setLosing(false)} />
    </Card>
  );
}
