import { useId } from 'react';
import { Input } from '../../components/Field.js';

export type Period = { from: string; to: string };

const label = 'mb-1 block text-xs font-medium text-slate-600';

/** A section's own first and last days (`YYYY-MM-DD`; '' is the server's default), labelled "<what> from" and "<what> to". */
export function PeriodFields({ period, onChange, what }: { period: Period; onChange: (next: Period) => void; what: string }) {
  const id = useId();
  return (
    <div role="group" aria-label={`${what} period`} className="grid grid-cols-2 gap-3 sm:flex">
      <div className="min-w-0">
        <label htmlFor={`${id}-from`} className={label}>
          {what} from
        </label>
        <Input id={`${id}-from`} type="date" value={period.from} max={period.to || undefined} onChange={(e) => onChange({ ...period, from: e.target.value })} />
      </div>
      <div className="min-w-0">
        <label htmlFor={`${id}-to`} className={label}>
          {what} to
        </label>
        <Input id={`${id}-to`} type="date" value={period.to} min={period.from || undefined} onChange={(e) => onChange({ ...period, to: e.target.value })} />
      </div>
    </div>
  );
}
