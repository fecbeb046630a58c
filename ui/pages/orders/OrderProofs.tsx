import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { ExternalLink, Upload } from 'lucide-react';
import type { Order, OrderLine } from '../../../contracts/orders.js';
import { ordersApi } from '../../../contracts/orders-api.js';
import { PROOF_MAX_BYTES, PROOF_MESSAGES, PROOF_STATUS_LABELS, PROOF_UPLOAD_TYPES, type Proof, type ProofStatus } from '../../../contracts/proofs.js';
import { api, hrefOf } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Card, CardHeader } from '../../components/Card.js';
import { formatDay } from '../../lib/dates.js';
import { useCan } from '../../state/permissions.js';

export const PROOF_TONES: Record<ProofStatus, BadgeTone> = { pending: 'amber', approved: 'green', changes_requested: 'red', superseded: 'grey' };
const ACCEPT = 'application/pdf,image/png,image/jpeg,.pdf,.png,.jpg,.jpeg';
const MAX_NAME = 200;

/** The type a proof is sent with: its own when the server takes it, else "some file" (the server reads what the bytes are). */
const uploadType = (file: File) => ((PROOF_UPLOAD_TYPES as readonly string[]).includes(file.type) ? file.type : 'application/octet-stream');
/** A long name keeps its end (the extension). */
const nameOf = (file: File) => (file.name.length > MAX_NAME ? file.name.slice(-MAX_NAME) : file.name).trim() || 'proof';

/** "Approved by Dana Buyer on Mar 6, 2026", with the client's comment. */
function Decision({ proof }: { proof: Proof }) {
  if (!proof.decidedAt) return null;
  const verb = proof.status === 'approved' ? 'Approved' : proof.status === 'changes_requested' ? 'Changes requested' : 'Decided';
  return (
    <p className="text-sm text-slate-700">
      {verb} by {proof.decidedByName ?? 'the client'} on {formatDay(proof.decidedAt)}
      {proof.comment && <span className="block break-words text-slate-600">“{proof.comment}”</span>}
    </p>
  );
}

function ProofItem({ orderId, proof }: { orderId: string; proof: Proof }) {
  return (
    <li className="space-y-1 py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm font-medium text-slate-900">Version {proof.version}</span>
        <Badge tone={PROOF_TONES[proof.status]}>{PROOF_STATUS_LABELS[proof.status]}</Badge>
      </div>
      <p className="text-sm text-slate-600">
        <a
          href={hrefOf(ordersApi.proofFile, { id: orderId, proofId: proof.id })}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex max-w-full items-center gap-1 font-medium break-all text-brand-700 hover:underline"
        >
          {proof.fileName}
          <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <span className="ml-1 text-xs text-slate-500">· Uploaded {formatDay(proof.uploadedAt)}</span>
      </p>
      <Decision proof={proof} />
    </li>
  );
}

/**
 * Uploads a proof of a line: the file goes as itself (its type, `?name=` its name), checked for
 * size here to spare the upload; the server reads what it is and answers 415 or 413 with why.
 */
function UploadProof({ order, line, onUploaded }: { order: Order; line: OrderLine; onUploaded: () => void }) {
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const send = async (file: File) => {
    setError(null);
    if (file.size > PROOF_MAX_BYTES) return setError(PROOF_MESSAGES.tooLarge);
    setBusy(true);
    try {
      const type = uploadType(file);
      const body = file.type === type ? file : file.slice(0, file.size, type);
      const r = await api.orders.uploadProof({ id: order.id, lineId: line.id }, { name: nameOf(file) }, body);
      toast.success('Proof uploaded', { description: `${line.name}: version ${r.proof.version}, waiting for the client’s approval` });
      onUploaded();
    } catch (err) {
      setError(messageOf(err, 'Failed to upload the proof'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="space-y-2">
      <Button size="sm" variant="outline" disabled={busy} onClick={() => input.current?.click()}>
        <Upload className="h-4 w-4" aria-hidden /> {busy ? 'Uploading…' : 'Upload proof'}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPT}
        className="sr-only"
        tabIndex={-1}
        aria-label={`Proof file for ${line.name}`}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) void send(file);
        }}
      />
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/**
 * docs/product.md#orders: the artwork proofs of each line, newest first — each version with its
 * status, its file and the client's decision — and, for writers, Upload proof (a new version the
 * client approves on their link). The order is re-read when a proof is uploaded or decided.
 */
export function ProofsCard({ order, onChanged }: { order: Order; onChanged: () => void }) {
  const mayWrite = useCan('records.write');
  return (
    <Card>
      <CardHeader title="Proofs" description="Artwork proofs per line: the client approves each on their link. PDF, PNG or JPEG, up to 20 MB." />
      <div className="divide-y divide-slate-100">
        {order.lines.map((line) => {
          const proofs = order.proofs.filter((p) => p.orderLineId === line.id).sort((a, b) => b.version - a.version);
          return (
            <section key={line.id} aria-label={`Proofs of ${line.name}`} className="space-y-3 px-5 py-4">
              <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
                <h3 className="min-w-0 text-sm font-semibold break-words text-slate-900">{line.name}</h3>
                {mayWrite && <UploadProof order={order} line={line} onUploaded={onChanged} />}
              </div>
              {proofs.length === 0 ? (
                <p className="text-sm text-slate-500">No proof yet.</p>
              ) : (
                <ol className="divide-y divide-slate-100" aria-label={`Proof versions of ${line.name}`}>
                  {proofs.map((p) => (
                    <ProofItem key={p.id} orderId={order.id} proof={p} />
                  ))}
                </ol>
              )}
            </section>
          );
        })}
      </div>
    </Card>
  );
}
