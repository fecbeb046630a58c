import { atom } from 'jotai';
import { toast } from 'sonner';
import type { CompanyChange } from '../../contracts/company-intel.js';
import { createAtomMap } from './atom-map.js';
import type { EventHandlers, Store } from './store.js';

/** The running enrichment's latest step, for the progress bar (null when none is running). */
export type EnrichmentProgress = { step: string; pct: number };
const enrichmentProgress = createAtomMap<EnrichmentProgress | null>(() => null);
export const enrichmentProgressAtom = (companyId: string) => enrichmentProgress.get(companyId);

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
const companyActivity = createAtomMap<CompanyActivityEntry[]>(() => []);
export const companyActivityAtom = (companyId: string) => companyActivity.get(companyId);
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

export const companyDetailEvents: EventHandlers = {
  'company.updated': ({ payload: { company, change } }, store) => {
    if (company.enrichmentStatus !== 'Enriching') store.set(enrichmentProgressAtom(company.id), null);
    pushCompanyActivity(store, company.id, { kind: 'updated', change: change ?? null });
  },
  'company.enrichment.progress': ({ payload: { companyId, step, pct } }, store) => store.set(enrichmentProgressAtom(companyId), { step, pct }),
  'company.signals.checked': ({ payload: p }, store) =>
    pushCompanyActivity(store, p.companyId, { kind: 'signals_checked', found: p.found, created: p.created, provider: p.provider }),
  'company.contacts.found': ({ payload: p }, store) =>
    pushCompanyActivity(store, p.companyId, { kind: 'contacts_found', count: p.contacts.length, provider: p.provider }),
  'alert.created': ({ payload: { alert } }, store) => pushCompanyActivity(store, alert.companyId, { kind: 'alert_created', alertId: alert.id }),
  'company.deleted': ({ payload: { id } }, store) => {
    // Its page (if open) says it went; nothing more happens to a deleted company.
    store.set(enrichmentProgressAtom(id), null);
    enrichmentProgress.delete(id);
    companyActivity.delete(id);
  },
  'job.failed': ({ payload: p }, store) => {
    if (p.subjectId) pushCompanyActivity(store, p.subjectId, { kind: 'job_failed', jobId: p.jobId, name: p.name, message: p.message });
    // A page in this tab that started this job says what failed in its own words.
    if (!store.get(claimedJobIdsAtom).has(p.jobId)) toast.error('Error', { description: p.message });
  },
};
