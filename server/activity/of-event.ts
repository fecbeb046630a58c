import type { EventPayload, EventType } from '../../contracts/events.js';
import type { NewEvent } from '../events/outbox.js';

/** The activity an outbox event leaves behind (workspace and actor come from the event). */
export type ActivityDraft = {
  kind: string;
  subjectType: 'company' | 'contact' | 'message' | 'member';
  subjectId: string;
  payload: Record<string, unknown>;
};

type Mapper<T extends EventType> = (payload: EventPayload<T>, subjectId: string | null) => ActivityDraft | null;

const aboutCompany = (subjectId: string | null, kind: string, payload: Record<string, unknown>): ActivityDraft | null =>
  subjectId ? { kind, subjectType: 'company', subjectId, payload } : null;

/**
 * The one list of events that are history, and what each one records. Everything else in the
 * outbox (progress ticks, deletions, per-user drafts…) is transport only.
 *
 * The migration 0009_activities backfills the same mapping in SQL from the outbox rows that were
 * still there: change both together.
 */
const ACTIVITY_OF: { [T in EventType]?: Mapper<T> } = {
  'company.created': (p, subjectId) => aboutCompany(subjectId, 'company.created', { name: p.company.name }),
  // company.stage / .edited / .owner / .enrichment_started / .enriched / .enrichment_failed / .researched / .research_failed
  'company.updated': (p, subjectId) => {
    if (!p.change) return null; // a plain refresh of the company, nothing happened to it
    const { kind, ...details } = p.change;
    return aboutCompany(subjectId, `company.${kind}`, details);
  },
  'alert.created': (p) => aboutCompany(p.alert.companyId, 'company.signal_found', { alertId: p.alert.id, signalType: p.alert.signalType, summary: p.alert.summary }),
  'company.signals.checked': (p) => aboutCompany(p.companyId, 'company.signals_checked', { found: p.found, created: p.created }),
  'company.contacts.found': (p) => aboutCompany(p.companyId, 'company.contacts_found', { count: p.contacts.length }),
  'contact.created': (p) => ({
    kind: 'contact.added',
    subjectType: p.contact.companyId ? 'company' : 'contact',
    subjectId: p.contact.companyId ?? p.contact.id,
    payload: { contactId: p.contact.id, name: `${p.contact.firstName} ${p.contact.lastName}`.trim() },
  }),
  // docs/product.md#teams: the feed shows people joining.
  'member.joined': (p) => ({ kind: 'member.joined', subjectType: 'member', subjectId: p.member.userId, payload: { name: p.member.fullName, role: p.member.role } }),
  // A proposal for a company, and what its client did through the link, belong to the company's history.
  'proposal.created': (p) => aboutCompany(p.proposal.companyId, 'company.proposal_created', { proposalId: p.proposal.id, title: p.proposal.title }),
  'proposal.client_action': (p) =>
    aboutCompany(p.proposal.companyId, 'company.proposal_client_action', { proposalId: p.proposal.id, actionId: p.action.id, kind: p.action.kind, summary: p.summary, title: p.proposal.title }),
  'message.created': (p) => ({
    kind: 'message.requested',
    subjectType: p.message.companyId ? 'company' : 'message',
    subjectId: p.message.companyId ?? p.message.id,
    payload: { messageId: p.message.id },
  }),
};

export function activityOf(event: NewEvent): ActivityDraft | null {
  const map = ACTIVITY_OF[event.type] as Mapper<EventType> | undefined;
  return map ? map(event.payload, event.subjectId ?? null) : null;
}
