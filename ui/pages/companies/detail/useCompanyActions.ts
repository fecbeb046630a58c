import { useCallback, useEffect, useRef, useState } from 'react';
import { useAtomValue, useStore } from 'jotai';
import { toast } from 'sonner';
import type { Company } from '../../../../contracts/companies.js';
import type { ContactCategory } from '../../../../contracts/contacts.js';
import { ApiError, messageOf } from '../../../api/client.js';
import { api } from '../../../api/endpoints.js';
import { alertRecords } from '../../../state/alerts.js';
import { claimedJobIdsAtom, companyActivityAtom } from '../../../state/company-detail.js';
import { failureToast, settle, type CompanyAction, type PendingActions, type ToastSpec } from './company-actions.js';

const show = (t: ToastSpec) => (t.tone === 'success' ? toast.success(t.title, { description: t.description }) : toast.error(t.title, { description: t.description }));

/** Reports, in this tab only, how the actions it started ended (from the company's live events). */
function useSettlePending(companyId: string, pending: PendingActions, setPending: (p: PendingActions) => void) {
  const activity = useAtomValue(companyActivityAtom(companyId));
  const seen = useRef(activity.at(-1)?.seq ?? 0);
  useEffect(() => {
    const fresh = activity.filter((e) => e.seq > seen.current);
    if (fresh.length === 0) return;
    seen.current = fresh[fresh.length - 1].seq;
    let next = pending;
    for (const entry of fresh) {
      const r = settle(next, entry);
      next = r.pending;
      r.toasts.forEach(show);
    }
    if (next !== pending) setPending(next);
  }, [activity, pending, setPending]);
}

/** Jobs this page started: the generic job.failed toast leaves them to us while we are open. */
function useJobClaims() {
  const store = useStore();
  const mine = useRef<string[]>([]);
  useEffect(
    () => () => {
      const ids = mine.current;
      store.set(claimedJobIdsAtom, (s) => new Set([...s].filter((id) => !ids.includes(id))));
    },
    [store],
  );
  return useCallback(
    (jobId: string) => {
      mine.current.push(jobId);
      store.set(claimedJobIdsAtom, (s) => new Set(s).add(jobId));
    },
    [store],
  );
}

/** The company page's actions: enrich, research, detect signals, find contacts, mark a signal read. */
export function useCompanyActions(company: Company) {
  const store = useStore();
  const [pending, setPending] = useState<PendingActions>({});
  useSettlePending(company.id, pending, setPending);
  const claim = useJobClaims();
  const id = { id: company.id };

  /** Marks the action pending before the request: its outcome may arrive before the 202 does. */
  const start = async (action: CompanyAction, request: () => Promise<{ jobId: string }>) => {
    setPending((p) => ({ ...p, [action]: { jobId: null } }));
    try {
      const { jobId } = await request();
      claim(jobId);
      setPending((p) => (p[action] ? { ...p, [action]: { jobId } } : p));
    } catch (err) {
      setPending((p) => {
        const next = { ...p };
        delete next[action];
        return next;
      });
      throw err;
    }
  };

  const enrich = async () => {
    if (company.enrichmentStatus !== 'Unenriched' || pending.enrich) return;
    try {
      await start('enrich', () => api.companyIntel.enrich(id));
      toast.success('Enriching Company');
    } catch (err) {
      show(failureToast('enrich', messageOf(err, '')));
    }
  };

  const research = async () => {
    try {
      await start('research', () => api.companyIntel.research(id));
    } catch (err) {
      show(failureToast('research', messageOf(err, '')));
    }
  };

  const detectSignals = async () => {
    try {
      await start('signals', () => api.companyIntel.detectSignals(id));
    } catch {
      show(failureToast('signals', ''));
    }
  };

  /** docs/product.md#company: contact search needs an Enriched company (checked here, and by the server). */
  const checkCanFindContacts = () => {
    if (company.enrichmentStatus === 'Enriched') return true;
    toast.error('Company not enriched', { description: 'Please enrich the company before finding contacts' });
    return false;
  };

  /** Resolves true when the search started (the dialog then closes). */
  const findContacts = async (categories: ContactCategory[]): Promise<boolean> => {
    if (!checkCanFindContacts()) return false;
    try {
      await start('contacts', () => api.companyIntel.findContacts(id, { categories }));
      toast.success('Contact search has been initiated');
      return true;
    } catch (err) {
      if (err instanceof ApiError && err.status === 409)
        toast.error('Company not enriched', { description: err.message || 'Please enrich the company before finding contacts' });
      else show(failureToast('contacts', messageOf(err, '')));
      return false;
    }
  };

  const markRead = async (alertId: string) => {
    try {
      const { alert } = await api.alerts.update({ id: alertId }, { isRead: true });
      alertRecords.upsert(store, alert);
    } catch {
      toast.error('Error', { description: 'Failed to update signal status' });
    }
  };

  return {
    enrich,
    research,
    detectSignals,
    checkCanFindContacts,
    findContacts,
    markRead,
    enriching: company.enrichmentStatus === 'Enriching' || Boolean(pending.enrich && company.enrichmentStatus !== 'Enriched'),
    researching: Boolean(pending.research),
    detecting: Boolean(pending.signals),
    findingContacts: Boolean(pending.contacts),
  };
}
