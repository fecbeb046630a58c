import { cn } from '../../lib/cn.js';
import { displayCell, type ReportColumn, type ReportTableData } from './report-table.js';

function Row<R>({ columns, row, className }: { columns: ReportColumn<R>[]; row: R; className?: string }) {
  return (
    <tr className={className}>
      {columns.map((c, i) => {
        const text = displayCell(c.kind, c.value(row));
        const cell = cn('whitespace-nowrap px-3 py-2', c.kind === 'text' ? 'text-left' : 'text-right tabular-nums');
        return i === 0 ? (
          <th key={c.label} scope="row" className={cn(cell, 'font-medium text-slate-900')}>
            {text}
          </th>
        ) : (
          <td key={c.label} className={cell}>
            {text}
          </td>
        );
      })}
    </tr>
  );
}

/**
 * A report's numbers as a table: the chart's figures for screen readers and keyboards, and what
 * Download CSV exports. Scrolls inside its own box on narrow screens (focusable, so keys scroll it).
 */
export function ReportTable<R>({ table }: { table: ReportTableData<R> }) {
  const { caption, columns, rows, total } = table;
  return (
    <div className="overflow-x-auto rounded-md border border-slate-200" role="region" aria-label={`${caption} table`} tabIndex={0}>
      <table className="w-full min-w-max text-sm text-slate-700">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            {columns.map((c) => (
              <th key={c.label} scope="col" className={cn('whitespace-nowrap px-3 py-2 font-medium', c.kind === 'text' ? 'text-left' : 'text-right')}>
                {c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {rows.map((row, i) => (
            <Row key={i} columns={columns} row={row} />
          ))}
        </tbody>
        {total && (
          <tfoot className="border-t border-slate-200 bg-slate-50 font-semibold">
            <Row columns={columns} row={total} />
          </tfoot>
        )}
      </table>
    </div>
  );
}
