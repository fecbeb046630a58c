import { useId, type ReactNode } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Spinner } from '../../components/Spinner.js';
import { downloadCsv } from './csv.js';
import { csvFileName, tableCsv, type ReportTableData } from './report-table.js';
import { ReportTable } from './ReportTable.js';
import type { ReportState } from './useReport.js';

/**
 * One chart of a report with its numbers: a heading when the section holds more than one, the
 * chart (if any), the table, and Download CSV of exactly the table's rows.
 */
export function ReportFigure<R>({ table, chart, heading = false }: { table: ReportTableData<R>; chart?: ReactNode; heading?: boolean }) {
  const download = () => downloadCsv(csvFileName(table.caption, new Date()), tableCsv(table));
  return (
    <div className="min-w-0 space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        {heading ? <h3 className="text-sm font-semibold text-slate-800">{table.caption}</h3> : <span />}
        <Button variant="outline" size="sm" onClick={download} aria-label={`Download CSV of ${table.caption}`}>
          <Download className="h-4 w-4" aria-hidden /> Download CSV
        </Button>
      </div>
      {chart}
      <ReportTable table={table} />
    </div>
  );
}

/**
 * A report on the page: its heading, then loading, failed (with Retry), empty, or its figures.
 * Each section reads its report on its own, so one slow or failing report holds up no other.
 */
export function ReportSection<T>(props: {
  title: string;
  description: string;
  state: ReportState<T>;
  isEmpty: (data: T) => boolean;
  emptyText: string;
  /** What the section asks of its own (its period), shown under the heading in every state. */
  controls?: ReactNode;
  children: (data: T) => ReactNode;
}) {
  const headingId = useId();
  const { state, title } = props;
  return (
    <section aria-labelledby={headingId}>
      <Card>
        <div className="border-b border-slate-100 px-4 py-4 sm:px-5">
          <h2 id={headingId} className="text-base font-semibold text-slate-900">
            {title}
          </h2>
          <p className="mt-0.5 text-sm text-slate-500">{props.description}</p>
          {props.controls}
        </div>
        <div className="space-y-8 px-4 py-4 sm:px-5">
          {state.status === 'loading' ? (
            <div className="flex h-48 animate-pulse items-center justify-center gap-2 rounded-md bg-slate-50 text-sm text-slate-500">
              <Spinner label={`Loading ${title}`} /> Loading…
            </div>
          ) : state.status === 'error' ? (
            <div role="alert" className="flex flex-col items-center gap-3 py-8 text-center text-sm text-slate-600">
              <p>
                {title} could not be loaded. {state.message}
              </p>
              <Button variant="outline" size="sm" onClick={state.retry}>
                Retry
              </Button>
            </div>
          ) : props.isEmpty(state.data) ? (
            <p className="py-8 text-center text-sm text-slate-500">{props.emptyText}</p>
          ) : (
            props.children(state.data)
          )}
        </div>
      </Card>
    </section>
  );
}
