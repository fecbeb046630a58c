import { Button } from './Button.js';

/** A form's Cancel and submit buttons, right-aligned; the submit button shows `busyLabel` while busy. */
export function FormActions({ onCancel, busy, label, busyLabel = 'Saving...' }: { onCancel?: () => void; busy: boolean; label: string; busyLabel?: string }) {
  return (
    <div className="flex flex-wrap justify-end gap-2 pt-2">
      {onCancel && (
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
      )}
      <Button type="submit" disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </div>
  );
}
