import { isSampleContact } from '../../../contracts/companies.js';
import { SampleBadge } from '../companies/SampleBadge.js';
import { useEffect, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { useLocation } from 'wouter';
import { UserRound } from 'lucide-react';
import type { ComposeResponse } from '../../../contracts/messages.js';
import { messageOf } from '../../api/client.js';
import { api } from '../../api/endpoints.js';
import { Button } from '../../components/Button.js';
import { Card, CardBody } from '../../components/Card.js';
import { PageHeader } from '../../components/PageHeader.js';
import { CenteredSpinner } from '../../components/Spinner.js';
import { templateListAtom, templateRecords } from '../../state/templates.js';
import { Composer } from './Composer.js';
import { HowItWorks } from './HowItWorks.js';

/**
 * The contact id the Message buttons pass in navigation state (history state, not the URL), and
 * the buying signal when an alert's Write message opened the generator.
 */
function fromState(key: 'contactId' | 'signalId'): string | null {
  const state = window.history.state as Record<string, unknown> | null;
  const value = state?.[key];
  return typeof value === 'string' ? value : null;
}
const contactIdFromState = () => fromState('contactId');

function NoContact() {
  const [, navigate] = useLocation();
  return (
    <>
      <PageHeader title="Message Generator" />
      <Card>
        <CardBody className="flex flex-col items-center py-12 text-center">
          <UserRound className="h-10 w-10 text-slate-400" aria-hidden />
          <h2 className="mt-3 text-lg font-semibold text-slate-900">No contact selected</h2>
          <p className="mt-1 max-w-sm text-sm text-slate-500">Open Contacts and choose Message next to the person you want to write to.</p>
          <Button className="mt-6" onClick={() => navigate('/contacts')}>
            Go to Contacts
          </Button>
        </CardBody>
      </Card>
    </>
  );
}

export function MessageGeneratorPage() {
  const [contactId] = useState(contactIdFromState);
  const [signalId] = useState(() => fromState('signalId'));
  const [compose, setCompose] = useState<ComposeResponse | null>(null);
  const [error, setError] = useState<string | null>(null);
  const store = useStore();
  const templates = useAtomValue(templateListAtom);

  useEffect(() => {
    if (!contactId) return;
    let live = true;
    api.messages
      .compose({ contactId })
      .then((r) => live && setCompose(r))
      .catch((err: unknown) => live && setError(messageOf(err, 'Failed to load the contact')));
    api.templates
      .list()
      .then((r) => live && templateRecords.setList(store, r.templates))
      .catch(() => live && store.set(templateRecords.ids, (ids) => ids ?? []));
    return () => {
      live = false;
    };
  }, [contactId, store]);

  if (!contactId) return <NoContact />;
  if (error)
    return (
      <>
        <PageHeader title="Message Generator" />
        <p role="alert" className="text-sm text-red-600">
          {error}
        </p>
      </>
    );
  if (!compose) return <CenteredSpinner label="Loading contact" />;
  const { contact, company } = compose;
  return (
    <>
      <PageHeader
        title="Message Generator"
        description={
          <>
            For {contact.firstName} {contact.lastName}
            {contact.jobTitle && <>, {contact.jobTitle}</>}
            {company && <> at {company.name}</>}
            {isSampleContact(contact) && <SampleBadge className="ml-2 align-middle" />}
          </>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <div className="min-w-0 lg:order-2">
          <HowItWorks />
        </div>
        <div className="min-w-0 lg:order-1">
          <Composer compose={compose} templates={templates ?? []} initialSignalId={signalId} />
        </div>
      </div>
    </>
  );
}
