import type { createStore } from 'jotai';
import { toast } from 'sonner';
import type { EventEnvelope, EventType } from '../../contracts/events.js';
import { profileAtom } from './profile.js';
import { userAtom } from './auth.js';
import { companyEventHandlers } from './companies.js';
import { alertEventHandlers, alertsVersionAtom } from './alerts.js';
import { companyDetailEventHandlers } from './company-detail.js';
import { brandingAtom } from './branding.js';
import { removeTemplateAtom, upsertTemplateAtom } from './templates.js';
import { messageEventHandlers } from './messages.js';
import { batchEventHandlers } from './batches.js';
import { contactBatchEventHandlers } from './contact-batches.js';
import { contactEventHandlers } from './contacts.js';
import { addChatMessage, addChatSession, updateDocument } from './chat.js';
import { presentationEventHandlers } from './presentations.js';
import { removeBackgroundJob, upsertBackgroundJob } from './background-jobs.js';
import { proposalEventHandlers } from './proposals.js';

export type Store = ReturnType<typeof createStore>;
type Handler<T extends EventType> = (event: EventEnvelope<T>, store: Store) => void;
type HandlerMap = { [T in EventType]?: Handler<T> };

/**
 * How each event changes what this tab shows: one small handler per type, applied to the
 * tab's Jotai store. Areas add their entries here.
 */
export const eventHandlers: HandlerMap = {
  'profile.updated': (e, store) => {
    store.set(profileAtom, e.payload.profile);
    const user = store.get(userAtom);
    if (user) store.set(userAtom, { ...user, fullName: e.payload.profile.fullName });
  },
  'branding.updated': (e, store) => {
    const current = store.get(brandingAtom);
    // Skip the echo of this tab's own save (already applied from the response).
    if (!current || current.updatedAt < e.payload.branding.updatedAt) store.set(brandingAtom, e.payload.branding);
  },
  'template.created': (e, store) => store.set(upsertTemplateAtom, e.payload.template),
  'template.updated': (e, store) => store.set(upsertTemplateAtom, e.payload.template),
  'template.deleted': (e, store) => store.set(removeTemplateAtom, e.payload.id),
  'company.created': (e, store) => {
    companyEventHandlers.created(e.payload.company, store);
    store.set(alertsVersionAtom, (v) => v + 1);
  },
  'company.updated': (e, store) => {
    const { company, change } = e.payload;
    companyEventHandlers.updated(company, store);
    contactEventHandlers.companyChanged(company.id, { id: company.id, name: company.name }, store);
    companyDetailEventHandlers.updated(company.id, company.enrichmentStatus === 'Enriching', change, store);
    store.set(alertsVersionAtom, (v) => v + 1);
  },
  'company.enrichment.progress': (e, store) => {
    const { companyId, step, pct } = e.payload;
    companyDetailEventHandlers.progress(companyId, { step, pct }, store);
  },
  'company.signals.checked': (e, store) => companyDetailEventHandlers.signalsChecked(e.payload, store),
  'company.contacts.found': (e, store) => {
    companyDetailEventHandlers.contactsFound(e.payload, store);
    contactEventHandlers.found(e.payload.contacts, store);
  },
  'company.deleted': (e, store) => {
    companyEventHandlers.deleted(e.payload.id, store);
    contactEventHandlers.companyChanged(e.payload.id, null, store);
    store.set(alertsVersionAtom, (v) => v + 1);
  },
  'alert.created': (e, store) => {
    alertEventHandlers.created(e.payload.alert, store);
    companyDetailEventHandlers.alertCreated(e.payload.alert, store);
    if (e.payload.company) companyEventHandlers.signalsChanged(e.payload.company, store);
  },
  'alert.updated': (e, store) => {
    alertEventHandlers.updated(e.payload.alert, store);
    if (e.payload.company) companyEventHandlers.signalsChanged(e.payload.company, store);
  },
  'message.created': (e, store) => messageEventHandlers.created(e.payload.message, store),
  'message.updated': (e, store) => messageEventHandlers.updated(e.payload.message, store),
  'message.deleted': (e, store) => messageEventHandlers.deleted(e.payload.id, store),
  'batch.created': (e, store) => batchEventHandlers.created(e.payload.batch, store),
  'batch.updated': (e, store) => batchEventHandlers.updated(e.payload.batch, e.payload.rows, e.payload.removedRowIds, store),
  'contact_batch.created': (e, store) => contactBatchEventHandlers.created(e.payload.batch, store),
  'contact_batch.updated': (e, store) => contactBatchEventHandlers.updated(e.payload.batch, e.payload.rows, store),
  'presentation.created': (e, store) => presentationEventHandlers.created(e.payload.presentation, store),
  'presentation.updated': (e, store) => presentationEventHandlers.updated(e.payload.presentation, store),
  'presentation.deleted': (e, store) => presentationEventHandlers.deleted(e.payload.id, store),
  'job.updated': (e, store) => upsertBackgroundJob(store, e.payload.job),
  'job.deleted': (e, store) => removeBackgroundJob(store, e.payload.id),
  'chat.session.created': (e, store) => addChatSession(store, e.payload.session),
  'chat.message.created': (e, store) => addChatMessage(store, e.payload.message),
  'document.updated': (e, store) => updateDocument(store, e.payload.document),
  'proposal.created': (e, store) => proposalEventHandlers.upsert(store, e.payload.proposal),
  'proposal.updated': (e, store) => proposalEventHandlers.upsert(store, e.payload.proposal),
  'proposal.deleted': (e, store) => proposalEventHandlers.deleted(e.payload.id, store),
  'proposal.client_action': (e, store) => proposalEventHandlers.clientAction(e.payload.proposal, e.payload.summary, store),
  'contact.created': (e, store) => contactEventHandlers.created(e.payload.contact, store),
  'contact.updated': (e, store) => contactEventHandlers.updated(e.payload.contact, e.payload.previousCompanyId, store),
  'contact.deleted': (e, store) => contactEventHandlers.deleted(e.payload.id, e.payload.companyId, store),
  'job.failed': (e, store) => {
    // A page that started this job says what failed in its own words.
    if (companyDetailEventHandlers.jobFailed(e.payload, store)) return;
    toast.error('Error', { description: e.payload.message });
  },
};

export function applyEvent(event: EventEnvelope, store: Store): void {
  const handler = eventHandlers[event.type] as Handler<EventType> | undefined;
  handler?.(event, store);
}
