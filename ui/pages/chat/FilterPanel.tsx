import { useId, useState } from 'react';
import { Button } from '../../components/Button.js';
import { Select } from '../../components/Select.js';
import { formatDollars } from '../../../contracts/money.js';
import { SORT_OPTIONS, type RecommendationFilters, type RecommendationSort } from './recommendations.js';

/** docs/product.md#chat: price-range slider, Sort By, Reset and Apply Filters (applied only on Apply). */
export function FilterPanel(props: { bounds: { min: number; max: number }; applied: RecommendationFilters; onApply: (f: RecommendationFilters) => void; onReset: () => void }) {
  const [draft, setDraft] = useState<RecommendationFilters>(props.applied);
  const id = useId();
  const { min, max } = props.bounds;
  const range = 'w-full accent-brand-700';
  return (
    <div className="space-y-3 rounded-lg border border-slate-200 bg-slate-50 p-3">
      <fieldset>
        <legend className="text-sm font-medium text-slate-800">
          Price Range ({formatDollars(draft.min)} - {formatDollars(draft.max)})
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          <label className="text-xs text-slate-600">
            Minimum price
            <input
              type="range"
              className={range}
              min={min}
              max={max}
              step={0.01}
              value={draft.min}
              onChange={(e) => {
                const v = Number(e.target.value);
                setDraft((d) => ({ ...d, min: Math.min(v, d.max) }));
              }}
            />
          </label>
          <label className="text-xs text-slate-600">
            Maximum price
            <input
              type="range"
              className={range}
              min={min}
              max={max}
              step={0.01}
              value={draft.max}
              onChange={(e) => {
                const v = Number(e.target.value);
                setDraft((d) => ({ ...d, max: Math.max(v, d.min) }));
              }}
            />
          </label>
        </div>
      </fieldset>
      <div className="space-y-1">
        <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-slate-800">
          Sort By
        </label>
        <Select id={`${id}-sort`} value={draft.sort} onChange={(e) => setDraft((d) => ({ ...d, sort: e.target.value as RecommendationSort }))}>
          {SORT_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </Select>
      </div>
      <div className="flex justify-end gap-2">
        <Button
          variant="outline"
          size="sm"
          onClick={() => {
            setDraft({ min, max, sort: 'default' });
            props.onReset();
          }}
        >
          Reset
        </Button>
        <Button size="sm" onClick={() => props.onApply(draft)}>
          Apply Filters
        </Button>
      </div>
    </div>
  );
}
