import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { ArrowLeft } from 'lucide-react';
import { Card, CardBody } from '../../components/Card.js';
import { PageHeader } from '../../components/PageHeader.js';

export const BackToContacts = () => (
  <Link href="/contacts" className="mb-4 inline-flex items-center gap-1.5 text-sm font-medium text-slate-600 hover:text-slate-900">
    <ArrowLeft className="h-4 w-4" aria-hidden /> Back to Contacts
  </Link>
);

/** The create and edit pages' frame: back link, title, actions and the form in a card; `after` (the contact's tasks, sequences and emails) below it. */
export function ContactPageFrame(props: { title: string; description?: ReactNode; actions?: ReactNode; children: ReactNode; after?: ReactNode }) {
  return (
    <div className="mx-auto max-w-3xl">
      <BackToContacts />
      <PageHeader title={props.title} description={props.description} actions={props.actions} />
      <Card>
        <CardBody className="py-6">{props.children}</CardBody>
      </Card>
      {props.after && <div className="mt-6 space-y-6">{props.after}</div>}
    </div>
  );
}
