import { isSampleContact } from '../../../contracts/companies.js';
import { SampleBadge } from '../companies/SampleBadge.js';
import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLocation, useParams } from 'wouter';
import { toast } from 'sonner';
import { ArrowLeft, MessageSquareText, Trash2 } from 'lucide-react';
import type { Contact } from '../../../contracts/contacts.js';
import { ApiError } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { contactRecords, deleteContact, updateContact } from '../../state/contacts.js';
import { useCan } from '../../state/permissions.js';
import { saveInOrder } from '../../state/stale-save.js';
import { ContactForm } from './ContactForm.js';
import { BackToContacts, ContactPageFrame } from './ContactPageFrame.js';
import { ContactStatusBadge } from './ContactStatusBadge.js';
import { DeleteContactDialog } from './DeleteContactDialog.js';
import { openMessageGenerator } from './message-generator.js';
import { TasksCard } from '../tasks/TasksCard.js';
import { EmailsCard, SequenceStatusCard } from '../sequences/OutreachCards.js';

type Load = 'loading' | 'ready' | 'not_found' | 'error';

/** Loads the contact into the store; live events keep it current (or remove it). */
function useContact(id: string): Load {
  const store = useStore();
  const [state, setState] = useState<Load>('loading');
  useEffect(() => {
    let current = true;
    setState('loading');
    api.contacts
      .get({ id })
      .then((r) => {
        if (!current) return;
        contactRecords.upsert(store, r.contact);
        setState('ready');
      })
      .catch((err: unknown) => {
        if (!current) return;
        // A malformed id (400) is as missing as an unknown one.
        if (err instanceof ApiError && (err.status === 404 || err.status === 400)) setState('not_found');
        else {
          toast.error('Error', { description: 'Failed to load contact details' });
          setState('error');
        }
      });
    return () => {
      current = false;
    };
  }, [id, store]);
  return state;
}

function NotFound() {
  const [, navigate] = useLocation();
  return (
    <div className="flex flex-col items-center justify-center py-24 text-center">
      <h1 className="text-xl font-semibold text-slate-900">Contact not found</h1>
      <p className="mt-1 text-sm text-slate-500">It may have been deleted, or the link is wrong.</p>
      <Button className="mt-6" onClick={() => navigate('/contacts')}>
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Contacts
      </Button>
    </div>
  );
}

function EditContact({ contact }: { contact: Contact }) {
  const store = useStore();
  const [, navigate] = useLocation();
  const [deleting, setDeleting] = useState(false);
  // docs/product.md#teams: a viewer sees the contact; editing, deleting and writing messages are hidden.
  const mayWrite = useCan('records.write');
  return (
    <ContactPageFrame
      title={mayWrite ? 'Edit Contact' : 'Contact'}
      after={
        <>
          <TasksCard contactId={contact.id} contactName={`${contact.firstName} ${contact.lastName}`.trim()} companyId={contact.companyId} companyName={contact.company?.name ?? null} />
          <SequenceStatusCard about={{ contactId: contact.id, name: `${contact.firstName} ${contact.lastName}`.trim() }} />
          <EmailsCard about={{ contactId: contact.id, name: `${contact.firstName} ${contact.lastName}`.trim() }} />
        </>
      }
      description={
        <span className="inline-flex flex-wrap items-center gap-2">
          {contact.firstName} {contact.lastName}
          {contact.company && <span>· {contact.company.name}</span>}
          <ContactStatusBadge status={contact.contactStatus} />
          {isSampleContact(contact) && <SampleBadge />}
        </span>
      }
      actions={
        mayWrite &&
        contact.company && (
          <Button onClick={() => openMessageGenerator(navigate, contact)}>
            <MessageSquareText className="h-4 w-4" aria-hidden /> Generate Message
          </Button>
        )
      }
    >
      <ContactForm
        contact={contact}
        submitLabel="Update Contact"
        readOnly={!mayWrite}
        onCancel={() => navigate('/contacts')}
        extraActions={
          mayWrite && (
          <Button variant="ghost" className="hover:bg-red-50" onClick={() => setDeleting(true)}>
            <span className="inline-flex items-center gap-2 text-red-700">
              <Trash2 className="h-4 w-4" aria-hidden /> Delete
            </span>
          </Button>
          )
        }
        onStale={(current) => updateContact(store, current, contact.companyId)}
        save={async (values, expectedUpdatedAt) => {
          const previousCompanyId = contact.companyId;
          const saved = await saveInOrder(`contact:${contact.id}`, expectedUpdatedAt, async (version) => (await api.contacts.update({ id: contact.id }, { ...values, expectedUpdatedAt: version })).contact);
          updateContact(store, saved, previousCompanyId);
          toast.success('Success', { description: 'Contact updated' });
          return saved;
        }}
      />
      <DeleteContactDialog
        contact={contact}
        open={deleting}
        onClose={() => setDeleting(false)}
        onDeleted={() => {
          navigate('/contacts');
          deleteContact(store, contact.id);
        }}
      />
    </ContactPageFrame>
  );
}

function EditContactLoader({ id }: { id: string }) {
  const state = useContact(id);
  const contact = useAtomValue(contactRecords.atom(id));
  if (state === 'not_found') return <NotFound />;
  if (state === 'loading' && !contact) return <CenteredSpinner label="Loading contact" />;
  // Failed to load (the toast said so), or deleted in another tab since.
  if (!contact) return state === 'error' ? <BackToContacts /> : <NotFound />;
  return <EditContact contact={contact} />;
}

/** docs/product.md#contacts: /contacts/:id — Edit Contact, live in every tab. */
export function EditContactPage() {
  const { id = '' } = useParams<{ id: string }>();
  return <EditContactLoader key={id} id={id} />;
}
