import { useId } from 'react';
import { Label, Field, Listbox, ListboxButton, ListboxOption, ListboxOptions } from '@headlessui/react';
import { Check, ChevronDown, X } from 'lucide-react';
import { cn } from '../../lib/cn.js';

export type MultiSelectOption = { value: string; label: string };

/**
 * A keyboard-accessible multi-select (Headless UI Listbox, `multiple`): arrows move, Space or
 * Enter toggles, Escape closes. Chosen values show in the button; "Clear" empties the list.
 */
export function MultiSelect(props: {
  label: string;
  options: readonly MultiSelectOption[];
  value: string[];
  onChange: (value: string[]) => void;
  placeholder?: string;
  error?: string;
}) {
  const { options, value, onChange } = props;
  const errorId = useId();
  const labelOf = (v: string) => options.find((o) => o.value === v)?.label ?? v;
  const summary = value.length === 0 ? (props.placeholder ?? 'Any') : value.length <= 2 ? value.map(labelOf).join(', ') : `${value.length} selected`;
  return (
    <Field className="space-y-1.5">
      <div className="flex items-center justify-between">
        <Label className="block text-sm font-medium text-slate-800">{props.label}</Label>
        {value.length > 0 && (
          <button type="button" onClick={() => onChange([])} className="inline-flex items-center gap-1 text-xs text-slate-500 hover:text-slate-800">
            <X className="h-3 w-3" aria-hidden /> Clear<span className="sr-only"> {props.label}</span>
          </button>
        )}
      </div>
      <Listbox value={value} onChange={onChange} multiple>
        <div className="relative">
          <ListboxButton
            aria-describedby={props.error ? errorId : undefined}
            className="flex h-10 w-full items-center justify-between rounded-md border border-slate-300 bg-white px-3 text-left text-sm shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 data-[focus]:ring-2 data-[focus]:ring-brand-200"
          >
            <span className={cn('truncate', value.length === 0 && 'text-slate-500')}>{summary}</span>
            <ChevronDown className="h-4 w-4 shrink-0 text-slate-500" aria-hidden />
          </ListboxButton>
          <ListboxOptions
            anchor={{ to: 'bottom start', gap: 4 }}
            className="z-50 max-h-64 w-[var(--button-width)] min-w-48 overflow-auto rounded-md border border-slate-200 bg-white py-1 text-sm shadow-lg focus:outline-none"
          >
            {options.map((o) => (
              <ListboxOption
                key={o.value}
                value={o.value}
                className="group flex cursor-pointer items-center gap-2 px-3 py-1.5 text-slate-800 data-[focus]:bg-brand-50 data-[selected]:font-medium"
              >
                <span className="flex h-4 w-4 items-center justify-center rounded border border-slate-300 group-data-[selected]:border-brand-700 group-data-[selected]:bg-brand-700">
                  <Check className="hidden h-3 w-3 text-white group-data-[selected]:block" aria-hidden />
                </span>
                {o.label}
              </ListboxOption>
            ))}
          </ListboxOptions>
        </div>
      </Listbox>
      {props.error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {props.error}
        </p>
      )}
    </Field>
  );
}
