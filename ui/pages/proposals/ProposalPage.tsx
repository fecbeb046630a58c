import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link, useLocation, useParams } from 'wouter';
import { toast } from 'sonner';
import { ArrowLeft, Download, Share2, Trash2 } from 'lucide-react';
import { formatCents } from '../../../contracts/money.js';
import type { ClientAction, Proposal } from '../../../contracts/proposals.js';
import { proposalsApi } from '../../../contracts/proposals-api.js';
import { api, hrefOf, isAbort } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../components/Card.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { proposalRecords, removeProposal, upsertProposal } from '../../state/proposals.js';
import { saveInOrder, toastStaleSave } from '../../state/stale-save.js';
import { useCan } from '../../state/permissions.js';
import { companyRecords } from '../../state/companies.js';
import { AddProductForm } from './AddProductForm.js';
import { ProposalLineCard } from './ProposalLineCard.js';
import { ProposalSettings } from './ProposalSettings.js';
import { ProposalStatusBadge } from './ProposalStatusBadge.js';
import { ProposalTitle } from './ProposalTitle.js';
import { ShareDialog } from '../../components/ShareDialog.js';
import { EditingNotice, PresenceAvatars } from '../../components/PresenceAvatars.js';
import { useEditingPresence, usePresence } from '../../state/presence.js';
import { ProposalFollowUpButton } from '../tasks/ProposalFollowUpButton.js';
import { ProposalDeliveryCard, ProposalOrderAction } from '../orders/ProposalOrderParts.js';
import { MoneyRow } from '../../components/MoneyRow.js';

const ACTION_WORDS: Record<ClientAction['kind'], string> = {
  choose: 'chose',
  comment: 'commented',
  approve: 'approved',
  request_changes: 'requested changes',
  decline: 'declined',
};

function TotalsCard({ p }: { p: Proposal }) {
  const row = (label: string, cents: number, strong = false) => <MoneyRow label={label} cents={cents} strong={strong} />;
  return (
    <Card>
      <CardHeader title="Totals" description="At the client's chosen quantities (else the first tier)." />
      <CardBody>
        <dl className="space-y-1.5 text-sm" aria-label="Totals">
          {row('Subtotal', p.totals.subtotalCents)}
          {row('Shipping estimate', p.totals.shippingCents)}
          {row(`Tax (${p.taxRatePct}%)`, p.totals.taxCents)}
          {row('Grand total', p.totals.grandTotalCents, true)}
          <div className="flex justify-between pt-2 text-emerald-700">
            <dt>Total profit</dt>
            <dd className="tabular-nums">
              {formatCents(p.totals.profitCents)} ({p.totals.marginPct.toFixed(1)}%)
            </dd>
          </div>
        </dl>
      </CardBody>
    </Card>
  );
}

function ClientActivity({ p }: { p: Proposal }) {
  const nameOf = (lineId: string | null) => p.lines.find((l) => l.id === lineId)?.product.name;
  return (
    <Card>
      <CardHeader title="Client activity" />
      <CardBody>
        {p.actions.length === 0 ? (
          <p className="text-sm text-slate-500">Nothing yet. Share the proposal to hear from the client.</p>
        ) : (
          <ol className="space-y-2 text-sm" aria-label="Client activity">
            {[...p.actions].reverse().map((a) => (
              <li key={a.id}>
                <span className="font-medium text-slate-900">{a.actorName}</span> {ACTION_WORDS[a.kind]}
                {a.lineId && nameOf(a.lineId) ? ` — ${nameOf(a.lineId)}` : ''}
                {a.tierQty ? ` (${a.tierQty.toLocaleString('en-US')})` : ''}
                {a.color ? ` (${a.color})` : ''}
                {a.text && <span className="block text-slate-600">“{a.text}”</span>}
                <time className="block text-xs text-slate-500" dateTime={a.at}>
                  {new Date(a.at).toLocaleString('en-US')}
                </time>
              </li>
            ))}
          </ol>
        )}
      </CardBody>
    </Card>
  );
}

