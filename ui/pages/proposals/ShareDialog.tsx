import { useState } from 'react';
import { toast } from 'sonner';
import type { Proposal, ShareResponse } from '../../../contracts/proposals.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { Field, Input } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';
import { Select } from '../../components/Select.js';
import { formatDay } from '../../lib/dates.js';

const EXPIRY_CHOICES = [
  { label: 'Never', days: null },
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
];

/**
 * "Share with client": makes the link (shown once: only its hash is kept, so a lost link is
 * replaced by a new one) or revokes it.
 */
export function ShareDialog({ proposal, onClose }: { proposal: Proposal; onClose: () => void }) {
  const [days, setDays] = useState<number | null>(30);
  const [made, setMade] = useState<ShareResponse | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    try {
      setMade(await api.proposals.share({ id: proposal.id }, { expiresInDays: days }));
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to create the link') });
    } finally {
      setBusy(false);
    }
  };
  const revoke = async () => {
    setBusy(true);
    try {
      await api.proposals.revokeShare({ id: proposal.id });
      setMade(null);
      toast.success('Link revoked', { description: 'The client can no longer open it.' });
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to revoke the link') });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onClose={() => !busy && onClose()} title="Share with client">
      <div className="space-y-4 text-sm">
        {made ? (
          <>
            <Field label="Client link" help="Copy it now: for safety it is shown only once.">
              {(id, describedBy) => <Input id={id} aria-describedby={describedBy} readOnly value={made.url} onFocus={(e) => e.target.select()} />}
            </Field>
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={() => void navigator.clipboard?.writeText(made.url).then(() => toast.success('Link copied'))}>
                Copy link
              </Button>
              <Button onClick={onClose}>Done</Button>
            </div>
          </>
        ) : (
          <>
            {proposal.share.active ? (
              <p className="text-slate-600">
                A link is active{proposal.share.expiresAt ? ` until ${formatDay(proposal.share.expiresAt)}` : ''}. A new link replaces it.
              </p>
            ) : (
              <p className="text-slate-600">The client opens the proposal without an account, chooses quantities, comments and approves.</p>
            )}
            <Field label="Link expires">
              {(id) => (
                <Select id={id} value={days === null ? '' : String(days)} onChange={(e) => setDays(e.target.value ? Number(e.target.value) : null)}>
                  {EXPIRY_CHOICES.map((c) => (
                    <option key={c.label} value={c.days === null ? '' : String(c.days)}>
                      {c.label}
                    </option>
                  ))}
                </Select>
              )}
            </Field>
            <div className="flex justify-end gap-2">
              {proposal.share.active && (
                <Button variant="danger" onClick={() => void revoke()} disabled={busy}>
                  Revoke link
                </Button>
              )}
              <Button onClick={() => void create()} disabled={busy}>
                {proposal.share.active ? 'Create new link' : 'Create link'}
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
