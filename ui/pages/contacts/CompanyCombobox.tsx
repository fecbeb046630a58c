import { useEffect, useRef, useState } from 'react';
import { Combobox, ComboboxButton, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { Check, ChevronsUpDown } from 'lucide-react';
import { api } from '../../api/endpoints.js';
import { cn } from '../../lib/cn.js';

export type CompanyRef = { id: string; name: string; domain?: string | null };

/** The workspace's companies matching `query` (name or domain), a few at a time. */
function useCompanySearch(query: string): { items: CompanyRef[]; loading: boolean } {
  const [items, setItems] = useState<CompanyRef[]>([]);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      api.companies
        .list({ limit: 20, q: query.trim() || undefined })
        .then((r) => current && setItems(r.items.map((c) => ({ id: c.id, name: c.name, domain: c.domain }))))
        .catch(() => current && setItems([]))
        .finally(() => current && setLoading(false));
    }, query ? 200 : 0);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [query]);
  return { items, loading };
}

const optionClass = ({ focus }: { focus: boolean }) => cn('flex cursor-pointer items-center gap-2 px-3 py-2 text-sm', focus ? 'bg-brand-50 text-brand-900' : 'text-slate-800');

/** Chooses one of the workspace's companies, searched as you type (or no company, unless `required`). */
export function CompanyCombobox(props: { id: string; describedBy?: string; invalid?: boolean; required?: boolean; value: CompanyRef | null; onChange: (v: CompanyRef | null) => void }) {
  const [query, setQuery] = useState('');
  const { items, loading } = useCompanySearch(query);
  // Headless UI sets the input's aria-describedby from its own Description parts only; ours
  // (help and error text from Field) is attached here.
  const inputRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const input = inputRef.current;
    if (!input) return;
    if (props.describedBy) input.setAttribute('aria-describedby', props.describedBy);
    else input.removeAttribute('aria-describedby');
  }, [props.describedBy]);
  return (
    <Combobox<CompanyRef | null>
      value={props.value}
      by={(a, b) => a?.id === b?.id}
      onChange={(v) => {
        props.onChange(v);
        setQuery('');
      }}
      onClose={() => setQuery('')}
      immediate
    >
      <div className="relative">
        <ComboboxInput
          ref={inputRef}
          id={props.id}
          aria-invalid={props.invalid || undefined}
          aria-required={props.required || undefined}
          placeholder="Search companies..."
          autoComplete="off"
          className="block h-10 w-full rounded-md border border-slate-300 bg-white py-2 pl-3 pr-9 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200"
          displayValue={(c: CompanyRef | null) => c?.name ?? ''}
          onChange={(e) => setQuery(e.target.value)}
        />
        <ComboboxButton className="absolute inset-y-0 right-0 flex items-center px-2.5 text-slate-500" aria-label="Show companies">
          <ChevronsUpDown className="h-4 w-4" aria-hidden />
        </ComboboxButton>
        <ComboboxOptions className="absolute z-20 mt-1 max-h-64 w-full overflow-y-auto rounded-md border border-slate-200 bg-white py-1 shadow-lg focus:outline-none empty:invisible">
          {!props.required && (
            <ComboboxOption value={null} className={optionClass}>
              <span className="text-slate-500">No company</span>
            </ComboboxOption>
          )}
          {items.map((c) => (
            <ComboboxOption key={c.id} value={c} className={optionClass}>
              {({ selected }) => (
                <>
                  <span className="min-w-0 flex-1 truncate">
                    {c.name}
                    {/* Tells apart two companies of one name; left out of the option's name, which stays the company's. */}
                    {c.domain && (
                      <span className="ml-2 text-xs text-slate-500" aria-hidden>
                        {c.domain}
                      </span>
                    )}
                  </span>
                  {selected && <Check className="h-4 w-4 text-brand-700" aria-hidden />}
                </>
              )}
            </ComboboxOption>
          ))}
          {!loading && items.length === 0 && <p className="px-3 py-2 text-sm text-slate-500">No companies found</p>}
          {loading && items.length === 0 && <p className="px-3 py-2 text-sm text-slate-500">Searching...</p>}
        </ComboboxOptions>
      </div>
    </Combobox>
  );
}
