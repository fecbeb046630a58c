import { useId, useMemo, useState } from 'react';
import { useStore } from 'jotai';
import { Link } from 'wouter';
import {
  DONT_IMPORT,
  DUPLICATE_POLICIES,
  IMPORT_FIELDS,
  IMPORT_FIELD_IDS,
  IMPORT_MESSAGES,
  KEEP_AS_NOTE,
  type ColumnTarget,
  type DuplicatePolicy,
  type ImportField,
  type ImportPreview,
  type ImportSummary,
} from '../../../contracts/imports.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { Select } from '../../components/Select.js';
import { STACKED_TABLE, useStackedCellLabels } from '../../components/useStackedCellLabels.js';
import { cn } from '../../lib/cn.js';
import { plural } from '../../lib/plural.js';
import { storeImportDetail, type ImportParts } from '../../state/imports.js';
import { Notice } from './parts.js';

const COMPANY_FIELDS = IMPORT_FIELD_IDS.filter((f) => IMPORT_FIELDS[f].entity === 'company');
const CONTACT_FIELDS = IMPORT_FIELD_IDS.filter((f) => IMPORT_FIELDS[f].entity === 'contact');
/** A file the server can make records of names a company (by name or domain) or a contact (by email or name). */
const IDENTIFYING: readonly ColumnTarget[] = ['companyName', 'companyDomain', 'email', 'firstName', 'lastName', 'fullName'];
const isField = (t: ColumnTarget): t is ImportField => t !== 'note' && t !== 'skip';

/** What is wrong with a mapping before it is sent (null: nothing). */
function mappingProblem(targets: Record<number, ColumnTarget>, headers: Map<number, string>): string | null {
  const chosen = Object.entries(targets) as Array<[string, ColumnTarget]>;
  if (!chosen.some(([, t]) => IDENTIFYING.includes(t))) return IMPORT_MESSAGES.nothingMapped;
  const byField = new Map<ImportField, string[]>();
  for (const [index, t] of chosen) if (isField(t)) byField.set(t, [...(byField.get(t) ?? []), headers.get(Number(index)) ?? `Column ${Number(index) + 1}`]);
  for (const [field, columns] of byField)
    if (columns.length > 1) return `“${IMPORT_FIELDS[field].label}” is chosen for ${columns.length} columns (${columns.join(', ')}): each field takes one column. Choose ${KEEP_AS_NOTE.toLowerCase()} or ${DONT_IMPORT.toLowerCase()} for the others.`;
  return null;
}

