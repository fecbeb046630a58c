import { useState } from 'react';
import type { PoSummary } from '../../../contracts/orders.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button } from '../../components/Button.js';
import { Input } from '../../components/Field.js';
import { dayOrDash } from './order-format.js';

/**
 * A purchase order's in-hands date: the order's, or one of its own while it is a draft (the supplier
 * delivers earlier, to a decorator, or in a second drop). Once sent, the order's date is changed
 * instead (a revision that sends it again).
 */
export function PoInHands({ po, mayEdit, onChanged }: { po: PoSummary; mayEdit: boolean; onChanged: () => void }) {
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(po.inHandsDate ?? '');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async (date: string | null) => {
    setBusy(true);
    setError(null);
    try {
      await api.orders.updatePo({ id: po.id }, { inHandsDate: date });
      setEditing(false);
      onChanged();
    } catch (err) {
      setError(messageOf(err, 'Failed to change the in-hands date'));
    } finally {
      setBusy(false);
    }
  };

  if (!editing) {
    return (
      <>
        {dayOrDash(po.inHandsDate)}
        {po.inHandsOwn && <span className="block text-xs text-slate-500">This PO’s own date</span>}
        {mayEdit && po.status === 'draft' && (
          <button
            type="button"
            className="block text-xs font-medium text-brand-700 underline-offset-2 hover:underline"
            onClick={() => {
              setValue(po.inHandsDate ?? '');
              setEditing(true);
            }}
          >
            Change
          </button>
        )}
      </>
    );
  }
  return (
    <form
      className="space-y-2"
      onSubmit={(e) => {
        e.preventDefault();
        if (value) void save(value);
      }}
    >
      <Input type="date" aria-label={`In-hands date of PO #${po.number}`} value={value} onChange={(e) => setValue(e.target.value)} required />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" type="submit" disabled={busy || !value}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
        {po.inHandsOwn && (
          <Button size="sm" variant="ghost" type="button" disabled={busy} onClick={() => void save(null)}>
            Use the order’s date
          </Button>
        )}
        <Button size="sm" variant="ghost" type="button" disabled={busy} onClick={() => setEditing(false)}>
          Cancel
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
    </form>
  );
}
