import { useId, useRef, useState, type DragEvent } from 'react';
import { useStore } from 'jotai';
import { useLocation } from 'wouter';
import { FileUp } from 'lucide-react';
import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS, IMPORT_MESSAGES, IMPORT_TYPES } from '../../../contracts/imports.js';
import { api } from '../../api/endpoints.js';
import { messageOf } from '../../api/client.js';
import { Card } from '../../components/Card.js';
import { Spinner } from '../../components/Spinner.js';
import { cn } from '../../lib/cn.js';
import { storeImportDetail } from '../../state/imports.js';
import { Notice } from './parts.js';

const ACCEPT = '.csv,.xlsx,.txt,.tsv';
const EXTENSIONS = /\.(csv|xlsx|txt|tsv)$/i;
const MAX_NAME = 255;

/** The type the file is sent with: its own when the server takes it, otherwise "some file" (the server reads what it holds). */
function uploadType(file: File): string {
  return (IMPORT_TYPES as readonly string[]).includes(file.type) ? file.type : 'application/octet-stream';
}

/** A long name keeps its end (the extension tells the server how to read it). */
const nameOf = (file: File) => (file.name.length > MAX_NAME ? file.name.slice(-MAX_NAME) : file.name) || 'import.csv';

/** Step 1: a file dropped or chosen is sent as itself; the server answers with its columns, and the mapping step opens. */
export function UploadStep() {
  const store = useStore();
  const [, navigate] = useLocation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file || busy) return;
    setError(null);
    if (file.size === 0) return setError(IMPORT_MESSAGES.empty);
    if (file.size > IMPORT_MAX_BYTES) return setError(IMPORT_MESSAGES.tooLarge);
    if (!EXTENSIONS.test(file.name) && !(IMPORT_TYPES as readonly string[]).includes(file.type)) return setError(IMPORT_MESSAGES.wrongType);
    setBusy(file.name);
    try {
      const type = uploadType(file);
      const body = file.type === type ? file : file.slice(0, file.size, type);
      const detail = await api.imports.upload({ name: nameOf(file) }, body);
      storeImportDetail(store, detail);
      navigate(`/imports/${detail.import.id}`, { replace: true });
    } catch (err) {
      setError(messageOf(err, 'The file could not be uploaded. Try again.'));
      setBusy(null);
    } finally {
      if (input.current) input.current.value = '';
    }
  };

  const drop = (e: DragEvent<HTMLLabelElement>) => {
    e.preventDefault();
    setDragging(false);
    void send(e.dataTransfer.files?.[0]);
  };

  return (
    <div className="space-y-4">
      <Card className="p-5">
        <h2 className="text-base font-semibold text-slate-900">Upload a file</h2>
        <p className="mt-1 text-sm text-slate-600">
          A CSV file or an Excel workbook (.xlsx), for example an export from HubSpot, Salesforce, Pipedrive, Zoho, Apollo or Sales Navigator. It can hold
          companies, or contacts with their companies. The first row must name the columns.
        </p>
        <label
          htmlFor={inputId}
          onDragOver={(e) => {
            e.preventDefault();
            if (!busy) setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={drop}
          className={cn(
            'mt-4 flex min-h-40 cursor-pointer flex-col items-center justify-center gap-2 rounded-lg border-2 border-dashed px-4 py-8 text-center transition-colors focus-within:border-brand-600 focus-within:ring-2 focus-within:ring-brand-200',
            dragging ? 'border-brand-600 bg-brand-50' : 'border-slate-300 bg-slate-50 hover:bg-slate-100',
            busy && 'cursor-wait opacity-80',
          )}
        >
          {busy ? (
            <>
              <Spinner className="h-6 w-6" label="Uploading" />
              <span className="break-all text-sm font-medium text-slate-800">Uploading {busy}…</span>
              <span className="text-xs text-slate-500">Reading its columns. A large file takes a few seconds.</span>
            </>
          ) : (
            <>
              <FileUp className="h-8 w-8 text-slate-500" aria-hidden />
              <span className="text-sm font-medium text-slate-800">
                Drop your file here, or <span className="text-brand-700 underline">choose a file</span>
              </span>
              <span className="text-xs text-slate-500">
                .csv, .xlsx, .tsv or .txt · at most 25 MB and {IMPORT_MAX_ROWS.toLocaleString('en-US')} rows
              </span>
            </>
          )}
          <input
            id={inputId}
            ref={input}
            type="file"
            accept={ACCEPT}
            aria-label="File to import"
            disabled={busy !== null}
            className="sr-only"
            onChange={(e) => void send(e.target.files?.[0])}
          />
        </label>
        {error && (
          <Notice tone="error" className="mt-4">
            <p className="font-medium">This file could not be imported</p>
            <p className="mt-0.5 break-words">{error}</p>
          </Notice>
        )}
      </Card>
      <p className="text-xs text-slate-500">
        Nothing is saved until you have checked the preview. Rows already in SwagScout are matched by company domain and contact email.
      </p>
    </div>
  );
}
