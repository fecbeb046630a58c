import { plural } from '../../lib/plural.js';
import type { WriteReport } from './useBatchWriter.js';

/** Under the paste/upload form: how many rows were added, and each line left out with its reason. */
export function WriteReportNote({ report }: { report: WriteReport }) {
  if (!report.refused && report.added === null) return null;
  const shown = report.rejected.slice(0, 50);
  return (
    <div
      role={report.refused ? 'alert' : 'status'}
      className={report.refused ? 'mt-4 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800' : 'mt-4 rounded-md border border-slate-200 bg-slate-50 p-3 text-sm text-slate-700'}
    >
      {report.refused ? (
        <p className="font-medium">{report.refused}</p>
      ) : report.notice ? (
        <p className="font-medium">{report.notice}.</p>
      ) : (
        <p className="font-medium">
          Added {plural(report.added ?? 0, 'company', 'companies')} to the batch
          {report.rejected.length > 0 && `; ${plural(report.rejected.length, 'line was', 'lines were')} left out`}.
        </p>
      )}
      {shown.length > 0 && (
        <ul className="mt-2 list-disc space-y-0.5 pl-5" aria-label="Lines left out">
          {shown.map((r, i) => (
            <li key={`${r.line}-${i}`}>
              {r.line > 0 && <span className="font-medium">Line {r.line}: </span>}
              {r.message}
            </li>
          ))}
          {report.rejected.length > shown.length && <li>…and {report.rejected.length - shown.length} more</li>}
        </ul>
      )}
    </div>
  );
}
