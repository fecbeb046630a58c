import { useCallback, useEffect, useState } from 'react';
import { useParams } from 'wouter';
import { toast } from 'sonner';
import { formatCents } from '../../../contracts/money.js';
import { PROPOSAL_STATUS_LABELS, chooseColorMessage, colorToChoose, orderedColorOf, type ProposalStatus } from '../../../contracts/proposals.js';
import {
  PUBLIC_PROPOSAL_EVENT,
  PUBLIC_PROPOSALS_NAMESPACE,
  publicBrandingLogoPath,
  publicLogoPath,
  type ClientActionRequest,
  type PublicLine,
  type PublicProposal,
} from '../../../contracts/proposal-sharing.js';
import { publicProposalsApi } from '../../../contracts/proposals-api.js';
import { api, hrefOf } from '../../api/endpoints.js';
import { ApiError, messageOf } from '../../api/client.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { useLinkChannel } from './useLinkChannel.js';
import { VirtualSample } from '../catalogue/VirtualSample.js';
import { BrandedHeader, DeliverySummary, LinkUnavailable, OrderProgress } from './ClientPageParts.js';
import { formatIsoDay } from '../orders/order-format.js';
import { formatDay } from '../../lib/dates.js';
import { DeliveryDialog, type DeliveryInput } from './DeliveryDialog.js';
import { ClientIdentityDialog, loadIdentity, type ClientIdentity } from './ClientIdentityDialog.js';
import { ClientProofs, type ProofDecision } from './ClientProofs.js';

type Action = Omit<ClientActionRequest, 'name' | 'email'>;

/** The client has no account here: no cookie goes with these calls, and no answer signs anyone out. */
const anonymous = { anonymous: true } as const;

const LINE_STATE: Record<PublicLine['status'], string> = { open: '', approved: 'Approved', changes_requested: 'Changes requested', declined: 'Declined' };

/** Once decided, the proposal takes no more approvals, requests for changes, declines or choices (docs/product.md#proposals). */
const DECIDED: Partial<Record<ProposalStatus, string>> = {
  approved: 'You approved this proposal. Your representative has been told.',
  declined: 'You declined this proposal.',
  closed: 'This proposal is closed.',
};

