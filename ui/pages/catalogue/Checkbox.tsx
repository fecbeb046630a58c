import { forwardRef, type InputHTMLAttributes } from 'react';

/** A native checkbox with its label (click the text to toggle; Space toggles from the keyboard). */
export const Checkbox = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & { label: string }>(function Checkbox(
  { label, ...rest },
  ref,
) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
      <input ref={ref} type="checkbox" className="h-4 w-4 rounded border-slate-300 text-brand-700 focus:ring-2 focus:ring-brand-200" {...rest} />
      {label}
    </label>
  );
});
