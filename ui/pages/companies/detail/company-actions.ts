import type { CompanyActivity } from '../../../state/company-detail.js';

/** What the company page can start; each runs as a job and finishes with an event. */
export type CompanyAction = 'enrich' | 'research' | 'signals' | 'contacts';
/** Actions this tab started and still waits for (job id once the server accepted it). */
export type PendingActions = Partial<Record<CompanyAction, { jobId: string | null }>>;
export type ToastSpec = { tone: 'success' | 'error'; title: string; description?: string };

const orUnknown = (m: string | undefined) => m || 'Unknown error';
const failure: Record<CompanyAction, (message: string) => ToastSpec> = {
  enrich: (m) => ({ tone: 'error', title: 'Error', description: `Failed to enrich company: ${orUnknown(m)}` }),
  research: (m) => ({ tone: 'error', title: 'Error', description: `Failed to research company: ${orUnknown(m)}` }),
  signals: () => ({ tone: 'error', title: 'Error', description: 'Failed to detect buying signals' }),
  contacts: (m) => ({ tone: 'error', title: 'Error', description: `Failed to initiate contact search: ${orUnknown(m)}` }),
};
export const failureToast = (action: CompanyAction, message: string) => failure[action](message);

/** Job names are the server's; a failed job with no known id is matched by what it was about. */
const jobKeyword: Record<CompanyAction, RegExp> = { enrich: /enrich/i, research: /research/i, signals: /signal/i, contacts: /contact/i };

const without = (p: PendingActions, action: CompanyAction): PendingActions => {
  const next = { ...p };
  delete next[action];
  return next;
};

/**
 * Settles this tab's pending actions against one thing that happened to the company, and says
 * which completion toasts to show (only the tab that started an action reports its outcome).
 */
export function settle(pending: PendingActions, a: CompanyActivity): { pending: PendingActions; toasts: ToastSpec[] } {
  const none = { pending, toasts: [] };
  switch (a.kind) {
    case 'updated': {
      const c = a.change;
      if (!c) return none;
      if (c.kind === 'enriched' && pending.enrich)
        return { pending: without(pending, 'enrich'), toasts: [{ tone: 'success', title: 'Company Enriched', description: `via ${c.source}` }] };
      if (c.kind === 'enrichment_failed' && pending.enrich) return { pending: without(pending, 'enrich'), toasts: [failure.enrich(c.message)] };
      if (c.kind === 'researched' && pending.research)
        // The server goes on to detect signals: this tab reports that too.
        return {
          pending: { ...without(pending, 'research'), signals: pending.signals ?? { jobId: null } },
          toasts: [{ tone: 'success', title: 'Research Complete', description: 'Successfully retrieved company information' }],
        };
      if (c.kind === 'research_failed' && pending.research) return { pending: without(pending, 'research'), toasts: [failure.research(c.message)] };
      return none;
    }
    case 'signals_checked':
      if (!pending.signals) return none;
      return {
        pending: without(pending, 'signals'),
        toasts: [
          a.created > 0
            ? { tone: 'success', title: 'Signals Detected', description: `Found ${a.created} industry-specific buying signal${a.created === 1 ? '' : 's'}` }
            : { tone: 'success', title: 'Signal Analysis Complete', description: 'No new signals' },
        ],
      };
    case 'contacts_found':
      return pending.contacts ? { pending: without(pending, 'contacts'), toasts: [] } : none;
    case 'job_failed': {
      const actions = Object.keys(pending) as CompanyAction[];
      const action =
        actions.find((k) => pending[k]?.jobId === a.jobId) ?? actions.find((k) => pending[k]?.jobId === null && jobKeyword[k].test(a.name));
      if (!action) return none;
      return { pending: without(pending, action), toasts: [failure[action](a.message)] };
    }
    default:
      return none;
  }
}