function LineView({ line, onAct, accent, logo, decided }: { line: PublicLine; onAct: (a: Action) => void; accent: string; logo: { url: string; name: string } | null; decided: boolean }) {
  const [comment, setComment] = useState('');
  const chosen = line.chosenQty ?? line.tiers[0]?.quantity;
  // An approved line keeps what was approved: the server refuses a change of it.
  const locked = decided || line.status === 'approved';
  const color = orderedColorOf(line, line.colors);
  return (
    <Card className="p-4 sm:p-5" role="group" aria-label={line.name}>
      <div className="flex flex-col gap-4 sm:flex-row">
        <VirtualSample src={line.imageUrl} alt={line.name} logoUrl={logo?.url ?? null} logoName={logo?.name ?? ''} area={line.logoArea} className="h-40 w-full shrink-0 rounded bg-slate-50 sm:w-40" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-base font-semibold text-slate-900">{line.name}</h2>
            {LINE_STATE[line.status] && <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{LINE_STATE[line.status]}</span>}
          </div>
          <p className="mt-1 text-sm text-slate-600">{line.description}</p>
          {line.decoration && (
            <p className="mt-1 text-xs text-slate-500">
              {line.decoration.label} · {line.decoration.locations.join(', ')}
              {line.decoration.colors.length ? ` · ${line.decoration.colors.join(', ')}` : ''}
            </p>
          )}
          {line.colors.length > 0 && (
            <label className="mt-2 block text-xs font-medium text-slate-600">
              Colour{' '}
              <select
                className="ml-1 rounded border border-slate-300 px-2 py-1 text-sm disabled:bg-slate-50"
                aria-label={`Colour of ${line.name}`}
                value={color ?? ''}
                disabled={locked}
                onChange={(e) => e.target.value && onAct({ kind: 'choose', lineId: line.id, color: e.target.value })}
              >
                {!color && <option value="">Choose a colour</option>}
                {line.colors.map((c) => (
                  <option key={c}>{c}</option>
                ))}
              </select>
            </label>
          )}
          <fieldset className="mt-3">
            <legend className="text-xs font-medium text-slate-600">Quantity</legend>
            <div className="mt-1 grid gap-2 sm:grid-cols-3">
              {line.tiers.map((t) => (
                <label
                  key={t.quantity}
                  className="flex cursor-pointer flex-col rounded-md border border-slate-200 p-2 text-sm"
                  style={t.quantity === chosen ? { borderColor: accent, boxShadow: `0 0 0 1px ${accent}` } : undefined}
                >
                  <span className="flex items-center gap-2 font-medium text-slate-900">
                    <input type="radio" name={`tier-${line.id}`} checked={t.quantity === chosen} disabled={locked} onChange={() => onAct({ kind: 'choose', lineId: line.id, tierQty: t.quantity })} />
                    {t.quantity.toLocaleString('en-US')} units
                  </span>
                  <span className="text-xs text-slate-600">{formatCents(t.unitSellCents)} each{t.setupSellCents ? ` + ${formatCents(t.setupSellCents)} setup` : ''}</span>
                  <span className="text-sm font-semibold tabular-nums text-slate-900">{formatCents(t.lineTotalCents)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          {!decided && (
            <div className="mt-3 flex flex-wrap gap-2">
              <Button
                size="sm"
                onClick={() => onAct({ kind: 'approve', lineId: line.id })}
                disabled={line.status === 'approved' || colorToChoose(line, line.colors)}
                aria-label={`Approve ${line.name}`}
                style={{ backgroundColor: accent }}
              >
                Approve
              </Button>
              <Button size="sm" variant="outline" onClick={() => onAct({ kind: 'request_changes', lineId: line.id, text: comment || null })} aria-label={`Request changes to ${line.name}`}>
                Request changes
              </Button>
            </div>
          )}
          <form
            className="mt-3 flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!comment.trim()) return;
              onAct({ kind: 'comment', lineId: line.id, text: comment.trim() });
              setComment('');
            }}
          >
            <input
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
              aria-label={`Comment on ${line.name}`}
              placeholder="Add a comment"
              value={comment}
              maxLength={2000}
              onChange={(e) => setComment(e.target.value)}
            />
            <Button size="sm" variant="outline" type="submit" disabled={!comment.trim()}>
              Comment
            </Button>
          </form>
        </div>
      </div>
    </Card>
  );
}

/** docs/product.md#proposals: the client's page of a proposal — no account, the workspace's branding, live. */
export function PublicProposalPage() {
  const { token = '' } = useParams<{ token: string }>();
  const [view, setView] = useState<PublicProposal | null>(null);
  const [closed, setClosed] = useState(false);
  const [identity, setIdentity] = useState<ClientIdentity | null>(() => loadIdentity());
  // What waits for the client to say who they are (an action, a proof's decision).
  const [asking, setAsking] = useState<{ then: (who: ClientIdentity) => void } | null>(null);
  // Why the last proof decision was refused (a newer proof, already decided).
  const [proofNotice, setProofNotice] = useState<string | null>(null);
  // Approving the whole proposal asks where to deliver first (with who is approving).
  const [approving, setApproving] = useState<{ action: Action; who: ClientIdentity } | null>(null);
  const [generalComment, setGeneralComment] = useState('');

  const [loads, setLoads] = useState(0);
  useEffect(() => {
    let alive = true;
    api.publicProposals.get({ token }, anonymous)
      .then((r) => alive && setView(r.proposal))
      .catch(() => alive && setClosed(true));
    return () => {
      alive = false;
    };
  }, [token, loads]);
  useLinkChannel<PublicProposal>(PUBLIC_PROPOSALS_NAMESPACE, PUBLIC_PROPOSAL_EVENT, 'proposal', token, setView, () => setClosed(true));

  const act = useCallback(
    async (action: Action, who: ClientIdentity | null = identity) => {
      if (!who) return setAsking({ then: (w) => void act(action, w) });
      if (action.kind === 'approve' && !action.lineId && action.delivery === undefined) return setApproving({ action, who });
      try {
        setView((await api.publicProposals.act({ token }, { ...action, name: who.name, email: who.email }, anonymous)).proposal);
        if (action.kind !== 'choose') toast.success('Thank you', { description: 'Your representative has been told.' });
      } catch (err) {
        toast.error('Error', { description: messageOf(err, 'Something went wrong') });
      }
    },
    [identity, token],
  );

  /** A proof approved or sent back with what to change; refused (a newer proof came), the page is read again. */
  const decideProof = async (proofId: string, decision: ProofDecision, comment: string | null, who: ClientIdentity | null = identity): Promise<void> => {
    if (!who) return setAsking({ then: (w) => void decideProof(proofId, decision, comment, w) });
    try {
      const r = await api.publicProofs.decide({ token, proofId }, { decision, comment, name: who.name, email: who.email }, anonymous);
      setView(r.proposal);
      setProofNotice(null);
      toast.success('Thank you', { description: decision === 'approve' ? 'Proof approved. Your representative has been told.' : 'Your representative has been told what to change.' });
    } catch (err) {
      setProofNotice(messageOf(err, 'Something went wrong'));
      if (err instanceof ApiError && err.status === 409) setLoads((n) => n + 1);
    }
  };

  /** The approval with its delivery: null when it went, else the failure (the dialog shows it and stays). */
  const approveWith = async (delivery: DeliveryInput): Promise<unknown> => {
    if (!approving) return null;
    const { action, who } = approving;
    try {
      setView((await api.publicProposals.act({ token }, { ...action, delivery, name: who.name, email: who.email }, anonymous)).proposal);
      setApproving(null);
      toast.success('Thank you', { description: 'Your representative has been told.' });
      return null;
    } catch (err) {
      return err;
    }
  };

  if (closed) return <LinkUnavailable />;
  if (!view) return <CenteredSpinner label="Loading proposal" />;

  const accent = view.branding.primaryColor;
  const approved = view.lines.filter((l) => l.status === 'approved').length;
  const decided = DECIDED[view.status] ?? null;
  // The server refuses an approval while a colour is the client's to choose: say which first.
  const colorsToChoose = view.lines.filter((l) => l.status === 'open' && colorToChoose(l, l.colors)).map((l) => l.name);
  const approveHint = colorsToChoose.length > 0 ? chooseColorMessage(colorsToChoose) : null;
  const logo = view.clientLogoVersion ? { url: publicLogoPath(token, view.clientLogoVersion), name: view.clientName ?? 'Your' } : null;
  return (
    <div className="min-h-screen bg-slate-50">
      <BrandedHeader branding={view.branding} logoSrc={view.branding.logoVersion && publicBrandingLogoPath('proposals', token, view.branding.logoVersion)} rep={view.rep} />
      <main className="mx-auto max-w-5xl space-y-4 px-4 py-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
          <div>
            <h1 className="text-2xl font-semibold tracking-tight text-slate-900">{view.title}</h1>
            <p className="mt-1 text-sm text-slate-600">
              {view.clientName ? `Prepared for ${view.clientName} · ` : ''}
              {PROPOSAL_STATUS_LABELS[view.status]} · {approved} of {view.lines.length} items approved
              {/* Days as the rest of the page writes them ('Mar 1, 2027'), not as stored. */}
              {view.inHandsDate ? ` · In hands by ${formatIsoDay(view.inHandsDate)}` : ''}
              {view.expiresAt ? ` · Valid until ${formatDay(view.expiresAt)}` : ''}
            </p>
          </div>
          <a href={hrefOf(publicProposalsApi.pdf, { token })} className={buttonClass('outline')} download>
            Download PDF
          </a>
        </div>
        {view.order && <OrderProgress order={view.order} accent={accent} />}
        {view.order && view.order.proofs.length > 0 && (
          <ClientProofs token={token} proofs={view.order.proofs} accent={accent} notice={proofNotice} decide={(id, decision, comment) => decideProof(id, decision, comment)} />
        )}
        {view.delivery && <DeliverySummary delivery={view.delivery} />}
        {view.message && <Card className="p-4 text-sm whitespace-pre-line text-slate-700">{view.message}</Card>}
        {view.lines.map((line) => (
          <LineView key={line.id} line={line} accent={accent} logo={logo} decided={decided !== null} onAct={(a) => void act(a)} />
        ))}
        <Card className="p-4 sm:p-5">
          <dl className="ml-auto max-w-xs space-y-1.5 text-sm" aria-label="Totals">
            <div className="flex justify-between text-slate-600">
              <dt>Subtotal</dt>
              <dd className="tabular-nums">{formatCents(view.totals.subtotalCents)}</dd>
            </div>
            <div className="flex justify-between text-slate-600">
              <dt>Shipping estimate</dt>
              <dd className="tabular-nums">{formatCents(view.totals.shippingCents)}</dd>
            </div>
            <div className="flex justify-between text-slate-600">
              <dt>Tax ({view.totals.taxRatePct}%)</dt>
              <dd className="tabular-nums">{formatCents(view.totals.taxCents)}</dd>
            </div>
            <div className="flex justify-between border-t border-slate-200 pt-2 font-semibold text-slate-900">
              <dt>Grand total</dt>
              <dd className="tabular-nums">{formatCents(view.totals.grandTotalCents)}</dd>
            </div>
          </dl>
          {decided ? (
            <p role="status" className="mt-4 text-right text-sm font-medium text-slate-700">
              {decided}
            </p>
          ) : (
            <>
              <div className="mt-4 flex flex-wrap justify-end gap-2">
                <Button onClick={() => void act({ kind: 'approve' })} disabled={approveHint !== null} aria-describedby={approveHint ? 'approve-hint' : undefined} style={{ backgroundColor: accent }}>
                  Approve proposal
                </Button>
                <Button variant="outline" onClick={() => void act({ kind: 'request_changes', text: generalComment || null })}>
                  Request changes
                </Button>
                <Button variant="ghost" onClick={() => void act({ kind: 'decline', text: generalComment || null })}>
                  Decline
                </Button>
              </div>
              {approveHint && (
                <p id="approve-hint" className="mt-2 text-right text-sm text-amber-700">
                  {approveHint}
                </p>
              )}
            </>
          )}
          <form
            className="mt-4 flex gap-2"
            onSubmit={(e) => {
              e.preventDefault();
              if (!generalComment.trim()) return;
              void act({ kind: 'comment', text: generalComment.trim() });
              setGeneralComment('');
            }}
          >
            <input
              className="min-w-0 flex-1 rounded-md border border-slate-300 px-3 py-1.5 text-sm"
              aria-label="Comment on the proposal"
              placeholder="A comment on the whole proposal"
              value={generalComment}
              maxLength={2000}
              onChange={(e) => setGeneralComment(e.target.value)}
            />
            <Button variant="outline" type="submit" disabled={!generalComment.trim()}>
              Comment
            </Button>
          </form>
        </Card>
        {view.actions.some((a) => a.text) && (
          <Card className="p-4 sm:p-5">
            <h2 className="text-sm font-semibold text-slate-900">Comments</h2>
            <ol className="mt-2 space-y-2 text-sm" aria-label="Comments">
              {view.actions
                .filter((a) => a.text)
                .map((a) => (
                  <li key={a.id}>
                    <span className="font-medium text-slate-900">{a.actorName}</span>
                    {a.lineId ? ` on ${view.lines.find((l) => l.id === a.lineId)?.name ?? 'an item'}` : ''}: {a.text}
                  </li>
                ))}
            </ol>
          </Card>
        )}
      </main>
      {approving && <DeliveryDialog view={view} accent={accent} onApprove={approveWith} onCancel={() => setApproving(null)} />}
      {asking && (
        <ClientIdentityDialog
          onCancel={() => setAsking(null)}
          onSave={(who) => {
            setIdentity(who);
            setAsking(null);
            asking.then(who);
          }}
        />
      )}
    </div>
  );
}
