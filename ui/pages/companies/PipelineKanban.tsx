import { useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLocation } from 'wouter';
import { toast } from 'sonner';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useDraggable,
  useDroppable,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { PIPELINE_STAGES, type Company, type PipelineStage } from '../../../contracts/companies.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { companyRecords, updateCompany } from '../../state/companies.js';
import { saveInOrder, toastStaleSave } from '../../state/stale-save.js';
import { useCan } from '../../state/permissions.js';
import { cn } from '../../lib/cn.js';
import { EnrichmentBadge, SignalBadge } from './badges.js';
import { SampleBadge } from './SampleBadge.js';
import { columnKeyboardCoordinates } from './kanban-keyboard.js';
import { OwnerAvatar } from './OwnerAvatar.js';

function CardBody({ c }: { c: Company }) {
  return (
    <>
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-medium text-slate-900">{c.name}</p>
          <p className="truncate text-xs text-slate-500">{c.domain}</p>
        </div>
        <OwnerAvatar ownerId={c.ownerId} />
      </div>
      <div className="mt-2 flex flex-wrap gap-1">
        <EnrichmentBadge status={c.enrichmentStatus} />
        {c.latestSignal && <SignalBadge signalType={c.latestSignal} />}
        {c.isSample && <SampleBadge />}
      </div>
    </>
  );
}

/** A company's card; `movable` (a role that may change records) makes it draggable by mouse and keyboard. */
function KanbanCard({ id, movable }: { id: string; movable: boolean }) {
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
        isDragging && 'opacity-40',
      )}
      data-testid={`kanban-card-${c.id}`}
    >
      <CardBody c={c} />
    </li>
  );
}

function Column(props: { stage: PipelineStage; ids: string[]; count: number; more: boolean; onMore: () => void; movable: boolean }) {
  const { setNodeRef, isOver } = useDroppable({ id: props.stage });
  return (
    <section
      ref={setNodeRef}
      aria-label={`${props.stage} column`}
      data-testid={`kanban-column-${props.stage}`}
      className={cn('flex w-72 shrink-0 flex-col rounded-lg bg-slate-100 p-3 lg:w-auto lg:min-w-0 lg:flex-1', isOver && 'ring-2 ring-brand-500')}
    >
      <header className="mb-3 flex items-center justify-between">
        <h3 className="text-sm font-semibold text-slate-800">{props.stage}</h3>
        <span className="rounded-full bg-white px-2 py-0.5 text-xs font-medium text-slate-600" data-testid={`kanban-count-${props.stage}`}>
          {props.count}
        </span>
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

/**
 * docs/product.md#company: five stage columns with counts; dragging a card saves its stage (and moves
 * it in every tab). A move sends the card's `updatedAt`: a card changed meanwhile is not moved (docs/product.md#teams).
 */
export function PipelineKanban(props: {
  columns: Record<PipelineStage, string[]>;
  counts: Record<PipelineStage, number>;
  hasMore: (stage: PipelineStage) => boolean;
  onMore: (stage: PipelineStage) => void;
  onCountsChange: () => void;
}) {
  const store = useStore();
  // docs/product.md#teams: a viewer reads the board; only roles that change records move cards.
  const movable = useCan('records.write');
  const [activeId, setActiveId] = useState<string | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }));
  const active = activeId ? companyRecords.get(store, activeId) : null;

  const onDragEnd = async (e: DragEndEvent) => {
    setActiveId(null);
    const id = String(e.active.id);
    const to = e.over?.id as PipelineStage | undefined;
    const before = companyRecords.get(store, id);
    if (!before || !to || before.stage === to) return;
    updateCompany(store, { ...before, stage: to });
    try {
      // The card as it was drawn: a change since (a teammate's move or edit) refuses this move.
      const company = await saveInOrder(`company:${id}`, before.updatedAt, async (expectedUpdatedAt) => (await api.companies.update({ id }, { stage: to, expectedUpdatedAt })).company);
      updateCompany(store, company);
    } catch (err) {
      // Refused as stale, the card snaps to the company as it is now; otherwise back to where it was.
      if (!toastStaleSave<Company>(err, `${before.name} was not moved`, (current) => updateCompany(store, current))) {
        updateCompany(store, before);
        toast.error('Error', { description: messageOf(err, 'Failed to update stage') });
      }
    }
    props.onCountsChange();
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={(e: DragStartEvent) => setActiveId(String(e.active.id))}
      onDragCancel={() => setActiveId(null)}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements: {
          onDragStart: ({ active: a }) => `Picked up ${companyRecords.get(store, String(a.id))?.name ?? 'company'}.`,
          onDragOver: ({ over }) => (over ? `Over ${over.id}.` : 'Not over a column.'),
          onDragEnd: ({ over }) => (over ? `Moved to ${over.id}.` : 'Dropped.'),
          onDragCancel: () => 'Move cancelled.',
        },
      }}
    >
      <div className="flex gap-4 overflow-x-auto pb-2">
        {PIPELINE_STAGES.map((stage) => (
          <Column key={stage} stage={stage} ids={props.columns[stage]} count={props.counts[stage] ?? 0} more={props.hasMore(stage)} onMore={() => props.onMore(stage)} movable={movable} />
        ))}
      </div>
      <DragOverlay>{active ? <div className="w-64 rounded-md border border-brand-200 bg-white p-3 text-sm shadow-lg"><CardBody c={active} /></div> : null}</DragOverlay>
    </DndContext>
  );
}
