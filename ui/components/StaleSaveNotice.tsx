/** The message of a save refused as stale (ui/state/stale-save.ts), above the form it belongs to. */
export function StaleSaveNotice({ message, className = '' }: { message: string | null; className?: string }) {
  if (!message) return null;
  return (
    <p role="alert" className={`rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 ${className}`}>
      {message}
    </p>
  );
}
