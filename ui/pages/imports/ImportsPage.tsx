import { useCallback, useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { Link } from 'wouter';
import { toast } from 'sonner';
import { Download, FileUp } from 'lucide-react';
import { importsApi } from '../../../contracts/imports.js';
import { api, hrefOf } from '../../api/endpoints.js';
import { Button, buttonClass } from '../../components/Button.js';
import { Card } from '../../components/Card.js';
import { ListTable } from '../../components/ListTable.js';
import { PageHeader } from '../../components/PageHeader.js';
import { plural } from '../../lib/plural.js';
import { useCan } from '../../state/permissions.js';
import { importRecords, setImportList } from '../../state/imports.js';
import { ImportCountsText, ImportProgress, ImportStatusBadge, formatWhen } from './parts.js';
import { UndoImportButton } from './UndoImport.js';

const SOURCES = 'HubSpot, Salesforce, Pipedrive, Zoho, Apollo or Sales Navigator';

/** Opens the import wizard (hidden from a role that cannot add records). */
export function ImportFileLink({ variant = 'primary' }: { variant?: 'primary' | 'outline' }) {
  const mayWrite = useCan('records.write');
  if (!mayWrite) return null;
  return (
    <Link href="/imports/new" className={buttonClass(variant)}>
      <FileUp className="h-4 w-4" aria-hidden /> Import a file
    </Link>
  );
}

/** Downloads of the pipeline's companies and the contacts, as CSV files any CRM can read. */
function ExportLinks() {
  return (
    <>
      <a href={hrefOf(importsApi.exportCompanies)} download className={buttonClass('outline')}>
        <Download className="h-4 w-4" aria-hidden /> Export companies (CSV)
      </a>
      <a href={hrefOf(importsApi.exportContacts)} download className={buttonClass('outline')}>
        <Download className="h-4 w-4" aria-hidden /> Export contacts (CSV)
      </a>
    </>
  );
}

function ImportRow({ id }: { id: string }) {
  const imp = useAtomValue(importRecords.atom(id));
  if (!imp) return null;
  // Mapping: pick up where it was left; running: watch its progress; otherwise what it came to.
  const open = imp.status === 'mapping' ? 'Continue' : imp.status === 'running' || imp.status === 'undoing' ? 'Watch' : 'Details';
  return (
    <tr className="border-b border-slate-100 align-top last:border-0">
      <td className="max-w-[16rem] px-4 py-3">
        <Link href={`/imports/${imp.id}`} className="break-words font-medium text-brand-700 hover:underline">
          {imp.fileName}
        </Link>
        <div className="text-xs text-slate-500">
          {[imp.rowCount > 0 ? plural(imp.rowCount, 'row') : '', imp.kind === 'companies' ? 'Companies' : imp.kind === 'contacts' ? 'Contacts with their companies' : '']
            .filter(Boolean)
            .join(' · ')}
        </div>
      </td>
      <td className="px-4 py-3 text-sm text-slate-700">{imp.createdBy.name}</td>
      <td className="px-4 py-3 text-sm text-slate-700">
        <time dateTime={imp.createdAt}>{formatWhen(imp.createdAt)}</time>
      </td>
      <td className="px-4 py-3">
        <ImportStatusBadge status={imp.status} />
        {imp.status === 'running' && <ImportProgress summary={imp} label={`Progress of ${imp.fileName}`} className="mt-2 w-40 max-w-full" />}
        {imp.status === 'failed' && imp.error && <p className="mt-1 max-w-[16rem] break-words text-xs text-red-700">{imp.error}</p>}
      </td>
      <td className="px-4 py-3">
        <ImportCountsText summary={imp} />
      </td>
      <td className="px-4 py-3 text-right">
        <div className="flex flex-wrap justify-end gap-1.5" role="group" aria-label={`Actions for ${imp.fileName}`}>
          <Link href={`/imports/${imp.id}`} className={buttonClass(imp.status === 'mapping' ? 'outline' : 'ghost', 'sm')} aria-label={`${open} ${imp.fileName}`}>
            {open}
          </Link>
          <UndoImportButton summary={imp} />
        </div>
      </td>
    </tr>
  );
}

/** No import yet: what can be brought in, and from where. */
function EmptyImports() {
  return (
    <Card className="px-6 py-10 text-center">
      <FileUp className="mx-auto h-8 w-8 text-slate-500" aria-hidden />
      <h2 className="mt-3 text-base font-semibold text-slate-900">No imports yet</h2>
      <p className="mx-auto mt-2 max-w-xl text-sm text-slate-600">
        Bring your prospects over from another CRM: upload a CSV file or an Excel workbook (.xlsx) exported from {SOURCES}. A file can hold companies, or
        contacts with their companies. You choose which column goes where, see a preview before anything is saved, and can undo an import for 24 hours.
      </p>
      <div className="mt-5 flex justify-center">
        <ImportFileLink />
      </div>
    </Card>
  );
}

/** /imports: the workspace's imports, live in every tab, with Undo and the CSV exports. */
export function ImportsPage() {
  const store = useStore();
  const ids = useAtomValue(importRecords.ids);
  const [state, setState] = useState<'loading' | 'ready' | 'error'>('loading');

  const load = useCallback(async () => {
    setState('loading');
    try {
      const { imports } = await api.imports.list();
      setImportList(store, imports);
      setState('ready');
    } catch {
      toast.error('Error', { description: 'Failed to load imports' });
      setState('error');
    }
  }, [store]);

  useEffect(() => {
    void load();
  }, [load]);

  const shown = ids ?? [];
  return (
    <>
      <PageHeader
        title="Imports"
        description="Companies and contacts brought in from CSV and Excel files. An import can be undone for 24 hours after it finishes."
        actions={
          <>
            <ExportLinks />
            <ImportFileLink />
          </>
        }
      />
      {state === 'error' && shown.length === 0 ? (
        <Card className="flex flex-col items-center gap-3 px-4 py-12 text-center text-sm text-slate-500">
          <p>Imports could not be loaded.</p>
          <Button variant="outline" size="sm" onClick={() => void load()}>
            Try again
          </Button>
        </Card>
      ) : ids !== null && shown.length === 0 && state !== 'loading' ? (
        <EmptyImports />
      ) : (
        <ListTable
          label="Imports"
          columns={[{ label: 'File' }, { label: 'Imported by' }, { label: 'Started' }, { label: 'Status' }, { label: 'Results' }, { label: 'Actions', align: 'right', srOnly: true }]}
          rows={ids === null || (state === 'loading' && shown.length === 0) ? null : shown.length}
          loadingLabel="Loading imports"
          failedText={null}
          emptyText="No imports yet."
          minWidthClass="min-w-[760px]"
        >
          {shown.map((id) => (
            <ImportRow key={id} id={id} />
          ))}
        </ListTable>
      )}
    </>
  );
}
