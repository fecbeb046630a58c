import type { ReactNode } from 'react';
import { cn } from '../lib/cn.js';

export type BadgeTone = 'default' | 'secondary' | 'green' | 'teal' | 'blue' | 'purple' | 'grey' | 'amber' | 'red';
const tones: Record<BadgeTone, string> = {
  default: 'bg-brand-700 text-white',
  secondary: 'bg-slate-100 text-slate-800',
  green: 'bg-emerald-100 text-emerald-800',
  teal: 'bg-teal-50 text-teal-800 ring-1 ring-inset ring-teal-200',
  blue: 'bg-sky-100 text-sky-800',
  purple: 'bg-violet-100 text-violet-800',
  grey: 'bg-slate-200 text-slate-700',
  amber: 'bg-amber-100 text-amber-800',
  red: 'bg-red-100 text-red-800',
};

export function Badge({ tone = 'secondary', children, className }: { tone?: BadgeTone; children: ReactNode; className?: string }) {
  return <span className={cn('inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium', tones[tone], className)}>{children}</span>;
}
