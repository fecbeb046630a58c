import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Button } from '../../components/Button.js';
import { useCan } from '../../state/permissions.js';
import { PageHeader } from '../../components/PageHeader.js';
import { ContactBatchesTable } from './ContactBatchesTable.js';
import { NewContactBatchDialog } from './NewContactBatchDialog.js';

/** Opens the New Contact Batch dialog (on /contacts/batches and the /batches Contact Batches tab). */
export function NewContactBatchButton() {
  const [open, setOpen] = useState(false);
  // Hidden from a role that cannot write records (docs/product.md#teams).
  const mayWrite = useCan('records.write');
  if (!mayWrite) return null;
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus className="h-4 w-4" aria-hidden /> New Contact Batch
      </Button>
      <NewContactBatchDialog open={open} onClose={() => setOpen(false)} />
    </>
  );
}

/** docs/product.md#contact-batches: /contacts/batches, the contact batches list. */
export function ContactBatchesPage() {
  return (
    <>
      <PageHeader title="Contact Batches" description="People proposed for a company, pasted or found, to review one by one." actions={<NewContactBatchButton />} />
      <ContactBatchesTable />
    </>
  );
}
