import { useId, type InputHTMLAttributes } from 'react';
import { Check } from 'lucide-react';
import { isHexColor, type ColorPreset } from '../../../contracts/branding.js';
import { Input } from '../../components/Field.js';
import { cn } from '../../lib/cn.js';

type Props = {
  label: string;
  value: string;
  error?: string;
  presets: readonly ColorPreset[];
  onPick: (hex: string) => void;
  /** The text input's props (react-hook-form's `register`). */
  inputProps: InputHTMLAttributes<HTMLInputElement> & { ref?: React.Ref<HTMLInputElement> };
};

const sameColor = (a: string, b: string) => a.trim().toLowerCase() === b.toLowerCase();

/** A brand colour: hex text input, a live swatch of what is typed, and the product's five presets. */
export function ColorField({ label, value, error, presets, onPick, inputProps }: Props) {
  const id = useId();
  const errorId = error ? `${id}-error` : undefined;
  const presetsId = `${id}-presets`;
  const valid = isHexColor(value ?? '');
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="flex items-center gap-3">
        <span
          role="img"
          aria-label={valid ? `${label} preview ${value.trim()}` : `${label} preview: not a valid colour`}
          className={cn(
            'h-10 w-10 shrink-0 rounded-md border border-slate-300 shadow-inner',
            !valid && 'bg-[repeating-linear-gradient(45deg,#f1f5f9_0_6px,#e2e8f0_6px_12px)]',
          )}
          style={valid ? { backgroundColor: value.trim() } : undefined}
        />
        <Input
          id={id}
          aria-describedby={errorId}
          aria-invalid={error ? true : undefined}
          className="font-mono"
          placeholder="#7E69AB"
          spellCheck={false}
          autoComplete="off"
          maxLength={7}
          {...inputProps}
        />
      </div>
      {error && (
        <p id={errorId} role="alert" className="text-sm text-red-600">
          {error}
        </p>
      )}
      <div role="group" aria-labelledby={presetsId} className="flex flex-wrap gap-2">
        <span id={presetsId} className="sr-only">
          {label} presets
        </span>
        {presets.map((p) => {
          const selected = sameColor(value ?? '', p.value);
          return (
            <button
              key={p.name}
              type="button"
              aria-label={p.name}
              aria-pressed={selected}
              title={`${p.name} ${p.value}`}
              onClick={() => onPick(p.value)}
              className={cn(
                'inline-flex items-center gap-1.5 rounded-full border py-1 pl-1 pr-2.5 text-xs font-medium transition-colors focus-visible:outline-2 focus-visible:outline-brand-600',
                selected ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-200 bg-white text-slate-700 hover:bg-slate-50',
              )}
            >
              <span className="flex h-5 w-5 items-center justify-center rounded-full border border-black/10" style={{ backgroundColor: p.value }} aria-hidden>
                {selected && <Check className="h-3 w-3 text-white mix-blend-difference" />}
              </span>
              {p.name}
            </button>
          );
        })}
      </div>
    </div>
  );
}
