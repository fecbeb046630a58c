import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { SEQUENCE_MESSAGES, SKIP_REASONS, type EnrollBody } from '../../../contracts/sequences.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Field } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';
import { Select } from '../../components/Select.js';
import { Spinner } from '../../components/Spinner.js';
import { plural } from '../../lib/plural.js';
import { sequenceListAtom, setSequenceList } from '../../state/sequences.js';
import { stepsSummary } from './parts.js';

type Result = { enrolled: number; skipped: Array<{ contactId: string; name: string; reason: keyof typeof SKIP_REASONS }> };

/** What was enrolled, and who was not and why. */
function EnrollResult({ result, sequenceName }: { result: Result; sequenceName: string }) {
  return (
    <div role="status" className="space-y-3 text-sm">
      <p className="font-medium text-slate-900">
        {result.enrolled > 0 ? `Enrolled ${plural(result.enrolled, 'contact')} in ${sequenceName}.` : `No one was enrolled in ${sequenceName}.`}
      </p>
      {result.skipped.length > 0 && (
        <div>
          <p className="text-slate-600">Skipped {plural(result.skipped.length, 'contact')}:</p>
          <ul className="mt-1 space-y-1" aria-label="Skipped contacts">
            {result.skipped.map((s) => (
              <li key={s.contactId} className="flex flex-wrap justify-between gap-x-3 rounded-md bg-slate-50 px-3 py-1.5">
                <Link href={`/contacts/${s.contactId}`} className="min-w-0 break-words font-medium text-slate-900 hover:underline">
                  {s.name}
                </Link>
                <span className="text-slate-600">{SKIP_REASONS[s.reason]}</span>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * "Add to sequence": one contact (`contactIds`), a company's contacts (`companyId`) or an alert's
 * company's (`alertId`) into the chosen sequence; then how many were enrolled and who was skipped.
 */
export function EnrollDialog({ open, onClose, target, title, description }: { open: boolean; onClose: () => void; target: EnrollBody; title: string; description: string }) {
  const store = useStore();
  const sequences = useAtomValue(sequenceListAtom);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [chosen, setChosen] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<Result | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    setResult(null);
    setError(null);
    api.sequences
      .list({ key: 'sequences-list' })
      .then((r) => live && setSequenceList(store, r.sequences))
      .catch((err: unknown) => live && setLoadError(messageOf(err, 'Failed to load sequences')));
    return () => {
      live = false;
    };
  }, [open, store]);

  const selected = sequences?.find((s) => s.id === (chosen || sequences[0]?.id)) ?? null;
  const enroll = async () => {
    if (!selected) return;
    setBusy(true);
    setError(null);
    try {
      setResult(await api.sequences.enroll({ id: selected.id }, target));
    } catch (err) {
      setError(messageOf(err, 'Failed to enrol'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open={open} onClose={() => !busy && onClose()} title={title}>
      <div className="space-y-4">
        {result && selected ? (
          <>
            <EnrollResult result={result} sequenceName={selected.name} />
            <div className="flex flex-wrap justify-end gap-2">
              <Link href={`/sequences/${selected.id}`} className="inline-flex h-10 items-center px-2 text-sm font-medium text-brand-700 hover:underline">
                Open the sequence
              </Link>
              <Button onClick={onClose}>Done</Button>
            </div>
          </>
        ) : (
          <>
            <p className="text-sm text-slate-600">{description}</p>
            {sequences === null ? (
              loadError ? (
                <p className="text-sm text-red-600">{loadError}</p>
              ) : (
                <div className="flex justify-center py-2">
                  <Spinner label="Loading sequences" />
                </div>
              )
            ) : sequences.length === 0 ? (
              <p className="text-sm text-slate-600">
                No sequences yet.{' '}
                <Link href="/sequences/new" className="font-medium text-brand-700 hover:underline">
                  Create one
                </Link>{' '}
                first.
              </p>
            ) : (
              <Field label="Sequence" help={selected ? `${stepsSummary(selected.steps).kinds} · ${stepsSummary(selected.steps).span}` : undefined}>
                {(id, d) => (
                  <Select id={id} aria-describedby={d} value={selected?.id ?? ''} onChange={(e) => setChosen(e.target.value)}>
                    {sequences.map((s) => (
                      <option key={s.id} value={s.id}>
                        {s.name}
                      </option>
                    ))}
                  </Select>
                )}
              </Field>
            )}
            {error && (
              <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm text-red-800">
                {error}
                {error === SEQUENCE_MESSAGES.needsMailbox && (
                  <>
                    {' '}
                    <Link href="/settings?tab=mailbox" className="font-medium underline">
                      Open Settings → Mailbox
                    </Link>
                  </>
                )}
              </p>
            )}
            <div className="flex flex-wrap justify-end gap-2">
              <Button variant="outline" onClick={onClose} disabled={busy}>
                Cancel
              </Button>
              <Button onClick={() => void enroll()} disabled={busy || !selected}>
                {busy ? 'Enrolling...' : 'Enrol'}
              </Button>
            </div>
          </>
        )}
      </div>
    </Modal>
  );
}
