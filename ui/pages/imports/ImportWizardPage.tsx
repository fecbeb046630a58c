import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link, useParams } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import type { ImportPreview } from '../../../contracts/imports.js';
import { Button } from '../../components/Button.js';
import { PageHeader } from '../../components/PageHeader.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { ViewerNotice } from '../../components/ViewerNotice.js';
import { plural } from '../../lib/plural.js';
import { useCan } from '../../state/permissions.js';
import { importPartsAtom, importRecords } from '../../state/imports.js';
import { MappingStep } from './MappingStep.js';
import { PreviewStep } from './PreviewStep.js';
import { ResultStep } from './ResultStep.js';
import { UploadStep } from './UploadStep.js';
import { ImportStatusBadge, WizardSteps, formatWhen } from './parts.js';
import { useImport } from './useImport.js';

const backLink = (
  <Link href="/imports" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
    <ArrowLeft className="h-4 w-4" aria-hidden /> Imports
  </Link>
);

function NewImport() {
  const mayWrite = useCan('records.write');
  return (
    <>
      {backLink}
      <PageHeader title="Import a file" description="Bring in companies, or contacts with their companies, from a CSV or Excel file." />
      <WizardSteps current={1} />
      {mayWrite ? <UploadStep /> : <ViewerNotice />}
    </>
  );
}

function ImportView({ id }: { id: string }) {
  const mayWrite = useCan('records.write');
  const { load, reload } = useImport(id);
  const summary = useAtomValue(importRecords.atom(id));
  const parts = useAtomValue(importPartsAtom(id));
  // The preview of this visit (the mapping step makes it); Back to mapping drops it.
  const [preview, setPreview] = useState<ImportPreview | null>(null);

  if (load.state === 'not_found')
    return (
      <div className="py-24 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Import not found</h1>
        <p className="mt-2 text-sm text-slate-600">It may belong to another workspace, or the address is mistyped.</p>
        <Link href="/imports" className="mt-4 inline-block text-sm font-medium text-brand-700 hover:underline">
          Back to Imports
        </Link>
      </div>
    );
  if (load.state === 'error' && !(summary && parts))
    return (
      <div className="py-24 text-center">
        <h1 className="text-xl font-semibold text-slate-900">Failed to load the import</h1>
        <p className="mt-2 text-sm text-slate-600">{load.message}</p>
        <Button variant="outline" size="sm" className="mt-4" onClick={reload}>
          Try again
        </Button>
      </div>
    );
  if (!summary || !parts) return <CenteredSpinner label="Loading the import" />;

  const mapping = summary.status === 'mapping';
  const step = mapping ? (preview && preview.detail.import.id === id ? 3 : 2) : 4;
  return (
    <>
      {backLink}
      <PageHeader
        title={mapping ? 'Import a file' : 'Import'}
        description={
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="break-all font-medium text-slate-700">{summary.fileName}</span>
            {summary.rowCount > 0 && <span>{plural(summary.rowCount, 'row')}</span>}
            <span>
              Uploaded by {summary.createdBy.name} · {formatWhen(summary.createdAt)}
            </span>
          </span>
        }
        actions={<ImportStatusBadge status={summary.status} />}
      />
      <WizardSteps current={step} />
      {mapping && !mayWrite ? (
        <ViewerNotice />
      ) : step === 2 ? (
        <MappingStep summary={summary} parts={parts} onPreview={setPreview} />
      ) : step === 3 && preview ? (
        <PreviewStep preview={preview} onBack={() => setPreview(null)} onStarted={() => setPreview(null)} />
      ) : (
        <ResultStep summary={summary} parts={parts} onSettled={reload} />
      )}
    </>
  );
}

/** /imports/new (upload) and /imports/:id: map the columns, preview, run and watch an import, or see what it came to. */
export function ImportWizardPage() {
  const { id } = useParams<{ id?: string }>();
  return id ? <ImportView key={id} id={id} /> : <NewImport />;
}
