import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { MessageSquareText } from 'lucide-react';
import { contactRecords } from '../../state/contacts.js';
import { Button } from '../../components/Button.js';
import { ContactStatusBadge } from './ContactStatusBadge.js';
import { openMessageGenerator } from './message-generator.js';
import { useCan } from '../../state/permissions.js';

const NO_COMPANY = "This contact doesn't have an associated company.";

function Row({ id }: { id: string }) {
  const c = useAtomValue(contactRecords.atom(id));
  const [, navigate] = useLocation();
  // Message writes one (records.write): not for viewers (docs/product.md#teams).
  const mayWrite = useCan('records.write');
  if (!c) return null;
  const name = `${c.firstName} ${c.lastName}`;
  return (
    <tr className="border-b border-slate-100 align-top last:border-0 hover:bg-slate-50 max-md:flex max-md:flex-col max-md:gap-1 max-md:py-3">
      <td className="px-4 py-3 max-md:py-0">
        <Link href={`/contacts/${c.id}`} className="break-words font-medium text-brand-700 hover:underline">
          {name}
        </Link>
        {c.jobTitle && <div className="break-words text-xs text-slate-500">{c.jobTitle}</div>}
      </td>
      <td className="break-words px-4 py-3 text-sm max-md:py-0">
        {c.company ? (
          <Link href={`/companies/${c.company.id}`} className="text-brand-700 hover:underline">
            {c.company.name}
          </Link>
        ) : (
          <span className="text-slate-400">-</span>
        )}
      </td>
      {/* A cell's max-width is ignored by table layout: the truncating box is inside it. */}
      <td className="px-4 py-3 text-sm max-md:py-0">
        {c.email ? (
          <a href={`mailto:${c.email}`} title={c.email} className="block max-w-[14rem] truncate hover:underline max-md:max-w-full">
            {c.email}
          </a>
        ) : (
          <span className="text-slate-400">-</span>
        )}
      </td>
      <td className="px-4 py-3 text-sm md:max-lg:hidden max-md:py-0">
        {c.phone ? (
          <span title={c.phone} className="block max-w-[10rem] truncate max-md:max-w-full">
            {c.phone}
          </span>
        ) : (
          <span className="text-slate-400">-</span>
        )}
      </td>
      <td className="px-4 py-3 max-md:py-0">
        <ContactStatusBadge status={c.contactStatus} />
      </td>
      <td className="whitespace-nowrap px-4 py-3 text-right max-md:pt-1 max-md:text-left">
        {mayWrite && (
        <Button
          variant="outline"
          size="sm"
          disabled={!c.companyId}
          title={c.companyId ? undefined : NO_COMPANY}
          aria-label={`Message ${name}`}
          onClick={() => openMessageGenerator(navigate, c)}
        >
          <MessageSquareText className="h-4 w-4" aria-hidden /> Message
        </Button>
        )}
      </td>
    </tr>
  );
}

/**
 * docs/product.md#contacts: Name, Company, Email, Phone, Status badge and a Message button. Long values truncate so
 * the Message button stays in view; between md and lg the phone column is hidden, and on phones
 * each row becomes a stacked card (the header row is read by screen readers only).
 */
export function ContactsTable({ ids }: { ids: string[] }) {
  return (
    <div className="relative md:overflow-x-auto">
      <table className="w-full text-left max-md:block" aria-label="Contacts">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500 max-md:sr-only">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Name</th>
            <th scope="col" className="px-4 py-3 font-medium">Company</th>
            <th scope="col" className="px-4 py-3 font-medium">Email</th>
            <th scope="col" className="px-4 py-3 font-medium md:max-lg:hidden">Phone</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="max-md:block">
          {ids.map((id) => (
            <Row key={id} id={id} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
