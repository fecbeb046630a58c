import { formatCents } from '../../contracts/money.js';
import { cn } from '../lib/cn.js';

/** One line of a totals list (a `<dl>`): a label and an amount; `strong` for the grand total. */
export function MoneyRow({ label, cents, strong = false, className }: { label: string; cents: number; strong?: boolean; className?: string }) {
  return (
    <div className={cn(strong ? 'flex justify-between border-t border-slate-200 pt-2 font-semibold text-slate-900' : 'flex justify-between text-slate-600', className)}>
      <dt>{label}</dt>
      <dd className="tabular-nums">{formatCents(cents)}</dd>
    </div>
  );
}
