import { z } from 'zod';
import { profile } from './profile.js';
import { company } from './companies.js';
import { alert } from './alerts.js';
import { contact } from './contacts.js';
import { companyChange } from './company-intel.js';
import { branding } from './branding.js';
import { messageTemplate } from './templates.js';
import { batchCompany, companyBatch } from './company-batches.js';
import { batchContact, contactBatch } from './contact-batches.js';
import { generatedMessage } from './messages.js';
import { chatMessage, chatSession } from './chat.js';
import { proposalDocument } from './documents.js';
import { presentation } from './presentations.js';
import { backgroundJob } from './background-jobs.js';
import { invitation, member } from './team.js';
import { activityItem } from './activity.js';
import { clientAction, proposal, proposalSettings } from './proposals.js';
import { presentationCommentHeard, presentationLinkState } from './presentation-sharing.js';
import { presenceChanged } from './presence.js';
import { importSummary } from './imports.js';
import { task, taskChange } from './tasks.js';
import { inboundEmail, mailboxState, outboundEmail } from './mail.js';
import { enrollment, sequence } from './sequences.js';
import { dealSettingsSchema } from './deals.js';
import { boardRow, orderSummary, supplier } from './orders.js';
import { invoice, orderSettings } from './invoices.js';

/**
 * Every event a client can receive on the socket's single `event` channel, type → payload.
 * The server's publish and the client's handlers are both checked against this map.
 */
