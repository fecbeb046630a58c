import { CalendarClock, CalendarX, Hourglass } from 'lucide-react';
import type { Company } from '../../../../contracts/companies.js';
import type { StaleReason } from '../../../../contracts/deal-rules.js';
import { Badge } from '../../../components/Badge.js';
import { formatCents } from '../../../../contracts/money.js';
import { cn } from '../../../lib/cn.js';
import { useDealSettings } from '../../../state/deal-settings.js';
import { closeDateText, isOverdue, shortCloseDateText, staleText } from './deal-text.js';

/**
 * "Stale: no activity for 14+ days" (the workspace's stale rule), or "Stale: no open task";
 * `compact` (a table cell) shows "Stale" with the reason in its title and for screen readers.
 */
export function StaleBadge({ reason, compact = false }: { reason: StaleReason; compact?: boolean }) {
  const { settings } = useDealSettings();
  const text = staleText(reason, settings?.staleDays);
  return (
    <Badge tone="amber" className="gap-1 whitespace-nowrap">
      <Hourglass className="h-3 w-3 shrink-0" aria-hidden />
      {compact ? (
        <span title={text}>
          Stale<span className="sr-only">{text.slice('Stale'.length)}</span>
        </span>
      ) : (
        text
      )}
    </Badge>
  );
}

/** The deal's amount, with "from proposal" when it is the latest proposal's total; "No amount" otherwise. */
export function DealAmount({ deal, className }: { deal: Company['deal']; className?: string }) {
  if (deal.amountCents === null) return <span className={cn('text-slate-500', className)}>No amount</span>;
  return (
    <span className={cn('inline-flex flex-wrap items-baseline gap-x-1.5', className)}>
      <span className="font-semibold tabular-nums text-slate-900">{formatCents(deal.amountCents)}</span>
      {deal.amountSource === 'proposal' && <span className="text-xs font-normal text-slate-500">from proposal</span>}
    </span>
  );
}

/**
 * The expected close date, in red when an open deal's date has passed: "Overdue · Dec 15" on a card
 * (`short`: this year's dates without the year), the date with an overdue icon in a table (`compact`).
 */
export function CloseDate({ company, short = false, compact = false }: { company: Pick<Company, 'stage' | 'deal'>; short?: boolean; compact?: boolean }) {
  const day = company.deal.closeDate;
  if (!day) return <span className="text-slate-500">{compact ? 'No date' : 'No close date'}</span>;
  const overdue = isOverdue(company.stage, day);
  const Icon = overdue ? CalendarX : CalendarClock;
  return (
    <span className={cn('inline-flex items-center gap-1', overdue ? 'font-medium text-red-700' : 'text-slate-600')} title={`${overdue ? 'Overdue: expected' : 'Expected'} close ${closeDateText(day)}`}>
      <Icon className="h-3.5 w-3.5 shrink-0" aria-hidden />
      {overdue && (compact ? <span className="sr-only">Overdue: </span> : 'Overdue · ')}
      {short ? shortCloseDateText(day) : closeDateText(day)}
    </span>
  );
}

/** "Lost — Price" with the note, on a lost deal's card and page. */
export function LostReason({ deal, withNote = false }: { deal: Company['deal']; withNote?: boolean }) {
  if (!deal.lostReason) return null;
  return (
    <p className="text-xs text-slate-600">
      <span className="font-medium text-slate-700">Lost — {deal.lostReason}</span>
      {withNote && deal.lostNote && <span className="mt-0.5 block whitespace-pre-line">{deal.lostNote}</span>}
    </p>
  );
}
