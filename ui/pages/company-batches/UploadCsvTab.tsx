import { useRef, useState } from 'react';
import { toast } from 'sonner';
import { Field } from '../../components/Field.js';
import { MAX_BATCH_ROWS } from '../../../contracts/company-batches.js';

const MAX_FILE_BYTES = 400_000;

/** Upload CSV: the file is read in the browser and parsed on the server like a paste. */
export function UploadCsvTab(props: { hasBatch: boolean; busy: boolean; onSubmit: (text: string, fileName: string) => Promise<boolean> }) {
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | undefined>();
  const choose = async (file: File | undefined) => {
    setError(undefined);
    if (!file) return;
    if (!/\.(csv|txt|tsv)$/i.test(file.name) && !/csv|text\/plain/.test(file.type)) return setError('Please choose a .csv file');
    if (file.size > MAX_FILE_BYTES) return setError('This file is too large. Split it and upload the rest as another batch.');
    let text: string;
    try {
      text = await file.text();
    } catch {
      toast.error('Error', { description: 'Failed to process pasted data' });
      return;
    }
    await props.onSubmit(text, file.name);
    if (input.current) input.current.value = '';
  };
  return (
    <Field
      label="CSV file"
      error={error}
      help={`A header row naming a Company (or Name) and a Website (or Domain) column — Industry, Country, Location and Size are read too — or plain Name, domain rows, separated by commas, semicolons or tabs. Up to ${MAX_BATCH_ROWS} companies (a longer file keeps the first ${MAX_BATCH_ROWS}); ${props.hasBatch ? 'they are added to this batch' : 'a new batch is created'}.`}
    >
      {(id, describedBy) => (
        <input
          id={id}
          ref={input}
          type="file"
          accept=".csv,text/csv,.txt,text/plain"
          aria-describedby={describedBy}
          disabled={props.busy}
          onChange={(e) => void choose(e.target.files?.[0])}
          className="block w-full text-sm text-slate-700 file:mr-3 file:rounded-md file:border file:border-slate-300 file:bg-white file:px-3 file:py-2 file:text-sm file:font-medium file:text-slate-800 hover:file:bg-slate-50"
        />
      )}
    </Field>
  );
}
