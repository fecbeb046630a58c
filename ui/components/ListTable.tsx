import type { ReactNode } from 'react';
import { STACKED_TABLE, useStackedCellLabels } from './useStackedCellLabels.js';
import { Card } from './Card.js';
import { Spinner } from './Spinner.js';
import { cn } from '../lib/cn.js';

export type ListColumn = { label: string; align?: 'right'; srOnly?: boolean };

/**
 * A list screen's table in a card, with its three other states: loading (a spinner), failed to
 * load, and empty. Rows are the children; on phones each row becomes a card (STACKED_TABLE).
 */
export function ListTable({
  label,
  columns,
  rows,
  loadingLabel,
  failedText,
  emptyText,
  minWidthClass = 'min-w-[560px]',
  children,
}: {
  label: string;
  columns: ListColumn[];
  /** null while loading; otherwise how many rows there are */
  rows: number | null;
  loadingLabel?: string;
  /** shown instead of the spinner once loading has failed */
  failedText: string | null;
  emptyText: string;
  minWidthClass?: string;
  children: ReactNode;
}) {
  const tableRef = useStackedCellLabels();
  const message = (text: string) => <p className="px-4 py-12 text-center text-sm text-slate-500">{text}</p>;
  return (
    <Card>
      {rows === null ? (
        failedText ? (
          message(failedText)
        ) : (
          <div className="flex justify-center py-12">
            <Spinner label={loadingLabel} />
          </div>
        )
      ) : rows === 0 ? (
        message(emptyText)
      ) : (
        // A table wider than the screen scrolls sideways: keyboard users reach it to scroll it.
        <div className="overflow-x-auto" {...(minWidthClass ? { tabIndex: 0, role: 'region', 'aria-label': `${label} (scrolls sideways)` } : {})}>
          <table ref={tableRef} className={cn('w-full text-left', minWidthClass, STACKED_TABLE)} aria-label={label}>
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                {columns.map((c) => (
                  <th key={c.label} scope="col" className={cn('px-4 py-3 font-medium', c.align === 'right' && 'text-right')}>
                    {c.srOnly ? <span className="sr-only">{c.label}</span> : c.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>{children}</tbody>
          </table>
        </div>
      )}
    </Card>
  );
}