export const eventPayloads = {
  'profile.updated': z.object({ profile }),
  'branding.updated': z.object({ branding }),
  /** The workspace's logo was uploaded (its versioned path) or removed (null). */
  'branding.logo.updated': z.object({ logoUrl: z.string().nullable() }),
  'template.created': z.object({ template: messageTemplate }),
  'template.updated': z.object({ template: messageTemplate }),
  'template.deleted': z.object({ id: z.string() }),
  'job.failed': z.object({ jobId: z.string(), name: z.string(), message: z.string(), subjectId: z.string().nullable() }),
  /** A background job was queued, started, finished, failed or was retried (its owner's workspace, or its user for per-user work). */
  'job.updated': z.object({ job: backgroundJob }),
  /** A queued background job was cancelled. */
  'job.deleted': z.object({ id: z.string() }),
  'session.expired': z.object({ reason: z.string() }),
  /**
   * The session moved to another workspace (docs/product.md#teams): sent (not stored, id 0) to the
   * session's sockets still in the old one, which are then closed; their tab reopens in the new one.
   */
  'session.switched': z.object({ workspaceId: z.string() }),
  'company.created': z.object({ company }),
  'company.updated': z.object({ company, change: companyChange.optional() }),
  /** A step of an enrichment job, for the live progress bar. */
  'company.enrichment.progress': z.object({ companyId: z.string(), step: z.string(), pct: z.number() }),
  /** Signal detection finished: `created` new alerts out of `found` signals. */
  'company.signals.checked': z.object({ companyId: z.string(), found: z.number(), created: z.number(), provider: z.string() }),
  'company.contacts.found': z.object({ companyId: z.string(), contacts: z.array(contact), provider: z.string() }),
  /** `removed`: what went with it (contacts detached or deleted, alerts deleted), for the toast. */
  'company.deleted': z.object({ id: z.string(), name: z.string().optional(), removed: z.object({ contacts: z.number(), alerts: z.number() }).optional() }),
  /** `company`: the company with its new Buying Signal facts (latestSignal, unreadSignals). */
  'alert.created': z.object({ alert, company: company.optional() }),
  'alert.updated': z.object({ alert, company: company.optional() }),
  /** Company batches (workspace-wide): a new batch; rows added, processed or skipped (`rows`) or removed. */
  'company_batch.created': z.object({ batch: companyBatch }),
  'company_batch.updated': z.object({ batch: companyBatch, rows: z.array(batchCompany), removedRowIds: z.array(z.string()) }),
  /** Contact batches (workspace-wide): a new batch; rows imported, skipped or enriched (`rows`). */
  'contact_batch.created': z.object({ batch: contactBatch }),
  'contact_batch.updated': z.object({ batch: contactBatch, rows: z.array(batchContact) }),
  /** Generated messages (per user): a new pending one, then its result or an edit; removal. */
  'message.created': z.object({ message: generatedMessage }),
  'message.updated': z.object({ message: generatedMessage }),
  'message.deleted': z.object({ id: z.string() }),
  /** Presentations (per user): created, edited or (re)generated (the result or the failure), deleted. */
  'presentation.created': z.object({ presentation }),
  'presentation.updated': z.object({ presentation }),
  'presentation.deleted': z.object({ id: z.string() }),
  /** Chat (per user): a new session; a new message (the user's own, then the assistant's reply). */
  'chat.session.created': z.object({ session: chatSession }),
  'chat.message.created': z.object({ message: chatMessage }),
  /** Proposal documents (per user): an edit. */
  'document.updated': z.object({ document: proposalDocument }),
  /** Proposals (workspace-wide): created, edited (lines, prices, status, link), deleted; a client's action through the link. */
  'proposal.created': z.object({ proposal }),
  'proposal.updated': z.object({ proposal }),
  'proposal.deleted': z.object({ id: z.string() }),
  /** Only the new action, and the proposal without its history: an event's size does not grow with the history. */
  'proposal.client_action': z.object({ proposal: proposal.omit({ actions: true }), action: clientAction.omit({ actorEmail: true }), summary: z.string() }),
  /** The workspace's proposal settings (the default margin of new proposals). */
  'proposal_settings.updated': z.object({ settings: proposalSettings }),
  /** A presentation's client link (per user): made or revoked; a client's comment through it. */
  'presentation.sharing.updated': z.object({ sharing: presentationLinkState }),
  /** Only the new comment, without the client's email (the seller's page fetches emails over HTTP). */
  'presentation.client_comment': z.object({ sharing: presentationLinkState, comment: presentationCommentHeard, summary: z.string() }),
  /**
   * An import (workspace-wide): its progress and every change of state. When one finishes or is
   * undone, open lists of companies and contacts reload (one event, not one per record).
   */
  'import.updated': z.object({ import: importSummary }),
  /** The rep's own mailbox (per user): connected, changed, failing, disconnected (null). */
  'mailbox.updated': z.object({ mailbox: mailboxState.nullable() }),
  /** An email the app sends (workspace-wide): queued, sent, failed, waiting for approval. */
  'email.updated': z.object({ email: outboundEmail }),
  /** A reply, auto-reply or bounce the reply watcher read (workspace-wide). */
  'email.received': z.object({ email: inboundEmail, summary: z.string() }),
  'sequence.created': z.object({ sequence }),
  'sequence.updated': z.object({ sequence }),
  'sequence.deleted': z.object({ id: z.string() }),
  /** A contact's place in a sequence: enrolled, a step done, paused, resumed, stopped, finished. */
  'enrollment.updated': z.object({ enrollment }),
  /**
   * Tasks (workspace-wide, docs/product.md#tasks): made, changed (`change`: what happened — a task
   * done is history on its company), deleted. Every tab of the workspace updates its lists and badge.
   */
  'task.created': z.object({ task }),
  /**
   * A client approved a whole proposal of an open deal (docs/product.md#deals): its owner is offered
   * "Mark as won" (a toast in their tabs, and a task) — the deal never moves by itself.
   */
  'deal.won_offered': z.object({
    companyId: z.string(),
    companyName: z.string(),
    ownerId: z.string().nullable(),
    proposalId: z.string(),
    proposalTitle: z.string(),
    amountCents: z.number().int(),
  }),
  /** The workspace's stage probabilities, lost reasons or stale rule changed: amounts are weighed again. */
  'deal.settings.updated': z.object({ settings: dealSettingsSchema }),
  /**
   * Sales orders and purchase orders (workspace-wide, docs/product.md#orders). Events carry no cost:
   * every member hears them, viewers included; a tab that may see costs reads them over HTTP.
   * `change`: what happened (a revision is history on the company); `summary`: the sentence told.
   */
  'order.updated': z.object({ order: orderSummary, change: z.enum(['created', 'edited', 'revised', 'proof']), summary: z.string() }),
  'purchase_order.updated': z.object({ purchaseOrder: boardRow, change: z.enum(['created', 'sent', 'status', 'edited']), summary: z.string() }),
  'supplier.updated': z.object({ supplier }),
  /** An invoice made, sent, paid or voided (workspace-wide; invoices carry no cost). */
  'invoice.updated': z.object({ invoice, change: z.enum(['created', 'sent', 'paid', 'voided']), summary: z.string() }),
  'order_settings.updated': z.object({ settings: orderSettings }),
  'task.updated': z.object({ task, change: taskChange }),
  'task.deleted': z.object({ id: z.string(), companyId: z.string().nullable(), contactId: z.string().nullable() }),
  'contact.created': z.object({ contact }),
  /** `previousCompanyId`: the company it belonged to before this change (the same one when unchanged). */
  'contact.updated': z.object({ contact, previousCompanyId: z.string().nullable() }),
  'contact.deleted': z.object({ id: z.string(), companyId: z.string().nullable() }),
  /** The team (docs/product.md#teams); invitations are sent without their link. */
  'invitation.created': z.object({ invitation }),
  'invitation.updated': z.object({ invitation }),
  'member.joined': z.object({ member }),
  'member.updated': z.object({ member }),
  'member.removed': z.object({ userId: z.string() }),
  /** Who views a record now (contracts/presence.ts): sent to the record's viewers only, id 0, never stored or replayed. */
  'presence.changed': presenceChanged,
  /** A new row of the workspace's activity feed, as GET /api/activity presents it (server/events/outbox.ts). */
  'activity.created': z.object({ activity: activityItem }),
} as const;

export type EventType = keyof typeof eventPayloads;
export type EventPayload<T extends EventType> = z.infer<(typeof eventPayloads)[T]>;

export type EventEnvelope<T extends EventType = EventType> = {
  id: number;
  type: T;
  payload: EventPayload<T>;
  at: string;
};

/** Replay request a reconnecting tab sends; the ack carries what it missed, oldest first. */
export type ResumeRequest = { lastEventId: number };
/** `lastEventId: -1` (a fresh tab) returns no events, only `head`, the newest id it may see. */
/**
 * `more`: further events follow (ask again after the last one). `retryAfterMs`: nothing was sent
 * (this socket asked too often, or the server could not read its events now); ask again after that long.
 */
export type ResumeAck = { events: EventEnvelope[]; more: boolean; head?: number; retryAfterMs?: number };
export const RESUME_PAGE = 2000;
