import { useId, useRef } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import { Button } from '../../components/Button.js';
import { Input } from '../../components/Field.js';

/** A reason being edited; `key` keeps its row (and focus) while others are added or removed. */
export type ReasonRow = { key: number; text: string };

let nextKey = 0;
export const reasonRows = (reasons: readonly string[]): ReasonRow[] => reasons.map((text) => ({ key: ++nextKey, text }));

/**
 * The workspace's lost reasons: rename in place, remove (one always stays), add. `errors` are by
 * row index, `listError` is about the list (duplicates, too many).
 */
export function LostReasonsEditor(props: { rows: ReasonRow[]; onChange: (rows: ReasonRow[]) => void; errors: Record<number, string>; listError?: string; readOnly: boolean }) {
  const list = useRef<HTMLOListElement>(null);
  const id = useId();
  const errorId = (row: ReasonRow) => `${id}-${row.key}-error`;
  const { rows } = props;
  const add = () => {
    props.onChange([...rows, { key: ++nextKey, text: '' }]);
    // The new row's field, once drawn.
    requestAnimationFrame(() => list.current?.querySelector<HTMLInputElement>('li:last-child input')?.focus());
  };
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-slate-900">Lost reasons</legend>
      <p className="text-xs text-slate-500">What a rep picks from when a deal is lost. Deals lost before keep the reason they had.</p>
      <ol ref={list} className="space-y-2">
        {rows.map((row, i) => (
          <li key={row.key}>
            <div className="flex items-center gap-2">
              <Input
                aria-label={`Reason ${i + 1}`}
                aria-invalid={props.errors[i] ? true : undefined}
                aria-describedby={props.errors[i] ? errorId(row) : undefined}
                className="max-w-sm"
                value={row.text}
                readOnly={props.readOnly}
                onChange={(e) => props.onChange(rows.map((r) => (r.key === row.key ? { ...r, text: e.target.value } : r)))}
              />
              {!props.readOnly && (
                <button
                  type="button"
                  className="rounded-md p-2 text-slate-500 hover:bg-red-50 hover:text-red-700 disabled:cursor-not-allowed disabled:opacity-40"
                  aria-label={`Remove ${row.text || `reason ${i + 1}`}`}
                  title={rows.length === 1 ? 'Keep at least one reason' : 'Remove'}
                  disabled={rows.length === 1}
                  onClick={() => props.onChange(rows.filter((r) => r.key !== row.key))}
                >
                  <Trash2 className="h-4 w-4" aria-hidden />
                </button>
              )}
            </div>
            {props.errors[i] && (
              <p id={errorId(row)} role="alert" className="mt-1 text-sm text-red-600">
                {props.errors[i]}
              </p>
            )}
          </li>
        ))}
      </ol>
      {props.listError && (
        <p role="alert" className="text-sm text-red-600">
          {props.listError}
        </p>
      )}
      {!props.readOnly && (
        <Button variant="outline" size="sm" onClick={add}>
          <Plus className="h-4 w-4" aria-hidden /> Add reason
        </Button>
      )}
    </fieldset>
  );
}