/** docs/product.md#proposals: one proposal to edit — lines, prices, terms, the client link; live in every tab. */
export function ProposalPage() {
  const { id = '' } = useParams<{ id: string }>();
  const store = useStore();
  const proposal = useAtomValue(proposalRecords.atom(id));
  // The client company as this tab holds it: a logo uploaded or removed in any tab shows at once.
  const company = useAtomValue(companyRecords.atom(proposal?.companyId ?? ''));
  const [failed, setFailed] = useState<string | null>(null);
  const [sharing, setSharing] = useState(false);
  const [title, setTitle] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const viewers = usePresence('proposal', id);
  // A title being typed: teammates viewing the proposal see '… is editing this proposal'.
  useEditingPresence('proposal', id, title !== null);
  // docs/product.md#teams: a viewer reads the proposal; editing, sharing and deleting are hidden.
  const mayWrite = useCan('records.write');

  useEffect(() => {
    const controller = new AbortController();
    setFailed(null);
    api.proposals
      .get({ id }, { signal: controller.signal })
      .then((r) => upsertProposal(store, r.proposal))
      .catch((err: unknown) => {
        if (!isAbort(err)) setFailed(messageOf(err, 'Failed to load the proposal'));
      });
    return () => controller.abort();
  }, [id, store]);

  if (!proposal) {
    if (failed)
      return (
        <Card className="px-4 py-12 text-center text-sm text-slate-500">
          <p role="alert">{failed}</p>
          <Link href="/proposals" className="mt-3 inline-block font-medium text-brand-700 hover:underline">
            All proposals
          </Link>
        </Card>
      );
    return <CenteredSpinner label="Loading proposal" />;
  }

  const saveTitle = async () => {
    if (title === null || title.trim() === proposal.title) return setTitle(null);
    try {
      upsertProposal(store, await saveInOrder(`proposal:${proposal.id}`, proposal.updatedAt, async (expectedUpdatedAt) => (await api.proposals.update({ id: proposal.id }, { title, expectedUpdatedAt })).proposal));
    } catch (err) {
      if (!toastStaleSave<Proposal>(err, 'Title not saved', (current) => upsertProposal(store, current)))
        toast.error('Error', { description: messageOf(err, 'Failed to save the title') });
    }
    setTitle(null);
  };
  const remove = async () => {
    if (!window.confirm('Delete this proposal? Its client link stops working.')) return;
    try {
      await api.proposals.remove({ id: proposal.id });
      navigate('/proposals');
      removeProposal(store, proposal.id);
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to delete the proposal') });
    }
  };
  const logoUrl = company ? company.uploadedLogoUrl : proposal.companyLogoUrl;
  const clientLogo = logoUrl ? { url: logoUrl, name: proposal.companyName ?? 'Client' } : null;

  return (
    <>
      {/* The title has the page's whole width (a long one stays on a line or two); the actions go on the row below it. */}
      <div className="mb-6 space-y-2">
        <Link href="/proposals" className="inline-flex items-center gap-1 text-xs font-medium text-slate-500 hover:text-slate-700">
          <ArrowLeft className="h-3.5 w-3.5" aria-hidden /> Proposals
        </Link>
        <div className="flex items-start gap-3">
          <ProposalTitle value={title ?? proposal.title} onChange={setTitle} onSave={() => void saveTitle()} readOnly={!mayWrite} />
          <span className="mt-2.5 shrink-0">
            <ProposalStatusBadge status={proposal.status} />
          </span>
        </div>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-500">{proposal.companyName ?? 'No company'}</p>
          <div className="flex flex-wrap items-center gap-2">
            <PresenceAvatars viewers={viewers} />
            <ProposalOrderAction proposal={proposal} />
            <a href={hrefOf(proposalsApi.pdf, { id: proposal.id })} className={buttonClass('outline')} download>
              <Download className="h-4 w-4" aria-hidden /> Download PDF
            </a>
            {mayWrite && (
              <>
                <Button onClick={() => setSharing(true)}>
                  <Share2 className="h-4 w-4" aria-hidden /> Share with client
                </Button>
                <ProposalFollowUpButton proposal={proposal} />
                <Button variant="ghost" aria-label="Delete proposal" onClick={() => void remove()}>
                  <Trash2 className="h-4 w-4" aria-hidden />
                </Button>
              </>
            )}
          </div>
        </div>
      </div>

      <EditingNotice viewers={viewers} type="proposal" />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-4 lg:col-span-2">
          {proposal.lines.length === 0 && <Card className="px-4 py-8 text-center text-sm text-slate-500">No products yet. Add one below.</Card>}
          {proposal.lines.map((line) => (
            <ProposalLineCard key={line.id} proposal={proposal} line={line} logo={clientLogo} />
          ))}
          {mayWrite && <AddProductForm proposalId={proposal.id} />}
          <ProposalSettings proposal={proposal} />
        </div>
        <div className="space-y-4">
          <TotalsCard p={proposal} />
          <ProposalDeliveryCard proposal={proposal} />
          <ClientActivity p={proposal} />
        </div>
      </div>
      {sharing && (
        <ShareDialog
          target={{
            share: proposal.share,
            intro: 'The client opens the proposal without an account, chooses quantities, comments and approves.',
            create: (expiresInDays) => api.proposals.share({ id: proposal.id }, { expiresInDays }),
            revoke: () => api.proposals.revokeShare({ id: proposal.id }),
          }}
          onClose={() => setSharing(false)}
        />
      )}
    </>
  );
}
