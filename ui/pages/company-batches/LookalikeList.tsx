import type { BatchCompany } from '../../../contracts/company-batches.js';
import { RowStatusBadge } from './badges.js';

/** The selectable lookalikes: pending ones can be picked; imported or skipped ones show their status. */
export function LookalikeList(props: { rows: BatchCompany[]; selected: Set<string>; onToggle: (id: string) => void }) {
  return (
    <ul className="divide-y divide-slate-100" aria-label="Lookalike companies">
      {props.rows.map((r) => {
        const pending = r.status === 'pending';
        const details = [r.industry, r.companySize && `${r.companySize} employees`, r.headquarters, r.country].filter(Boolean).join(' · ');
        return (
          <li key={r.id} className="flex gap-3 px-5 py-4">
            <input
              id={`lookalike-${r.id}`}
              type="checkbox"
              className="mt-1 h-4 w-4 shrink-0 rounded border-slate-300 text-brand-700 focus:ring-2 focus:ring-brand-200"
              checked={pending && props.selected.has(r.id)}
              disabled={!pending}
              onChange={() => props.onToggle(r.id)}
            />
            <div className="min-w-0 flex-1">
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={`lookalike-${r.id}`} className="cursor-pointer text-sm font-medium text-slate-900">
                  {r.name}
                </label>
                <span className="text-xs text-slate-500">{r.domain}</span>
                {!pending && <RowStatusBadge status={r.status} />}
              </div>
              {details && <p className="mt-0.5 text-xs text-slate-600">{details}</p>}
              {r.description && <p className="mt-1 line-clamp-2 text-sm text-slate-600">{r.description}</p>}
              {r.specialties && r.specialties.length > 0 && <p className="mt-1 text-xs text-slate-500">{r.specialties.join(', ')}</p>}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
