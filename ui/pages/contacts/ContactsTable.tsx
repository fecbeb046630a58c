import { useAtomValue } from 'jotai';
import { Link, useLocation } from 'wouter';
import { MessageSquareText } from 'lucide-react';
import { contactAtom } from '../../state/contacts.js';
import { Button } from '../../components/Button.js';
import { ContactStatusBadge } from './ContactStatusBadge.js';
import { openMessageGenerator } from './message-generator.js';

const NO_COMPANY = "This contact doesn't have an associated company.";

function Row({ id }: { id: string }) {
  const c = useAtomValue(contactAtom(id));
  const [, navigate] = useLocation();
  if (!c) return null;
  const name = `${c.firstName} ${c.lastName}`;
  return (
    <tr className="border-b border-slate-100 last:border-0 hover:bg-slate-50">
      <td className="px-4 py-3">
        <Link href={`/contacts/${c.id}`} className="whitespace-nowrap font-medium text-brand-700 hover:underline">
          {name}
        </Link>
        {c.jobTitle && <div className="text-xs text-slate-500">{c.jobTitle}</div>}
      </td>
      <td className="px-4 py-3 text-sm">
        {c.company ? (
          <Link href={`/companies/${c.company.id}`} className="text-brand-700 hover:underline">
            {c.company.name}
          </Link>
        ) : (
          <span className="text-slate-400">-</span>
        )}
      </td>
      <td className="max-w-[16rem] truncate px-4 py-3 text-sm">{c.email ? <a href={`mailto:${c.email}`} className="hover:underline">{c.email}</a> : <span className="text-slate-400">-</span>}</td>
      <td className="whitespace-nowrap px-4 py-3 text-sm">{c.phone || <span className="text-slate-400">-</span>}</td>
      <td className="px-4 py-3">
        <ContactStatusBadge status={c.contactStatus} />
      </td>
      <td className="px-4 py-3 text-right">
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
      </td>
    </tr>
  );
}

/** Spec: Name, Company, Email, Phone, Status badge and a Message button. Scrolls sideways on a phone. */
export function ContactsTable({ ids }: { ids: string[] }) {
  return (
    <div className="overflow-x-auto">
      <table className="w-full min-w-[760px] text-left" aria-label="Contacts">
        <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-500">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">Name</th>
            <th scope="col" className="px-4 py-3 font-medium">Company</th>
            <th scope="col" className="px-4 py-3 font-medium">Email</th>
            <th scope="col" className="px-4 py-3 font-medium">Phone</th>
            <th scope="col" className="px-4 py-3 font-medium">Status</th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => (
            <Row key={id} id={id} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
