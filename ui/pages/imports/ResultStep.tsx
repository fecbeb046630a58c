import { useEffect, useRef } from 'react';
import { Link } from 'wouter';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { ImportStatus, ImportSummary } from '../../../contracts/imports.js';
import { buttonClass } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Spinner } from '../../components/Spinner.js';
import type { ImportParts } from '../../state/imports.js';
import { ImportProgress, Notice, ProblemList, Stats, formatWhen } from './parts.js';
import { UndoImportButton, useUndoable } from './UndoImport.js';

const SETTLED: readonly ImportStatus[] = ['done', 'failed', 'undone'];

function Counts({ summary }: { summary: ImportSummary }) {
  const c = summary.counts;
  return (
    <Stats
      label="Results"
      items={[
        { label: 'Companies created', value: c.companiesCreated },
        { label: 'Companies updated', value: c.companiesUpdated },
        { label: 'Contacts created', value: c.contactsCreated },
        { label: 'Contacts updated', value: c.contactsUpdated },
        { label: 'Skipped', value: c.skipped },
        { label: 'Failed', value: c.failed, tone: 'red' },
      ]}
    />
  );
}

function Links() {
  return (
    <div className="flex flex-wrap gap-2">
      <Link href="/companies" className={buttonClass('outline', 'sm')}>
        Open the pipeline
      </Link>
      <Link href="/contacts" className={buttonClass('outline', 'sm')}>
        Open contacts
      </Link>
      <Link href="/imports" className={buttonClass('ghost', 'sm')}>
        All imports
      </Link>
    </div>
  );
}

function UndoNote({ summary }: { summary: ImportSummary }) {
  const undoable = useUndoable(summary);
  if (!undoable || !summary.undoableUntil) return null;
  return (
    <div className="flex flex-col gap-2 rounded-md border border-slate-200 bg-slate-50 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-sm text-slate-600">
        Not what you expected? You can undo this import until {formatWhen(summary.undoableUntil)}: it removes the companies and contacts it created and restores what it changed.
      </p>
      <UndoImportButton summary={summary} />
    </div>
  );
}

/**
 * Step 4: the run as it happens (live from `import.updated`), then what it came to — counts,
 * problem rows, where to go next — and Undo while allowed. `onSettled` re-reads the import when
 * the run (or its undo) ends, for the run's own problem rows.
 */
export function ResultStep({ summary, parts, onSettled }: { summary: ImportSummary; parts: ImportParts | null; onSettled: () => void }) {
  const seen = useRef(summary.status);
  useEffect(() => {
    if (seen.current !== summary.status && SETTLED.includes(summary.status)) onSettled();
    seen.current = summary.status;
  }, [summary.status, onSettled]);

  if (summary.status === 'running')
    return (
      <Card className="space-y-4 p-5">
        <div className="flex items-center gap-3">
          <Spinner className="h-5 w-5" label="Importing" />
          <h2 className="text-base font-semibold text-slate-900">Importing {summary.fileName}</h2>
        </div>
        <ImportProgress summary={summary} label="Import progress" />
        <p className="text-sm text-slate-600">You can leave this page: the import carries on, and the Imports page shows how far it has come.</p>
        <Counts summary={summary} />
      </Card>
    );

  if (summary.status === 'undoing')
    return (
      <Card className="space-y-4 p-5">
        <div className="flex items-center gap-3">
          <Spinner className="h-5 w-5" label="Undoing" />
          <h2 className="text-base font-semibold text-slate-900">Undoing the import</h2>
        </div>
        <p className="text-sm text-slate-600">Removing the companies and contacts it created and restoring what it changed. This page updates when it is done.</p>
      </Card>
    );

  const problems = parts?.problems ?? [];
  return (
    <div className="space-y-4">
      <Card className="space-y-4 p-5">
        {summary.status === 'done' && (
          <div className="flex items-start gap-3">
            <CircleCheck className="mt-0.5 h-5 w-5 shrink-0 text-emerald-600" aria-hidden />
            <div>
              <h2 className="text-base font-semibold text-slate-900">Import finished</h2>
              <p className="text-sm text-slate-600">
                {summary.fileName}
                {summary.finishedAt ? ` · finished ${formatWhen(summary.finishedAt)}` : ''}
              </p>
            </div>
          </div>
        )}
        {summary.status === 'failed' && (
          <div className="flex items-start gap-3">
            <CircleAlert className="mt-0.5 h-5 w-5 shrink-0 text-red-600" aria-hidden />
            <div>
              <h2 className="text-base font-semibold text-slate-900">The import failed</h2>
              {summary.error && <p className="break-words text-sm text-red-700">{summary.error}</p>}
              <p className="text-sm text-slate-600">Nothing from this file was kept: what the run had stored was removed. Fix the file and upload it again.</p>
            </div>
          </div>
        )}
        {summary.status === 'undone' && (
          <div>
            <h2 className="text-base font-semibold text-slate-900">This import was undone</h2>
            <p className="text-sm text-slate-600">
              {summary.undoneAt ? `Undone ${formatWhen(summary.undoneAt)}. ` : ''}The companies and contacts it created were removed and what it changed was restored. The counts below are what it had
              done.
            </p>
          </div>
        )}
        {summary.status !== 'failed' && <Counts summary={summary} />}
        {summary.status === 'done' && summary.counts.skipped > 0 && (
          <p className="text-sm text-slate-600">Skipped rows were already in SwagScout (same company domain or contact email) and were left as they were.</p>
        )}
        <Links />
      </Card>
      {summary.status !== 'undone' && <UndoNote summary={summary} />}
      {summary.status === 'done' && summary.counts.failed === 0 && problems.length === 0 && <Notice tone="success">Every row was imported without a problem.</Notice>}
      <ProblemList problems={problems} total={Math.max(summary.counts.failed, problems.length)} title="Rows that could not be imported" />
    </div>
  );
}
