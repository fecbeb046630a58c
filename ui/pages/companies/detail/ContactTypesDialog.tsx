import { useState, type FormEvent } from 'react';
import { CONTACT_CATEGORIES, type ContactCategory } from '../../../../contracts/contacts.js';
import { Button } from '../../../components/Button.js';
import { Modal } from '../../../components/Modal.js';

const ALL = CONTACT_CATEGORIES.map((c) => c.key);

/** docs/product.md#company: four contact types, all on by default; searching needs at least one. */
export function ContactTypesDialog(props: { open: boolean; companyName: string; onClose: () => void; onSubmit: (categories: ContactCategory[]) => Promise<boolean> }) {
  const [chosen, setChosen] = useState<ContactCategory[]>(ALL);
  const [busy, setBusy] = useState(false);
  const close = () => {
    setChosen(ALL);
    props.onClose();
  };
  const toggle = (key: ContactCategory) => setChosen((c) => (c.includes(key) ? c.filter((k) => k !== key) : ALL.filter((k) => k === key || c.includes(k))));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    const started = await props.onSubmit(chosen);
    setBusy(false);
    if (started) close();
  };
  return (
    <Modal open={props.open} onClose={close} title="Select Contact Types">
      <form onSubmit={submit} className="space-y-4">
        <fieldset>
          <legend className="text-sm text-slate-600">Which people should we look for at {props.companyName}?</legend>
          <div className="mt-3 space-y-2">
            {CONTACT_CATEGORIES.map((c) => (
              <label key={c.key} className="flex cursor-pointer items-center gap-3 rounded-md border border-slate-200 px-3 py-2.5 text-sm hover:bg-slate-50">
                <input
                  type="checkbox"
                  className="h-4 w-4 rounded border-slate-300 accent-brand-700"
                  checked={chosen.includes(c.key)}
                  onChange={() => toggle(c.key)}
                />
                {c.label}
              </label>
            ))}
          </div>
        </fieldset>
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="outline" onClick={close}>
            Cancel
          </Button>
          <Button type="submit" disabled={chosen.length === 0 || busy}>
            {busy ? 'Starting...' : 'Search for Contacts'}
          </Button>
        </div>
      </form>
    </Modal>
  );
}
