import { isSampleContact } from '../../../../contracts/companies.js';
import { SampleBadge } from '../SampleBadge.js';
import { useId, useState } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'wouter';
import { ExternalLink as LinkIcon, Mail, UserPlus, UserSearch } from 'lucide-react';
import { CONTACT_CATEGORIES, type Contact, type ContactCategory } from '../../../../contracts/contacts.js';
import { Badge } from '../../../components/Badge.js';
import { Button } from '../../../components/Button.js';
import { Card, CardBody, CardHeader } from '../../../components/Card.js';
import { hrefOf } from './Facts.js';
import { ContactTypesDialog } from './ContactTypesDialog.js';
import { SourceNote } from './SourceNote.js';
import { companyContactsAtom } from '../../../state/contacts.js';

/** Why Find Contacts is off: the contact finder (and the server) works on enriched companies only. */
export const FIND_CONTACTS_NEEDS_ENRICHMENT = 'Enrich the company first to find contacts';

const categoryLabel = (key: string | null) => CONTACT_CATEGORIES.find((c) => c.key === key)?.label ?? key;

function ContactRow({ c }: { c: Contact }) {
  const label = categoryLabel(c.category);
  return (
    <li className="py-3 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center gap-2">
        <Link href={`/contacts/${c.id}`} className="font-medium text-slate-900 hover:text-brand-700 hover:underline">
          {c.firstName} {c.lastName}
        </Link>
        {label && <Badge tone="purple">{label}</Badge>}
        {isSampleContact(c) && <SampleBadge />}
      </div>
      {c.jobTitle && <p className="text-sm text-slate-600">{c.jobTitle}</p>}
      <div className="mt-1 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm">
        {c.email && (
          <a href={`mailto:${c.email}`} className="inline-flex min-w-0 items-center gap-1 text-brand-700 hover:underline">
            <Mail className="h-3.5 w-3.5 shrink-0" aria-hidden />
            <span className="truncate">{c.email}</span>
          </a>
        )}
        {c.linkedinProfile && (
          <a href={hrefOf(c.linkedinProfile)} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 text-brand-700 hover:underline">
            <LinkIcon className="h-3.5 w-3.5" aria-hidden />
            LinkedIn<span className="sr-only"> profile of {c.firstName} {c.lastName}</span>
          </a>
        )}
        <SourceNote source={c.source} />
      </div>
    </li>
  );
}

export function KeyContactsCard(props: {
  companyId: string;
  companyName: string;
  enriched: boolean;
  finding: boolean;
  provider: string | undefined;
  onFindClick: () => boolean;
  /** Absent for a role that only reads: Find Contacts and Add Contact are hidden. */
  onFind?: (categories: ContactCategory[]) => Promise<boolean>;
}) {
  const { onFind } = props;
  const contacts = useAtomValue(companyContactsAtom(props.companyId)) ?? [];
  const [open, setOpen] = useState(false);
  const hintId = useId();
  const locked = !props.enriched;
  return (
    <Card>
      <CardHeader
        title={<span className="whitespace-nowrap">Key Contacts</span>}
        description={contacts.length > 0 ? `${contacts.length} ${contacts.length === 1 ? 'contact' : 'contacts'}` : undefined}
        action={
          onFind && (
            <Button
              variant="outline"
              size="sm"
              className="shrink-0 whitespace-nowrap"
              disabled={props.finding || locked}
              title={locked ? FIND_CONTACTS_NEEDS_ENRICHMENT : undefined}
              aria-describedby={locked ? hintId : undefined}
              onClick={() => props.onFindClick() && setOpen(true)}
            >
              <UserSearch className="h-4 w-4" aria-hidden />
              {props.finding ? 'Finding...' : 'Find Contacts'}
            </Button>
          )
        }
      />
      <CardBody>
        {onFind && locked && (
          <p id={hintId} className="mb-3 rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-800">
            {FIND_CONTACTS_NEEDS_ENRICHMENT}.
          </p>
        )}
        {contacts.length === 0 ? (
          <p className="text-sm text-slate-500">
            {props.finding ? 'Looking for contacts...' : props.enriched ? 'No contacts yet. Find the people to talk to.' : 'No contacts yet. Enrich the company, then find the people to talk to.'}
            {props.provider && <span className="block pt-1 text-xs">Contacts are found via {props.provider}.</span>}
          </p>
        ) : (
          <ul className="divide-y divide-slate-100" aria-label="Key contacts">
            {contacts.map((c) => (
              <ContactRow key={c.id} c={c} />
            ))}
          </ul>
        )}
        {onFind && (
          <Link href={`/contacts/new?companyId=${props.companyId}`} className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline">
            <UserPlus className="h-4 w-4" aria-hidden /> Add Contact
          </Link>
        )}
      </CardBody>
      {onFind && <ContactTypesDialog open={open} companyName={props.companyName} onClose={() => setOpen(false)} onSubmit={onFind} />}
    </Card>
  );
}
