import { useState } from 'react';
import { useStore } from 'jotai';
import { DUPLICATE_POLICIES, IMPORT_FIELDS, type ImportPreview, type PreviewRow } from '../../../contracts/imports.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Badge } from '../../components/Badge.js';
import { Button } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { STACKED_TABLE, useStackedCellLabels } from '../../components/useStackedCellLabels.js';
import { cn } from '../../lib/cn.js';
import { plural } from '../../lib/plural.js';
import { storeImportDetail } from '../../state/imports.js';
import { Notice, ProblemList, Stats } from './parts.js';

const labelOf = (key: string) => (key in IMPORT_FIELDS ? IMPORT_FIELDS[key as keyof typeof IMPORT_FIELDS].label : key);

/** A record's fields as they will be stored: "Label: value" lines. */
function Fields({ values, none }: { values: Record<string, string> | null; none: string }) {
  const entries = Object.entries(values ?? {}).filter(([, v]) => v !== '');
  if (entries.length === 0) return <span className="text-sm text-slate-500">{none}</span>;
  return (
    <dl className="space-y-0.5 text-sm">
      {entries.map(([key, value]) => (
        <div key={key} className="min-w-0">
          <dt className="inline text-slate-500">{labelOf(key)}: </dt>
          <dd className="inline break-words text-slate-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Outcome({ row }: { row: PreviewRow }) {
  return (
    <div>
      {row.outcome === 'new' ? <Badge tone="green">New</Badge> : row.outcome === 'duplicate' ? <Badge tone="amber">Duplicate</Badge> : <Badge tone="red">Problem</Badge>}
      {row.reason && <p className={cn('mt-1 break-words text-xs', row.outcome === 'problem' ? 'text-red-700' : 'text-slate-600')}>{row.reason}</p>}
    </div>
  );
}

/**
 * Step 3: what the import will do, over the whole file (totals) and for its first rows (as they
 * will be stored), with every problem row; Import starts the run.
 */
export function PreviewStep({ preview, onBack, onStarted }: { preview: ImportPreview; onBack: () => void; onStarted: () => void }) {
  const store = useStore();
  const tableRef = useStackedCellLabels();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { totals, rows, detail } = preview;
  // Rows whose company (a companies file) or contact (a contacts file) is already here: left out under "Skip it".
  const skipped = detail.import.duplicates !== 'skip' ? 0 : detail.import.kind === 'companies' ? totals.duplicateCompanies : totals.duplicateContacts;
  const importable = Math.max(0, totals.rows - totals.problems - skipped);

  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      storeImportDetail(store, await api.imports.run({ id: detail.import.id }));
      onStarted();
    } catch (err) {
      setError(messageOf(err, 'The import could not be started. Try again.'));
      setBusy(false);
    }
  };

  return (
    <div className="space-y-4">
      <Card className="p-4">
        <h2 className="text-base font-semibold text-slate-900">Preview</h2>
        <p className="mt-0.5 text-sm text-slate-600">
          Nothing has been saved yet. Companies and contacts already in SwagScout (same company domain or contact email):{' '}
          <span className="font-medium text-slate-800">{DUPLICATE_POLICIES[detail.import.duplicates]}</span>.
        </p>
        <div className="mt-4">
          <Stats
            label="Totals"
            items={[
              { label: 'Rows', value: totals.rows },
              { label: 'New companies', value: totals.newCompanies },
              { label: 'Duplicate companies', value: totals.duplicateCompanies },
              { label: 'New contacts', value: totals.newContacts },
              { label: 'Duplicate contacts', value: totals.duplicateContacts },
              { label: 'Problems', value: totals.problems, tone: 'red' },
            ]}
          />
        </div>
        {totals.problems > 0 && (
          <p className="mt-3 text-sm text-slate-600">
            {plural(totals.problems, 'row has a problem', 'rows have problems')} and will be left out. The list is below.
          </p>
        )}
      </Card>

      <Card>
        <h2 className="border-b border-slate-100 px-4 py-3 text-base font-semibold text-slate-900">
          {rows.length > 0 ? `The first ${plural(rows.length, 'row')} as they will be stored` : 'Rows as they will be stored'}
        </h2>
        {rows.length === 0 ? (
          <p className="px-4 py-10 text-center text-sm text-slate-500">No rows to show.</p>
        ) : (
          <div className="overflow-x-auto">
            <table ref={tableRef} className={cn('w-full min-w-[720px] text-left', STACKED_TABLE)} aria-label="Preview rows">
              <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
                <tr>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Line
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Company
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Contact
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Notes
                  </th>
                  <th scope="col" className="px-4 py-3 font-medium">
                    Outcome
                  </th>
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.line} className="border-b border-slate-100 align-top last:border-0">
                    <td className="px-4 py-3 text-sm text-slate-500">{row.line}</td>
                    <td className="max-w-[16rem] px-4 py-3">
                      <Fields values={row.company} none="No company" />
                    </td>
                    <td className="max-w-[16rem] px-4 py-3">
                      <Fields values={row.contact} none="No contact" />
                    </td>
                    <td className="max-w-[14rem] px-4 py-3 text-sm text-slate-600">
                      {row.notes ? <span className="whitespace-pre-line break-words">{row.notes}</span> : <span className="text-slate-500">—</span>}
                    </td>
                    <td className="px-4 py-3">
                      <Outcome row={row} />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card>

      {totals.problems === 0 ? (
        <Notice tone="success">No problems found: every row can be imported.</Notice>
      ) : (
        <ProblemList problems={detail.problems} total={totals.problems} />
      )}

      {error && <Notice tone="error">{error}</Notice>}
      {importable === 0 && skipped === 0 && <Notice tone="error">Every row has a problem, so there is nothing to import. Go back to the mapping, or fix the file and upload it again.</Notice>}
      {importable === 0 && skipped > 0 && (
        <Notice tone="error">Every row is already in SwagScout or has a problem, so there is nothing to import. To update the ones already here, go back to the mapping and choose to fill their empty fields or overwrite them.</Notice>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onBack} disabled={busy} className="justify-center">
          Back to mapping
        </Button>
        <Button onClick={() => void run()} disabled={busy || importable === 0} className="justify-center">
          {busy ? 'Starting the import...' : `Import ${plural(importable, 'row')}`}
        </Button>
      </div>
    </div>
  );
}
