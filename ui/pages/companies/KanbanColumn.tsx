import { useDroppable } from '@dnd-kit/core';
import type { PipelineStage, PipelineSummaryResponse } from '../../../contracts/companies.js';
import { cn } from '../../lib/cn.js';
import { formatCents } from '../../../contracts/money.js';
import { formatCentsCompact } from '../../lib/money.js';
import { KanbanCard } from './KanbanCard.js';

export type StageSums = PipelineSummaryResponse['sums'][PipelineStage];

/** Won and Lost close a deal: a green and a grey column after the open ones. */
const look: Partial<Record<PipelineStage, { column: string; title: string }>> = {
  Won: { column: 'bg-emerald-50 ring-1 ring-inset ring-emerald-200', title: 'text-emerald-800' },
  Lost: { column: 'bg-slate-200/70', title: 'text-slate-500' },
};

/** The column's amounts: compact in the header, exact in the title. Weighted only for open stages (Won is all, Lost none). */
function Sums({ stage, sums }: { stage: PipelineStage; sums: StageSums | undefined }) {
  if (!sums) return null;
  const open = stage !== 'Won' && stage !== 'Lost';
  return (
    <p className="mt-1 text-xs text-slate-600" data-testid={`kanban-sums-${stage}`}>
      <span className="font-medium text-slate-800" title={`Total ${formatCents(sums.amountCents)}`}>
        {formatCentsCompact(sums.amountCents)}
      </span>
      {open && (
        <>
          {' · '}
          <span title={`Weighted ${formatCents(sums.weightedCents)}`}>{formatCentsCompact(sums.weightedCents)} weighted</span>
        </>
      )}
    </p>
  );
}

export function KanbanColumn(props: { stage: PipelineStage; ids: string[]; count: number; sums: StageSums | undefined; more: boolean; onMore: () => void; movable: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: props.stage });
  const style = look[props.stage];
  return (
    <section
      ref={setNodeRef}
      aria-label={`${props.stage} column`}
      data-testid={`kanban-column-${props.stage}`}
      className={cn('flex w-64 shrink-0 flex-col rounded-lg p-3', style?.column ?? 'bg-slate-100', isOver && 'ring-2 ring-brand-500')}
    >
      <header className="mb-3">
        <div className="flex items-center justify-between gap-2">
          <h3 className={cn('text-sm font-semibold', style?.title ?? 'text-slate-800')}>{props.stage}</h3>
          <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-600" data-testid={`kanban-count-${props.stage}`}>
            {props.count}
          </span>
        </div>
        <Sums stage={props.stage} sums={props.sums} />
      </header>
      <ul className="flex min-h-[4rem] flex-col gap-2">
        {props.ids.map((id) => (
          <KanbanCard key={id} id={id} movable={props.movable} />
        ))}
      </ul>
      {props.more && (
        <button type="button" onClick={props.onMore} className="mt-2 rounded-md py-1.5 text-xs font-medium text-brand-700 hover:bg-white">
          Load more
        </button>
      )}
    </section>
  );
}
