import { useState } from 'react';
import { toast } from 'sonner';
import type { ShareResponse } from '../../contracts/proposal-sharing.js';
import { messageOf } from '../api/client.js';
import { Button } from './Button.js';
import { Field, Input } from './Field.js';
import { Modal } from './Modal.js';
import { Select } from './Select.js';
import { formatDay } from '../lib/dates.js';

const EXPIRY_CHOICES = [
  { label: 'Never', days: null },
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
  { label: '90 days', days: 90 },
];

export type ShareTarget = {
  /** The live link, if any. */
  share: { active: boolean; expiresAt: string | null };
  /** What the client can do through the link. */
  intro: string;
  create(expiresInDays: number | null): Promise<ShareResponse>;
  revoke(): Promise<void>;
};

/**
 * "Share with client" (a proposal or a presentation): makes the link (shown once: only its hash
 * is kept, so a lost link is replaced by a new one) or revokes it.
 */
export function ShareDialog({ target, onClose }: { target: ShareTarget; onClose: () => void }) {
  const [days, setDays] = useState<number | null>(30);
  const [made, setMade] = useState<ShareResponse | null>(null);
  const [busy, setBusy] = useState(false);

  const create = async () => {
    setBusy(true);
    try {
      setMade(await target.create(days));
    } catch (err) {
      toast.error('Error', { description: messageOf(err, 'Failed to create the link') });
    } finally {
      setBusy(false);
    }
  };
  const revoke = async () => {
    setBusy(true);
    try {
      await target.revoke();
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
            {target.share.active ? (
              <p className="text-slate-600">
                A link is active{target.share.expiresAt ? ` until ${formatDay(target.share.expiresAt)}` : ''}. A new link replaces it.
              </p>
            ) : (
              <p className="text-slate-600">{target.intro}</p>
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
              {target.share.active && (
                <Button variant="danger" onClick={() => void revoke()} disabled={busy}>
                  Revoke link
                </Button>
              )}
              <Button onClick={() => void create()} disabled={busy}>
                {target.share.active ? 'Create new link' : 'Create link'}
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
