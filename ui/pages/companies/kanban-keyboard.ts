import type { KeyboardCoordinateGetter } from '@dnd-kit/core';

const STEP = 25;

/**
 * Keyboard dragging for the kanban: ArrowLeft/ArrowRight jump a picked-up card to the centre of
 * the neighbouring column (dnd-kit's default moves 25 px, which never leaves the column), and
 * ArrowUp/ArrowDown nudge it as usual.
 */
export const columnKeyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates, context }) => {
  if (event.code === 'ArrowUp' || event.code === 'ArrowDown') {
    event.preventDefault();
    return { ...currentCoordinates, y: currentCoordinates.y + (event.code === 'ArrowDown' ? STEP : -STEP) };
  }
  const dir = event.code === 'ArrowRight' ? 1 : event.code === 'ArrowLeft' ? -1 : 0;
  const rect = context.collisionRect;
  if (!dir || !rect) return undefined;
  event.preventDefault();
  const columns = [...context.droppableRects.values()].sort((a, b) => a.left - b.left);
  const centre = rect.left + rect.width / 2;
  const here = columns.findIndex((c) => centre >= c.left && centre <= c.left + c.width);
  const target =
    here >= 0
      ? columns[here + dir]
      : dir > 0
        ? columns.find((c) => c.left > centre)
        : [...columns].reverse().find((c) => c.left + c.width < centre);
  if (!target) return currentCoordinates;
  return { ...currentCoordinates, x: currentCoordinates.x + (target.left + target.width / 2 - centre) };
};
