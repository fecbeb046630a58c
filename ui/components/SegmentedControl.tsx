import { cn } from '../lib/cn.js';

type Option<T> = { label: string; value: T };

/**
 * A row of mutually exclusive buttons on a grey track. `kind="tabs"` switches views (tab roles);
 * `kind="toggle"` filters what one view shows (pressed buttons).
 */
export function SegmentedControl<T extends string | boolean>(props: {
  label: string;
  options: Array<Option<T>>;
  value: T;
  onChange: (value: T) => void;
  kind: 'tabs' | 'toggle';
}) {
  const tabs = props.kind === 'tabs';
  return (
    <div role={tabs ? 'tablist' : 'group'} aria-label={props.label} className="inline-flex self-start rounded-lg bg-slate-100 p-1">
      {props.options.map((o) => {
        const active = o.value === props.value;
        return (
          <button
            key={o.label}
            type="button"
            {...(tabs ? { role: 'tab', 'aria-selected': active } : { 'aria-pressed': active })}
            onClick={() => props.onChange(o.value)}
            className={cn('rounded-md px-3 py-1.5 text-sm font-medium', active ? 'bg-white shadow-sm' : 'text-slate-600 hover:text-slate-900')}
          >
            {o.label}
          </button>
        );
      })}
    </div>
  );
}
