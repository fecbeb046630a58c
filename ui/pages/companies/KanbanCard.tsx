import { useAtomValue } from 'jotai';
import { useLocation } from 'wouter';
import { useDraggable } from '@dnd-kit/core';
import type { Company } from '../../../contracts/companies.js';
import { companyRecords } from '../../state/companies.js';
import { cn } from '../../lib/cn.js';
import { EnrichmentBadge, SignalBadge } from './badges.js';
import { SampleBadge } from './SampleBadge.js';
import { OwnerAvatar } from './OwnerAvatar.js';
import { CloseDate, DealAmount, LostReason, StaleBadge } from './deal/DealBadges.js';

/** What a card shows: the company, its owner, the deal (amount, close date, stale flag, lost reason) and its badges. */
export function CardBody({ c }: { c: Company }) {
  const hasDeal = c.deal.amountCents !== null || c.deal.closeDate !== null;
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{c.name}</p>
          <p className="truncate text-xs text-slate-500">{c.domain}</p>
        </div>
        <OwnerAvatar ownerId={c.ownerId} />
      </div>
      {hasDeal && (
        <div className="mt-2 flex flex-wrap items-baseline justify-between gap-x-2 gap-y-0.5 text-xs">
          <DealAmount deal={c.deal} />
          {c.deal.closeDate && <CloseDate company={c} short />}
        </div>
      )}
      {c.stage === 'Lost' && (
        <div className="mt-1.5">
          <LostReason deal={c.deal} />
        </div>
      )}
      <div className="mt-2 flex flex-wrap gap-1">
        {c.deal.stale && <StaleBadge reason={c.deal.stale} />}
        <EnrichmentBadge status={c.enrichmentStatus} />
        {c.latestSignal && <SignalBadge signalType={c.latestSignal} />}
        {c.isSample && <SampleBadge />}
      </div>
    </>
  );
}

/** A company's card; `movable` (a role that may change records) makes it draggable by mouse and keyboard. */
export function KanbanCard({ id, movable }: { id: string; movable: boolean }) {
  const c = useAtomValue(companyRecords.atom(id));
  const [, navigate] = useLocation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({ id, disabled: !movable });
  if (!c) return null;
  return (
    <li
      ref={setNodeRef}
      {...(movable
        ? { ...attributes, ...listeners, 'aria-roledescription': 'Draggable company card' }
        : { role: 'button', tabIndex: 0 })}
      aria-label={movable ? `${c.name}, ${c.stage}. Press space to pick up, arrow keys to move, space to drop; Enter opens it.` : `${c.name}, ${c.stage}. Enter opens it.`}
      onKeyDown={(e) => {
        if (e.key === 'Enter') navigate(`/companies/${c.id}`);
        else if (movable) listeners?.onKeyDown?.(e);
      }}
      onClick={() => navigate(`/companies/${c.id}`)}
      className={cn(
        movable ? 'cursor-grab' : 'cursor-pointer',
        'rounded-md border border-slate-200 bg-white p-3 text-sm shadow-sm hover:border-brand-200 focus:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
        c.stage === 'Lost' && 'bg-slate-50',
        isDragging && 'opacity-40',
      )}
      data-testid={`kanban-card-${c.id}`}
    >
      <CardBody c={c} />
    </li>
  );
}
