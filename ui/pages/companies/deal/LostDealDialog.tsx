import { useEffect, useState } from 'react';
import { useStore } from 'jotai';
import { LOST_REASON_MESSAGE, type Company } from '../../../../contracts/companies.js';
import { FormActions } from '../../../components/FormActions.js';
import { Modal } from '../../../components/Modal.js';
import { LostReasonFields } from './LostReasonFields.js';
import { moveDeal } from './move-deal.js';

/**
 * Moving a deal to Lost (a kanban drop, Mark as lost): why, from the workspace's reasons, and a
 * note. Open while `company` is set; Cancel leaves the deal where it was.
 */
export function LostDealDialog({ company, onClose }: { company: Company | null; onClose: (moved: boolean) => void }) {
  const store = useStore();
  const [reason, setReason] = useState('');
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const open = company !== null;
  useEffect(() => {
    if (!open) return;
    setReason('');
    setNote('');
    setError(undefined);
  }, [open]);

  const submit = async () => {
    if (!company || busy) return;
    if (!reason) return setError(LOST_REASON_MESSAGE);
    setBusy(true);
    const moved = await moveDeal(store, company, 'Lost', { lostReason: reason, lostNote: note.trim() || null });
    setBusy(false);
    onClose(moved);
  };

  return (
    <Modal open={open} onClose={() => !busy && onClose(false)} title={company ? `Mark ${company.name} as lost` : 'Mark as lost'}>
      <form
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <LostReasonFields
          autoFocus
          reason={reason}
          note={note}
          onReason={(r) => {
            setReason(r);
            setError(undefined);
          }}
          onNote={setNote}
          reasonError={error}
        />
        <FormActions onCancel={() => onClose(false)} busy={busy} label="Mark as lost" />
      </form>
    </Modal>
  );
}
