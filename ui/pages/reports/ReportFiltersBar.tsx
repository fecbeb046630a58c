import { useId } from 'react';
import { Input } from '../../components/Field.js';
import { OwnerSelect } from '../../components/OwnerSelect.js';
import { cn } from '../../lib/cn.js';
import { activePreset, RANGE_PRESETS, type ReportFilters } from './report-filters.js';

const label = 'mb-1 block text-xs font-medium text-slate-600';

/** Whose deals (Everyone, Mine, a teammate) and which days: from/to, or a quick range. */
export function ReportFiltersBar({ filters, onChange }: { filters: ReportFilters; onChange: (next: ReportFilters) => void }) {
  const id = useId();
  const today = new Date();
  const preset = activePreset(filters, today);
  const set = (patch: Partial<ReportFilters>) => onChange({ ...filters, ...patch });
  return (
    <div className="mb-6 flex flex-col gap-4 lg:flex-row lg:flex-wrap lg:items-end">
      <div className="sm:w-56">
        <span className={label} aria-hidden>
          Owner
        </span>
        <OwnerSelect label="Owner" value={filters.owner} onChange={(owner) => set({ owner })} />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <div className="min-w-0">
          <label htmlFor={`${id}-from`} className={label}>
            From
          </label>
          <Input id={`${id}-from`} type="date" value={filters.from} max={filters.to || undefined} onChange={(e) => set({ from: e.target.value })} />
        </div>
        <div className="min-w-0">
          <label htmlFor={`${id}-to`} className={label}>
            To
          </label>
          <Input id={`${id}-to`} type="date" value={filters.to} min={filters.from || undefined} onChange={(e) => set({ to: e.target.value })} />
        </div>
      </div>
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
        {RANGE_PRESETS.map((p) => (
          <button
            key={p.label}
            type="button"
            aria-pressed={preset === p.label}
            onClick={() => set(p.range(today))}
            className={cn(
              'h-8 rounded-md border px-3 text-sm font-medium',
              preset === p.label ? 'border-brand-700 bg-brand-50 text-brand-800' : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
            )}
          >
            {p.label}
          </button>
        ))}
      </div>
    </div>
  );
}
