import { useState } from 'react';
import { Button } from '../../components/Button.js';
import { Field, Input } from '../../components/Field.js';
import { Modal } from '../../components/Modal.js';

export type ClientIdentity = { name: string; email: string };

/** Remembered on this browser, so a client gives their name and email once. */
const KEY = 'swagscout.proposal-client';

export function loadIdentity(): ClientIdentity | null {
  try {
    const parsed = JSON.parse(localStorage.getItem(KEY) ?? 'null') as Partial<ClientIdentity> | null;
    return parsed && typeof parsed.name === 'string' && typeof parsed.email === 'string' ? { name: parsed.name, email: parsed.email } : null;
  } catch {
    return null;
  }
}

/** Asked before the client's first action: who they are (kept with every action they take). */
export function ClientIdentityDialog({ onSave, onCancel }: { onSave: (who: ClientIdentity) => void; onCancel: () => void }) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const valid = name.trim().length > 0 && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(email.trim());
  return (
    <Modal open onClose={onCancel} title="Who is responding?">
      <form
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          if (!valid) return;
          const who = { name: name.trim(), email: email.trim() };
          try {
            localStorage.setItem(KEY, JSON.stringify(who));
          } catch {
            // Private mode: asked again next time.
          }
          onSave(who);
        }}
      >
        <Field label="Your name">{(id) => <Input id={id} value={name} onChange={(e) => setName(e.target.value)} maxLength={120} autoComplete="name" />}</Field>
        <Field label="Your email">{(id) => <Input id={id} type="email" value={email} onChange={(e) => setEmail(e.target.value)} maxLength={254} autoComplete="email" />}</Field>
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!valid}>
            Continue
          </Button>
        </div>
      </form>
    </Modal>
  );
}