/** Step 2: one row per column of the file — its header, sample values and what it fills — and the duplicate rule; Preview saves both. */
export function MappingStep({ summary, parts, onPreview }: { summary: ImportSummary; parts: ImportParts; onPreview: (preview: ImportPreview) => void }) {
  const store = useStore();
  const tableRef = useStackedCellLabels();
  const policyName = useId();
  const [targets, setTargets] = useState<Record<number, ColumnTarget>>(() => Object.fromEntries(parts.columns.map((c) => [c.index, c.target])));
  const [duplicates, setDuplicates] = useState<DuplicatePolicy>(summary.duplicates);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const headers = useMemo(() => new Map(parts.columns.map((c) => [c.index, c.header || `Column ${c.index + 1}`])), [parts.columns]);

  const values = Object.values(targets);
  const fields = values.filter(isField).length;
  const notes = values.filter((t) => t === 'note').length;
  const skipped = values.filter((t) => t === 'skip').length;

  const choose = (index: number, target: ColumnTarget) => {
    setTargets((t) => ({ ...t, [index]: target }));
    setError(null);
  };

  const preview = async () => {
    const problem = mappingProblem(targets, headers);
    if (problem) return setError(problem);
    setError(null);
    setBusy(true);
    try {
      const result = await api.imports.preview(
        { id: summary.id },
        { columns: parts.columns.map((c) => ({ index: c.index, target: targets[c.index] ?? 'skip' })), duplicates },
      );
      storeImportDetail(store, result.detail);
      onPreview(result);
    } catch (err) {
      setError(messageOf(err, 'The preview could not be made. Try again.'));
    } finally {
      setBusy(false);
    }
  };

  if (parts.columns.length === 0)
    return (
      <Card className="px-4 py-12 text-center text-sm text-slate-600">
        <p>No columns were found in this file. The first row must name the columns (for example Company Name, Website, Email).</p>
        <Link href="/imports/new" className={cn(buttonClass('outline', 'sm'), 'mt-4')}>
          Upload another file
        </Link>
      </Card>
    );

  return (
    <div className="space-y-4">
      {parts.rememberedMapping && <Notice tone="info">Mapping remembered from your last file with these columns</Notice>}
      <Card>
        <div className="border-b border-slate-100 px-4 py-3">
          <h2 className="text-base font-semibold text-slate-900">Map columns</h2>
          <p className="mt-0.5 text-sm text-slate-600">
            Choose what each column of your file fills in SwagScout. A column kept as a note is added to the record’s notes as “Header: value”.
          </p>
          <p className="mt-1 text-xs text-slate-500" aria-live="polite">
            {plural(parts.columns.length, 'column')}: {fields} imported as fields, {notes} kept as notes, {skipped} not imported
          </p>
        </div>
        <div className="overflow-x-auto">
          <table ref={tableRef} className={cn('w-full min-w-[620px] text-left', STACKED_TABLE)} aria-label="Columns of your file">
            <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  Column in your file
                </th>
                <th scope="col" className="px-4 py-3 font-medium">
                  Sample values
                </th>
                <th scope="col" className="w-72 px-4 py-3 font-medium">
                  Import as
                </th>
              </tr>
            </thead>
            <tbody>
              {parts.columns.map((c) => {
                const target = targets[c.index] ?? 'skip';
                const header = headers.get(c.index) ?? '';
                return (
                  <tr key={c.index} className={cn('border-b border-slate-100 align-top last:border-0', target === 'skip' && 'bg-slate-50/60')}>
                    <td className="px-4 py-3">
                      <span className={cn('break-words text-sm font-medium', target === 'skip' ? 'text-slate-500' : 'text-slate-900')}>{header}</span>
                    </td>
                    <td className="max-w-[18rem] px-4 py-3">
                      {c.samples.length === 0 ? (
                        <span className="text-sm text-slate-500">No values in the first rows</span>
                      ) : (
                        <ul className="space-y-0.5 text-sm text-slate-600">
                          {c.samples.slice(0, 3).map((s, i) => (
                            <li key={i} className="truncate" title={s}>
                              {s}
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td className="px-4 py-3">
                      <Select aria-label={`Import “${header}” as`} value={target} onChange={(e) => choose(c.index, e.target.value as ColumnTarget)} disabled={busy}>
                        <optgroup label="Company">
                          {COMPANY_FIELDS.map((f) => (
                            <option key={f} value={f}>
                              {IMPORT_FIELDS[f].label}
                            </option>
                          ))}
                        </optgroup>
                        <optgroup label="Contact">
                          {CONTACT_FIELDS.map((f) => (
                            <option key={f} value={f}>
                              {IMPORT_FIELDS[f].label}
                            </option>
                          ))}
                        </optgroup>
                        <optgroup label="Other">
                          <option value="note">{KEEP_AS_NOTE}</option>
                          <option value="skip">{DONT_IMPORT}</option>
                        </optgroup>
                      </Select>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </Card>

      <Card className="p-4">
        <fieldset aria-describedby={`${policyName}-help`}>
          <legend className="text-base font-semibold text-slate-900">When a company or contact is already in SwagScout</legend>
          <p id={`${policyName}-help`} className="mt-0.5 text-sm text-slate-600">
            Duplicates are found by company domain and contact email.
          </p>
          <div className="mt-3 space-y-2">
            {(Object.entries(DUPLICATE_POLICIES) as Array<[DuplicatePolicy, string]>).map(([value, label]) => (
              <label key={value} className="flex cursor-pointer items-center gap-2 text-sm text-slate-800">
                <input
                  type="radio"
                  name={policyName}
                  value={value}
                  checked={duplicates === value}
                  onChange={() => setDuplicates(value)}
                  disabled={busy}
                  className="h-4 w-4 border-slate-300 text-brand-700 focus:ring-2 focus:ring-brand-200"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      </Card>

      {error && <Notice tone="error">{error}</Notice>}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Link href="/imports" className={cn(buttonClass('outline'), 'justify-center')}>
          Finish later
        </Link>
        <Button onClick={() => void preview()} disabled={busy} className="justify-center">
          {busy ? 'Preparing the preview...' : 'Preview'}
        </Button>
      </div>
    </div>
  );
}
