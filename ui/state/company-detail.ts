import { atom } from 'jotai';
import { atomFamily } from 'jotai/utils';
import type { Alert } from '../../contracts/alerts.js';
import type { Contact } from '../../contracts/contacts.js';
import type { CompanyChange } from '../../contracts/company-intel.js';
import { deepEqual } from '../lib/equal.js';
import type { Store } from './event-handlers.js';

/** The company page's contacts, by company id, in last-name order (null until loaded). */
export const contactsByCompanyAtom = atomFamily((_companyId: string) => atom<Contact[] | null>(null));
/** Ids of a company's buyer signals, newest first (null until its page loaded them). */
export const signalIdsByCompanyAtom = atomFamily((_companyId: string) => atom<string[] | null>(null));
/** The running enrichment's latest step, for the progress bar (null when none is running). */
export type EnrichmentProgress = { step: string; pct: number };
export const enrichmentProgressAtom = atomFamily((_companyId: string) => atom<EnrichmentProgress | null>(null));

/**
 * What just happened to a company, as the company page needs it to finish its own actions
 * (completion toasts) and to re-read its timeline. A short queue rather than a single value so
 * that several events applied in one tick (a reconnect's replay) are all seen, in order.
 */
export type CompanyActivity =
  | { kind: 'updated'; change: CompanyChange | null }
  | { kind: 'signals_checked'; found: number; created: number; provider: string }
  | { kind: 'contacts_found'; count: number; provider: string }
  | { kind: 'alert_created'; alertId: string }
  | { kind: 'job_failed'; jobId: string; name: string; message: string };
export type CompanyActivityEntry = CompanyActivity & { seq: number };
export const companyActivityAtom = atomFamily((_companyId: string) => atom<CompanyActivityEntry[]>([]));
const ACTIVITY_KEPT = 50;
let seq = 0;

/**
 * Jobs a page in this tab started and reports itself (with the product's own wording), so the
 * generic job.failed toast stays quiet for them.
 */
export const claimedJobIdsAtom = atom<ReadonlySet<string>>(new Set<string>());

export function pushCompanyActivity(store: Store, companyId: string, activity: CompanyActivity): void {
  store.set(companyActivityAtom(companyId), (list) => [...list, { ...activity, seq: ++seq }].slice(-ACTIVITY_KEPT));
}

const byLastName = (a: Contact, b: Contact) =>
  a.lastName.localeCompare(b.lastName, undefined, { sensitivity: 'base' }) || a.firstName.localeCompare(b.firstName, undefined, { sensitivity: 'base' });

/** Adds or replaces contacts by id (a contact search in any tab shows up at once). */
export function mergeContacts(store: Store, companyId: string, incoming: Contact[]): void {
  const a = contactsByCompanyAtom(companyId);
  const current = store.get(a);
  if (!current) return; // Not loaded here: the page reads them all when it opens.
  const byId = new Map(current.map((c) => [c.id, c]));
  for (const c of incoming) byId.set(c.id, c);
  const next = [...byId.values()].sort(byLastName);
  if (!deepEqual(current, next)) store.set(a, next);
}

export function addCompanySignal(store: Store, alert: Alert): void {
  const a = signalIdsByCompanyAtom(alert.companyId);
  const ids = store.get(a);
  if (ids && !ids.includes(alert.id)) store.set(a, [alert.id, ...ids]);
}

export const companyDetailEventHandlers = {
  updated(companyId: string, enriching: boolean, change: CompanyChange | undefined, store: Store) {
    if (!enriching) store.set(enrichmentProgressAtom(companyId), null);
    pushCompanyActivity(store, companyId, { kind: 'updated', change: change ?? null });
  },
  progress(companyId: string, progress: EnrichmentProgress, store: Store) {
    store.set(enrichmentProgressAtom(companyId), progress);
  },
  signalsChecked(p: { companyId: string; found: number; created: number; provider: string }, store: Store) {
    pushCompanyActivity(store, p.companyId, { kind: 'signals_checked', found: p.found, created: p.created, provider: p.provider });
  },
  contactsFound(p: { companyId: string; contacts: Contact[]; provider: string }, store: Store) {
    mergeContacts(store, p.companyId, p.contacts);
    pushCompanyActivity(store, p.companyId, { kind: 'contacts_found', count: p.contacts.length, provider: p.provider });
  },
  alertCreated(alert: Alert, store: Store) {
    addCompanySignal(store, alert);
    pushCompanyActivity(store, alert.companyId, { kind: 'alert_created', alertId: alert.id });
  },
  /** Returns true when a page in this tab reports this failure itself. */
  jobFailed(p: { jobId: string; name: string; message: string; subjectId: string | null }, store: Store): boolean {
    if (p.subjectId) pushCompanyActivity(store, p.subjectId, { kind: 'job_failed', jobId: p.jobId, name: p.name, message: p.message });
    return store.get(claimedJobIdsAtom).has(p.jobId);
  },
};
