import { useState } from 'react';
import { useStore } from 'jotai';
import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  closestCorners,
  useSensor,
  useSensors,
  type DragEndEvent,
  type DragStartEvent,
} from '@dnd-kit/core';
import { PIPELINE_STAGES, type Company, type PipelineStage } from '../../../contracts/companies.js';
import { companyRecords } from '../../state/companies.js';
import { useCan } from '../../state/permissions.js';
import { columnKeyboardCoordinates } from './kanban-keyboard.js';
import { CardBody } from './KanbanCard.js';
import { KanbanColumn, type StageSums } from './KanbanColumn.js';
import { LostDealDialog } from './deal/LostDealDialog.js';
import { moveDeal } from './deal/move-deal.js';

/**
 * docs/product.md#company, #deals: seven stage columns (five open, then Won and Lost) with their
 * counts and amounts; dragging a card saves its stage (and moves it in every tab). A drop on Lost
 * asks why first; Cancel leaves the card where it was. A move sends the card's `updatedAt`: a card
 * changed meanwhile is not moved (docs/product.md#teams).
 */
export function PipelineKanban(props: {
  columns: Record<PipelineStage, string[]>;
  counts: Record<PipelineStage, number>;
  sums: Record<PipelineStage, StageSums> | null;
  hasMore: (stage: PipelineStage) => boolean;
  onMore: (stage: PipelineStage) => void;
}) {
  const store = useStore();
  // docs/product.md#teams: a viewer reads the board; only roles that change records move cards.
  const movable = useCan('records.write');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [losing, setLosing] = useState<Company | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 6 } }), useSensor(KeyboardSensor, { coordinateGetter: columnKeyboardCoordinates }));
  const active = activeId ? companyRecords.get(store, activeId) : null;

  const onDragEnd = async (e: DragEndEvent) => {
    setActiveId(null);
    const to = e.over?.id as PipelineStage | undefined;
    const before = companyRecords.get(store, String(e.active.id));
    if (!before || !to || before.stage === to) return;
    if (to === 'Lost') setLosing(before);
    else await moveDeal(store, before, to);
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
      {/* The board scrolls sideways on its own; the page never does. */}
      <div className="-mx-4 overflow-x-auto px-4 pb-2 sm:mx-0 sm:px-0" data-testid="kanban-board">
        <div className="flex w-max gap-3">
          {PIPELINE_STAGES.map((stage) => (
            <KanbanColumn
              key={stage}
              stage={stage}
              ids={props.columns[stage]}
              count={props.counts[stage] ?? 0}
              sums={props.sums?.[stage]}
              more={props.hasMore(stage)}
              onMore={() => props.onMore(stage)}
              movable={movable}
            />
          ))}
        </div>
      </div>
      <DragOverlay>
        {active ? (
          <div className="w-60 rounded-md border border-brand-200 bg-white p-3 text-sm shadow-lg">
            <CardBody c={active} />
          </div>
        ) : null}
      </DragOverlay>
      <LostDealDialog company={losing} onClose={() => setLosing(null)} />
    </DndContext>
  );
}
