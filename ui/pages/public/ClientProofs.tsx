import { useState } from 'react';
import { ExternalLink } from 'lucide-react';
import { PROOF_MESSAGES, PROOF_STATUS_LABELS, publicProofPath, type PublicProof } from '../../../contracts/proofs.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { formatDay } from '../../lib/dates.js';

export type ProofDecision = 'approve' | 'request_changes';
/** Sends the client's decision (asking who they are first if the page does not know yet). */
export type DecideProof = (proofId: string, decision: ProofDecision, comment: string | null) => Promise<void>;

function PendingProof({ proof, accent, decide }: { proof: PublicProof; accent: string; decide: DecideProof }) {
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const what = `${proof.lineName}, version ${proof.version}`;
  const send = async (decision: ProofDecision) => {
    const text = comment.trim();
    if (decision === 'request_changes' && !text) return setError(PROOF_MESSAGES.commentNeeded);
    setError(null);
    setBusy(true);
    try {
      await decide(proof.id, decision, text || null);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mt-3 space-y-2">
      <label className="block text-xs font-medium text-slate-600">
        Comment on {what} (required to request changes)
        <textarea
          className="mt-1 block min-h-[64px] w-full rounded-md border border-slate-300 px-3 py-1.5 text-sm"
          value={comment}
          maxLength={2000}
          onChange={(e) => {
            setComment(e.target.value);
            setError(null);
          }}
        />
      </label>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={busy} onClick={() => void send('approve')} style={{ backgroundColor: accent }}>
          Approve proof
        </Button>
        <Button size="sm" variant="outline" disabled={busy} onClick={() => void send('request_changes')}>
          Request changes
        </Button>
      </div>
    </div>
  );
}

/**
 * docs/product.md#orders: the order's artwork proofs on the client's link, newest first — each with
 * its product, version and status, a link to the file, and for a pending one Approve proof or
 * Request changes (which needs a comment). `notice`: why the last decision was refused.
 */
export function ClientProofs({ token, proofs, accent, notice, decide }: { token: string; proofs: PublicProof[]; accent: string; notice: string | null; decide: DecideProof }) {
  return (
    <Card className="p-4 sm:p-5" role="region" aria-labelledby="client-proofs">
      <h2 id="client-proofs" className="text-base font-semibold text-slate-900">
        Proofs
      </h2>
      <p className="mt-1 text-sm text-slate-600">Check each proof of your artwork: approve it, or say what should change.</p>
      {notice && (
        <p role="alert" className="mt-3 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {notice}
        </p>
      )}
      <ol className="mt-3 divide-y divide-slate-100">
        {proofs.map((proof) => (
          <li key={proof.id} className="py-3 first:pt-0 last:pb-0" aria-label={`Proof of ${proof.lineName}, version ${proof.version}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 className="min-w-0 text-sm font-semibold break-words text-slate-900">{proof.lineName}</h3>
              <span className="text-xs text-slate-500">Version {proof.version}</span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">{PROOF_STATUS_LABELS[proof.status]}</span>
            </div>
            <a
              href={publicProofPath(token, proof.id)}
              target="_blank"
              rel="noopener noreferrer"
              className="mt-1 inline-flex items-center gap-1 text-sm font-medium text-slate-900 underline decoration-slate-300 hover:decoration-slate-900"
            >
              View proof
              <ExternalLink className="h-3.5 w-3.5" aria-hidden />
              <span className="sr-only">
                {' '}
                of {proof.lineName}, version {proof.version} (opens in a new tab)
              </span>
            </a>
            {proof.decidedAt && (proof.status === 'approved' || proof.status === 'changes_requested') && (
              <p className="mt-1 text-sm text-slate-600">
                {proof.status === 'approved' ? 'Approved' : 'Changes requested'} by {proof.decidedByName ?? 'you'} on {formatDay(proof.decidedAt)}
                {proof.comment && <span className="block break-words">“{proof.comment}”</span>}
              </p>
            )}
            {proof.status === 'pending' && <PendingProof proof={proof} accent={accent} decide={decide} />}
          </li>
        ))}
      </ol>
    </Card>
  );
}
