import { useEffect, useId, useState } from 'react';
import { useAtom } from 'jotai';
import { COMPANY_SORTS, type CompanySort } from '../../../contracts/companies.js';
import { Button } from '../../components/Button.js';
import { Input } from '../../components/Field.js';
import { Select } from '../../components/Select.js';
import { amountInputText, parseAmountInput } from '../../lib/amount-input.js';
import { NO_TABLE_FILTER, pipelineTableFilterAtom, tableFiltered } from '../../state/companies.js';

const SORT_LABELS: Record<CompanySort, string> = { name: 'Name', amount: 'Amount (largest first)', closeDate: 'Close date (soonest first)' };

/** The minimum amount, applied when the field is left or Enter is pressed; junk is refused under it. */
function MinAmountInput({ cents, onChange }: { cents: number | null; onChange: (cents: number | null) => void }) {
  const [text, setText] = useState(amountInputText(cents));
  const [error, setError] = useState<string | null>(null);
  const errorId = useId();
  useEffect(() => setText(amountInputText(cents)), [cents]);
  const apply = () => {
    const parsed = parseAmountInput(text);
    if (!parsed.ok) return setError(parsed.error);
    setError(null);
    if (parsed.cents !== cents) onChange(parsed.cents);
  };
  return (
    <div className="w-full sm:w-36">
      <Input
        aria-label="Minimum amount"
        placeholder="Min amount"
        inputMode="decimal"
        value={text}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(e) => setText(e.target.value)}
        onBlur={apply}
        onKeyDown={(e) => {
          if (e.key === 'Enter') apply();
        }}
      />
      {error && (
        <p id={errorId} role="alert" className="mt-1 text-xs text-red-600">
          {error}
        </p>
      )}
    </div>
  );
}

/** The table's order and deal filters (docs/product.md#deals): beside the search, owner and industry. */
export function PipelineTableFilters() {
  const [filter, setFilter] = useAtom(pipelineTableFilterAtom);
  const set = (patch: Partial<typeof filter>) => setFilter((f) => ({ ...f, ...patch }));
  return (
    <div className="mb-4 flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-start" role="group" aria-label="Deal filters">
      <div className="sm:w-56">
        <Select aria-label="Sort by" value={filter.sort} onChange={(e) => set({ sort: e.target.value as CompanySort })}>
          {COMPANY_SORTS.map((s) => (
            <option key={s} value={s}>
              Sort: {SORT_LABELS[s]}
            </option>
          ))}
        </Select>
      </div>
      <MinAmountInput cents={filter.minAmountCents} onChange={(minAmountCents) => set({ minAmountCents })} />
      <div className="flex items-center gap-2">
        <span className="whitespace-nowrap text-sm text-slate-600" aria-hidden>
          Closes
        </span>
        <Input type="date" aria-label="Close date from" className="min-w-0 sm:w-40" value={filter.closeFrom} max={filter.closeTo || undefined} onChange={(e) => set({ closeFrom: e.target.value })} />
        <span className="text-sm text-slate-500" aria-hidden>
          to
        </span>
        <Input type="date" aria-label="Close date to" className="min-w-0 sm:w-40" value={filter.closeTo} min={filter.closeFrom || undefined} onChange={(e) => set({ closeTo: e.target.value })} />
      </div>
      <label className="flex h-10 items-center gap-2 text-sm text-slate-700">
        <input type="checkbox" className="h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-brand-500" checked={filter.staleOnly} onChange={(e) => set({ staleOnly: e.target.checked })} />
        Stale only
      </label>
      {tableFiltered(filter) && (
        <Button variant="ghost" onClick={() => setFilter((f) => ({ ...NO_TABLE_FILTER, sort: f.sort }))}>
          Clear filters
        </Button>
      )}
    </div>
  );
}
