import { useState } from 'react';
import { Button } from '../../components/Button.js';
import { Field, Textarea } from '../../components/Field.js';
import { MAX_BATCH_ROWS } from '../../../contracts/company-batches.js';

/** Paste Data: lines of "Name, domain" (comma or tab), a bare domain, or a header row. */
export function PasteDataTab(props: { hasBatch: boolean; busy: boolean; onSubmit: (text: string) => Promise<boolean> }) {
  const [text, setText] = useState('');
  const submit = async () => {
    if (await props.onSubmit(text)) setText('');
  };
  return (
    <div className="space-y-4">
      <Field
        label="Company list"
        help={`One company per line: Name, domain — separated by a comma, semicolon or tab (paste straight from a spreadsheet). A header row works too. Up to ${MAX_BATCH_ROWS} companies per batch; a longer list keeps the first ${MAX_BATCH_ROWS}.`}
      >
        {(id, describedBy) => (
          <Textarea
            id={id}
            aria-describedby={describedBy}
            rows={8}
            className="font-mono"
            placeholder={'Acme Corp, acme.com\nGlobex\tglobex.io'}
            value={text}
            onChange={(e) => setText(e.target.value)}
          />
        )}
      </Field>
      <Button onClick={submit} disabled={props.busy || !text.trim()}>
        {props.busy ? 'Processing...' : props.hasBatch ? 'Add to Batch' : 'Create Batch'}
      </Button>
    </div>
  );
}
