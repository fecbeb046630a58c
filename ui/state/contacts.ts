import { atom } from 'jotai';
import type { Contact } from '../../contracts/contacts.js';
import { createRecordStore } from './record-store.js';
import { bumpDashboard } from './dashboard.js';
import { companyOwnerPasses } from './companies.js';
import type { EventHandlers, Store } from './store.js';

/** Contacts; `listOf(companyId)`: a company page's contacts, in last-name order. */
export const contactRecords = createRecordStore<Contact>();
/** A company page's contacts (null until its page loaded them). */
export const companyContactsAtom = (companyId: string) => contactRecords.recordsOf(contactRecords.listOf(companyId));

/** The /contacts table: ids in last name, first name order, its search, its owner filter ('' / 'me' / a user id) and its next page. */
export type ContactListState = { ids: string[]; q: string; owner: string; cursor: string | null };
export const contactListAtom = atom<ContactListState | null>(null);
/** Bumped when many contacts changed at once (an import finished or was undone): an open /contacts re-reads its first page. */
export const contactListReloadAtom = atom(0);

/** Contacts changed in bulk, without an event for each: the contacts list and the dashboard re-read. */
export function reloadContacts(store: Store): void {
  store.set(contactListReloadAtom, (v) => v + 1);
  bumpDashboard(store);
}

/** The server's order: last name, first name (case-insensitive), then id. */
const sortKey = (c: Contact) => [c.lastName.toLowerCase(), c.firstName.toLowerCase(), c.id] as const;
export function compareContacts(a: Contact, b: Contact): number {
  const ka = sortKey(a);
  const kb = sortKey(b);
  for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return ka[i] < kb[i] ? -1 : 1;
  return 0;
}

/** The list's search: case-insensitive contains on names, email, job title and company name. */
export function matchesContactSearch(c: Contact, q: string): boolean {
  const term = q.trim().toLowerCase();
  if (!term) return true;
  return [c.firstName, c.lastName, `${c.firstName} ${c.lastName}`, c.email, c.jobTitle, c.company?.name].some((v) => v?.toLowerCase().includes(term));
}

const byOrder = (store: Store) => (x: string, y: string) => {
  const a = contactRecords.get(store, x);
  const b = contactRecords.get(store, y);
  return a && b ? compareContacts(a, b) : 0;
};

/** Shows a contact in the loaded list when it matches the search and falls within the loaded pages. */
function placeInList(store: Store, contact: Contact): void {
  const list = store.get(contactListAtom);
  if (!list || list.ids.includes(contact.id) || !matchesContactSearch(contact, list.q) || !companyOwnerPasses(store, contact.companyId, list.owner)) return;
  const last = list.ids.length ? contactRecords.get(store, list.ids[list.ids.length - 1]) : null;
  // Beyond the last loaded row of a list with more pages: it arrives with Load more.
  if (list.cursor && last && compareContacts(contact, last) > 0) return;
  store.set(contactListAtom, { ...list, ids: [...list.ids, contact.id].sort(byOrder(store)) });
}

function resortList(store: Store, id: string): void {
  const list = store.get(contactListAtom);
  if (!list?.ids.includes(id)) return;
  const ids = [...list.ids].sort(byOrder(store));
  if (ids.some((x, i) => x !== list.ids[i])) store.set(contactListAtom, { ...list, ids });
}

const byLastName = (a: Contact, b: Contact) =>
  a.lastName.localeCompare(b.lastName, undefined, { sensitivity: 'base' }) || a.firstName.localeCompare(b.firstName, undefined, { sensitivity: 'base' });

/** Adds or replaces a company's contacts by id (a contact search in any tab shows up at once). */
function mergeIntoCompany(store: Store, companyId: string, contacts: readonly Contact[]): void {
  const list = contactRecords.listOf(companyId);
  if (!store.get(list)) return; // Not loaded here: the page reads them all when it opens.
  for (const c of contacts) contactRecords.append(store, c.id, list);
  contactRecords.sort(store, byLastName, list);
}

/** A new contact: held, and shown in the loaded lists it belongs to. */
export function addContact(store: Store, contact: Contact): void {
  contactRecords.upsert(store, contact);
  placeInList(store, contact);
  if (contact.companyId) mergeIntoCompany(store, contact.companyId, [contact]);
  bumpDashboard(store); // the dashboard's contact count
}

/** A changed contact (an older version than the held one changes nothing); it may have moved company. */
export function updateContact(store: Store, contact: Contact, previousCompanyId: string | null): void {
  if (!contactRecords.upsert(store, contact)) return;
  resortList(store, contact.id);
  if (previousCompanyId && previousCompanyId !== contact.companyId) contactRecords.unlist(store, contact.id, contactRecords.listOf(previousCompanyId));
  if (contact.companyId) mergeIntoCompany(store, contact.companyId, [contact]);
}

export function deleteContact(store: Store, id: string): void {
  const list = store.get(contactListAtom);
  if (list?.ids.includes(id)) store.set(contactListAtom, { ...list, ids: list.ids.filter((x) => x !== id) });
  contactRecords.remove(store, id);
  bumpDashboard(store);
}

/** A company renamed (its new name) or deleted (null: its contacts keep no company). */
function companyChanged(store: Store, companyId: string, company: { id: string; name: string } | null): void {
  for (const id of store.get(contactListAtom)?.ids ?? []) {
    const c = contactRecords.get(store, id);
    if (c?.companyId === companyId) contactRecords.upsert(store, { ...c, companyId: company?.id ?? null, company });
  }
}

export const contactEvents: EventHandlers = {
  'contact.created': ({ payload }, store) => addContact(store, payload.contact),
  'contact.updated': ({ payload }, store) => updateContact(store, payload.contact, payload.previousCompanyId),
  'contact.deleted': ({ payload }, store) => deleteContact(store, payload.id),
  'company.updated': ({ payload: { company } }, store) => companyChanged(store, company.id, { id: company.id, name: company.name }),
  'company.deleted': ({ payload }, store) => companyChanged(store, payload.id, null),
  // Contacts a company's contact search added.
  'company.contacts.found': ({ payload: { companyId, contacts } }, store) => {
    for (const c of contacts) {
      contactRecords.upsert(store, c);
      placeInList(store, c);
    }
    mergeIntoCompany(store, companyId, contacts);
    if (contacts.length) bumpDashboard(store);
  },
};
