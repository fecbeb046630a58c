import { useCallback } from 'react';

/** The class that turns a table into cards on phones (ui/styles.css). */
export const STACKED_TABLE = 'stacked-table';

function labelCells(table: HTMLTableElement): void {
  const heads = [...table.querySelectorAll<HTMLTableCellElement>(':scope > thead > tr > th')].map((th) => (th.querySelector('.sr-only') ? '' : (th.textContent ?? '').trim()));
  for (const row of table.querySelectorAll<HTMLTableRowElement>(':scope > tbody > tr')) {
    [...row.cells].forEach((cell, i) => {
      const text = heads[i] ?? '';
      if (cell.dataset.label !== text) cell.dataset.label = text;
    });
  }
}

/**
 * A ref for a `stacked-table`: gives every body cell its column's name (data-label, from the
 * header row), which the phone layout shows above the value. Rows added later (live events, Load
 * more) are labelled as they arrive. A column whose header is for screen readers only (Actions)
 * gets none.
 */
export function useStackedCellLabels(): (table: HTMLTableElement | null) => (() => void) | undefined {
  return useCallback((table: HTMLTableElement | null) => {
    if (!table) return undefined;
    labelCells(table);
    const observer = new MutationObserver(() => labelCells(table));
    observer.observe(table, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, []);
}
