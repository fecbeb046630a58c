import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { cn } from '../lib/cn.js';

/** What every text control looks like (inputs, text areas, the proposal title). */
export const control =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm shadow-sm placeholder:text-slate-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-200 disabled:bg-slate-100';

export const Input = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement>>(function Input({ className, ...rest }, ref) {
  return <input ref={ref} className={cn(control, 'h-10', className)} {...rest} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, TextareaHTMLAttributes<HTMLTextAreaElement>>(function Textarea(
  { className, ...rest },
  ref,
) {
  return <textarea ref={ref} className={cn(control, 'min-h-[100px]', className)} {...rest} />;
});

/** A labelled form control with its help text and error message wired for screen readers. */
export function Field(props: { label: string; error?: string; help?: ReactNode; children: (id: string, describedBy?: string) => ReactNode }) {
  const id = useId();
  const helpId = props.help ? `${id}-help` : undefined;
  const errorId = props.error ? `${id}-error` : undefined;
  const describedBy = [helpId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      {props.children(id, describedBy)}
      {props.help && (
        <p id={helpId} className="text-xs text-slate-500">
          {props.help}
        </p>
      )}
      {props.error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {props.error}
        </p>
      )}
    </div>
  );
}
