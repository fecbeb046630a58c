import { atom } from 'jotai';
import { atomFamily } from 'jotai/utils';
import type { Contact } from '../../contracts/contacts.js';
import { deepEqual } from '../lib/equal.js';
import { alertsVersionAtom } from './alerts.js';
import { contactsByCompanyAtom, mergeContacts } from './company-detail.js';
import type { Store } from './event-handlers.js';

/** One atom per contact record; the list holds ids. */
export const contactAtom = atomFamily((_id: string) => atom<Contact | null>(null));

/** The /contacts table: ids in last name, first name order, its search and its next page. */
export type ContactListState = { ids: string[]; q: string; cursor: string | null };
export const contactListAtom = atom<ContactListState | null>(null);

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

/**
 * Writes a contact unless this store already holds the same or a newer version (the echo of this
 * tab's own save, or an event older than a response already applied).
 */
export function upsertContact(store: Store, contact: Contact): void {
  const a = contactAtom(contact.id);
  const current = store.get(a);
  if (current && (deepEqual(current, contact) || current.updatedAt > contact.updatedAt)) return;
  store.set(a, contact);
}

const byOrder = (store: Store) => (x: string, y: string) => {
  const a = store.get(contactAtom(x));
  const b = store.get(contactAtom(y));
  return a && b ? compareContacts(a, b) : 0;
};

/** Shows a contact in the loaded list when it matches the search and falls within the loaded pages. */
function placeInList(store: Store, contact: Contact): void {
  const list = store.get(contactListAtom);
  if (!list || list.ids.includes(contact.id) || !matchesContactSearch(contact, list.q)) return;
  const last = list.ids.length ? store.get(contactAtom(list.ids[list.ids.length - 1])) : null;
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

function removeFromCompany(store: Store, companyId: string, id: string): void {
  const a = contactsByCompanyAtom(companyId);
  const current = store.get(a);
  if (current?.some((c) => c.id === id)) store.set(a, current.filter((c) => c.id !== id));
}

export const contactEventHandlers = {
  created(contact: Contact, store: Store) {
    upsertContact(store, contact);
    placeInList(store, contact);
    if (contact.companyId) mergeContacts(store, contact.companyId, [contact]);
    store.set(alertsVersionAtom, (v) => v + 1); // the dashboard's contact count
  },
  updated(contact: Contact, previousCompanyId: string | null, store: Store) {
    const stale = (store.get(contactAtom(contact.id))?.updatedAt ?? '') > contact.updatedAt;
    if (stale) return;
    upsertContact(store, contact);
    resortList(store, contact.id);
    if (previousCompanyId && previousCompanyId !== contact.companyId) removeFromCompany(store, previousCompanyId, contact.id);
    if (contact.companyId) mergeContacts(store, contact.companyId, [contact]);
  },
  deleted(id: string, companyId: string | null, store: Store) {
    const list = store.get(contactListAtom);
    if (list?.ids.includes(id)) store.set(contactListAtom, { ...list, ids: list.ids.filter((x) => x !== id) });
    store.set(contactAtom(id), null);
    if (companyId) removeFromCompany(store, companyId, id);
    store.set(alertsVersionAtom, (v) => v + 1);
  },
  /** A company renamed (its new name) or deleted (null: its contacts keep no company). */
  companyChanged(companyId: string, company: { id: string; name: string } | null, store: Store) {
    for (const id of store.get(contactListAtom)?.ids ?? []) {
      const c = store.get(contactAtom(id));
      if (!c || c.companyId !== companyId || deepEqual(c.company, company)) continue;
      store.set(contactAtom(id), { ...c, companyId: company?.id ?? null, company });
    }
  },
  /** Contacts a company's contact search added (company.contacts.found). */
  found(contacts: Contact[], store: Store) {
    for (const c of contacts) {
      upsertContact(store, c);
      placeInList(store, c);
    }
    if (contacts.length) store.set(alertsVersionAtom, (v) => v + 1);
  },
};
