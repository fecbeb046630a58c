import type { ReactNode } from 'react';
import { format } from 'date-fns';
import type { ImportProblem, ImportStatus, ImportSummary } from '../../../contracts/imports.js';
import { Badge, type BadgeTone } from '../../components/Badge.js';
import { cn } from '../../lib/cn.js';
import { plural } from '../../lib/plural.js';

const STATUS: Record<ImportStatus, { text: string; tone: BadgeTone }> = {
  mapping: { text: 'Waiting for mapping', tone: 'amber' },
  running: { text: 'Importing', tone: 'blue' },
  done: { text: 'Done', tone: 'green' },
  failed: { text: 'Failed', tone: 'red' },
  undoing: { text: 'Undoing', tone: 'blue' },
  undone: { text: 'Undone', tone: 'grey' },
};

export function ImportStatusBadge({ status }: { status: ImportStatus }) {
  const s = STATUS[status] ?? { text: status, tone: 'secondary' };
  return <Badge tone={s.tone}>{s.text}</Badge>;
}

/** "Jan 5, 2025, 3:04 PM". */
export const formatWhen = (value: string) => format(new Date(value), 'MMM d, yyyy, h:mm a');

/** How far a running import has come: a bar (processed of rowCount rows) and the same in words. */
export function ImportProgress({ summary, label, className }: { summary: ImportSummary; label: string; className?: string }) {
  const { processed, rowCount } = summary;
  const done = Math.min(processed, rowCount);
  const percent = rowCount > 0 ? Math.round((done / rowCount) * 100) : 0;
  const text = `${done.toLocaleString('en-US')} of ${plural(rowCount, 'row')}`;
  return (
    <div className={className}>
      <div
        className="h-2 w-full overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={rowCount}
        aria-valuenow={done}
        aria-valuetext={text}
      >
        <div className="h-2 rounded-full bg-brand-600 transition-[width]" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-1 text-xs text-slate-500">
        {text} ({percent}%)
      </p>
    </div>
  );
}

/** The counts of an import in a few short lines, for the list. */
export function ImportCountsText({ summary }: { summary: ImportSummary }) {
  const c = summary.counts;
  if (summary.status === 'mapping') return <span className="text-sm text-slate-500">Not imported yet</span>;
  // A failed run removes what it stored.
  if (summary.status === 'failed') return <span className="text-sm text-slate-500">Nothing imported</span>;
  return (
    <ul className="space-y-0.5 text-sm text-slate-700">
      <li>
        Companies: {c.companiesCreated.toLocaleString('en-US')} created, {c.companiesUpdated.toLocaleString('en-US')} updated
      </li>
      {(summary.kind !== 'companies' || c.contactsCreated > 0 || c.contactsUpdated > 0) && (
        <li>
          Contacts: {c.contactsCreated.toLocaleString('en-US')} created, {c.contactsUpdated.toLocaleString('en-US')} updated
        </li>
      )}
      <li className="text-slate-500">
        {c.skipped.toLocaleString('en-US')} skipped · <span className={cn(c.failed > 0 && 'text-red-700')}>{c.failed.toLocaleString('en-US')} failed</span>
      </li>
    </ul>
  );
}

/** A grid of labelled numbers (the preview's totals, a finished import's counts). */
export function Stats({ label, items }: { label: string; items: Array<{ label: string; value: number; tone?: 'red' }> }) {
  return (
    <dl aria-label={label} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6">
      {items.map((item) => (
        <div key={item.label} className="rounded-md border border-slate-200 bg-white px-3 py-2">
          <dt className="text-xs text-slate-500">{item.label}</dt>
          <dd className={cn('text-lg font-semibold text-slate-900', item.tone === 'red' && item.value > 0 && 'text-red-700')}>{item.value.toLocaleString('en-US')}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Rows that cannot be imported as they are: their line in the file and why. */
export function ProblemList({ problems, total, title = 'Rows with problems' }: { problems: readonly ImportProblem[]; total: number; title?: string }) {
  if (problems.length === 0) return null;
  const headingId = `problems-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <section aria-labelledby={headingId} className="rounded-lg border border-red-200 bg-red-50/60">
      <h2 id={headingId} className="border-b border-red-100 px-4 py-3 text-sm font-semibold text-red-900">
        {title} ({total.toLocaleString('en-US')})
      </h2>
      <ul className="max-h-80 divide-y divide-red-100 overflow-y-auto text-sm" aria-label={title}>
        {problems.map((p) => (
          <li key={`${p.line}-${p.reason}`} className="flex gap-3 px-4 py-2">
            <span className="shrink-0 font-medium text-red-900">Line {p.line}</span>
            <span className="min-w-0 break-words text-red-900/90">{p.reason}</span>
          </li>
        ))}
      </ul>
      {total > problems.length && (
        <p className="border-t border-red-100 px-4 py-2 text-xs text-red-900/80">
          Showing the first {problems.length.toLocaleString('en-US')} of {total.toLocaleString('en-US')}. Fix these in the file and upload it again to bring in the rest.
        </p>
      )}
    </section>
  );
}

const STEPS = ['Upload', 'Map columns', 'Preview', 'Import'] as const;
export type WizardStep = 1 | 2 | 3 | 4;

/** Where the wizard is: four numbered steps, the current one marked for screen readers. */
export function WizardSteps({ current }: { current: WizardStep }) {
  return (
    <ol aria-label="Import steps" className="mb-6 flex flex-wrap gap-x-4 gap-y-2 text-sm">
      {STEPS.map((label, i) => {
        const n = (i + 1) as WizardStep;
        const state = n < current ? 'done' : n === current ? 'current' : 'next';
        return (
          <li key={label} aria-current={state === 'current' ? 'step' : undefined} className="flex items-center gap-2">
            <span
              aria-hidden
              className={cn(
                'flex h-6 w-6 items-center justify-center rounded-full text-xs font-semibold',
                state === 'current' && 'bg-brand-700 text-white',
                state === 'done' && 'bg-brand-100 text-brand-800',
                state === 'next' && 'bg-slate-100 text-slate-500',
              )}
            >
              {n}
            </span>
            <span className={cn(state === 'current' ? 'font-semibold text-slate-900' : 'text-slate-500')}>{label}</span>
          </li>
        );
      })}
    </ol>
  );
}

/** A message box: an error (role alert), or a note (role status). */
export function Notice({ tone, children, className }: { tone: 'error' | 'info' | 'success'; children: ReactNode; className?: string }) {
  return (
    <div
      role={tone === 'error' ? 'alert' : 'status'}
      className={cn(
        'rounded-md border px-4 py-3 text-sm',
        tone === 'error' && 'border-red-200 bg-red-50 text-red-800',
        tone === 'info' && 'border-sky-200 bg-sky-50 text-sky-900',
        tone === 'success' && 'border-emerald-200 bg-emerald-50 text-emerald-900',
        className,
      )}
    >
      {children}
    </div>
  );
}
