import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  BRAND_NAME_PATH,
  BRAND_NAME_REQUIRED_MESSAGE,
  NO_COMPANY_MESSAGE,
  PLACEHOLDER_MESSAGE,
  PLACEHOLDER_SUBJECT,
  type ComposeResponse,
  type GeneratedMessage,
  type generateMessageRequest,
  type updateMessageRequest,
} from '../../contracts/messages.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { templateVisibleTo } from '../settings/index.js';
import { buyerSignalAlerts, companies, contacts, generatedMessages, messageTemplates, userCompanyProfiles } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { inTransactionWithJobs } from '../jobs/transaction.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { presentContact } from '../contacts/index.js';
import { presentAlert } from '../companies/index.js';
import { markAlertHandled } from '../alerts/index.js';
import { findMessage } from './queries.js';

const messageNotFound = () => notFound('Message not found');

async function contactOf(app: AppContext, actor: Actor, contactId: string) {
  const [contact] = await app.db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), eq(contacts.workspaceId, actor.workspaceId)));
  if (!contact) throw notFound('Contact not found');
  const [company] = contact.companyId
    ? await app.db
        .select()
        .from(companies)
        .where(and(eq(companies.id, contact.companyId), eq(companies.workspaceId, actor.workspaceId)))
    : [];
  return { contact, company };
}

/**
 * Checks the request (the contact has a company; the signal is that company's; the template is the
 * user's), stores the placeholder message and queues the writer. The result arrives as an event.
 */
export async function requestGeneration(app: AppContext, actor: Actor, input: z.output<typeof generateMessageRequest>): Promise<GeneratedMessage> {
  const { contact, company } = await contactOf(app, actor, input.contactId);
  if (!company) throw invalid([{ path: 'contactId', message: NO_COMPANY_MESSAGE }]);
  // A message is signed with the sender's company: without its name there is nothing honest to sign with.
  const [branding] = await app.db.select({ companyName: userCompanyProfiles.companyName }).from(userCompanyProfiles).where(eq(userCompanyProfiles.workspaceId, actor.workspaceId));
  if (!branding?.companyName?.trim()) throw conflict(BRAND_NAME_REQUIRED_MESSAGE, [{ path: BRAND_NAME_PATH, message: BRAND_NAME_REQUIRED_MESSAGE }]);
  if (input.buyingSignalId) {
    const [signal] = await app.db
      .select({ id: buyerSignalAlerts.id })
      .from(buyerSignalAlerts)
      .where(and(eq(buyerSignalAlerts.id, input.buyingSignalId), eq(buyerSignalAlerts.workspaceId, actor.workspaceId), eq(buyerSignalAlerts.companyId, company.id)));
    if (!signal) throw notFound('Buying signal not found');
  }
  if (input.templateId) {
    const [template] = await app.db
      .select({ id: messageTemplates.id })
      .from(messageTemplates)
      .where(and(eq(messageTemplates.id, input.templateId), templateVisibleTo(actor)));
    if (!template) throw notFound('Template not found');
  }
  return inTransactionWithJobs(app, async (tx, publish, enqueue) => {
    const [row] = await tx
      .insert(generatedMessages)
      .values({
        workspaceId: actor.workspaceId,
        userId: actor.userId,
        contactId: contact.id,
        companyId: company.id,
        buyingSignalId: input.buyingSignalId ?? null,
        templateId: input.templateId ?? null,
        messageType: input.messageType,
        subject: PLACEHOLDER_SUBJECT,
        message: PLACEHOLDER_MESSAGE,
        status: 'pending',
      })
      .returning({ id: generatedMessages.id });
    const created = (await findMessage(tx, actor.userId, row.id))!;
    // Writing to the company about its signal is acting on that alert: it is handled (read) now.
    if (input.buyingSignalId) await markAlertHandled(tx, publish, actor, input.buyingSignalId);
    // The author's tabs in this workspace; the workspace also says whose feed 'Message written' joins
    // (an author's home workspace may be another one).
    await publish({ type: 'message.created', workspaceId: actor.workspaceId, userId: actor.userId, actorId: actor.userId, subjectId: created.id, payload: { message: created } });
    // Same transaction: it is never "pending" without a job to write it.
    await enqueue('message.generate', { messageId: created.id, userId: actor.userId, workspaceId: actor.workspaceId });
    return created;
  });
}

/** Puts a message that can no longer be written into `failed`, with the reason, and tells the user. */
export async function markFailed(app: AppContext, job: { messageId: string; userId: string }, reason: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .update(generatedMessages)
      .set({ status: 'failed', error: reason, subject: null, message: null, updatedAt: new Date() })
      .where(and(eq(generatedMessages.id, job.messageId), eq(generatedMessages.userId, job.userId), eq(generatedMessages.status, 'pending')))
      .returning({ id: generatedMessages.id });
    if (!row) return;
    const message = (await findMessage(tx, job.userId, row.id))!;
    await publish({ type: 'message.updated', userId: job.userId, subjectId: row.id, payload: { message } });
  });
}

export async function getMessage(app: AppContext, actor: Actor, id: string): Promise<GeneratedMessage> {
  const message = await findMessage(app.db, actor.userId, id);
  if (!message) throw messageNotFound();
  return message;
}

/** Saves the user's edits of a written message. */
export async function updateMessage(app: AppContext, actor: Actor, id: string, input: z.output<typeof updateMessageRequest>): Promise<GeneratedMessage> {
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .select({ status: generatedMessages.status })
      .from(generatedMessages)
      .where(and(eq(generatedMessages.id, id), eq(generatedMessages.userId, actor.userId)));
    if (!row) throw messageNotFound();
    if (row.status === 'pending') throw conflict('This message is still being generated');
    if (row.status === 'failed') throw conflict('This message could not be generated; generate a new one');
    const changes = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (Object.keys(changes).length === 0) return (await findMessage(tx, actor.userId, id))!;
    await tx
      .update(generatedMessages)
      .set({ ...changes, updatedAt: new Date() })
      .where(and(eq(generatedMessages.id, id), eq(generatedMessages.userId, actor.userId)));
    const message = (await findMessage(tx, actor.userId, id))!;
    await publish({ type: 'message.updated', userId: actor.userId, actorId: actor.userId, subjectId: id, payload: { message } });
    return message;
  });
}

export async function deleteMessage(app: AppContext, actor: Actor, id: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .delete(generatedMessages)
      .where(and(eq(generatedMessages.id, id), eq(generatedMessages.userId, actor.userId)))
      .returning({ id: generatedMessages.id });
    if (!row) throw messageNotFound();
    await publish({ type: 'message.deleted', userId: actor.userId, actorId: actor.userId, subjectId: id, payload: { id } });
  });
}

/** What the generator shows for a contact: the contact, its company's facts and buying signals. */
export async function composeContext(app: AppContext, actor: Actor, contactId: string): Promise<ComposeResponse> {
  const { contact, company } = await contactOf(app, actor, contactId);
  const signals = company
    ? await app.db
        .select()
        .from(buyerSignalAlerts)
        .where(and(eq(buyerSignalAlerts.workspaceId, actor.workspaceId), eq(buyerSignalAlerts.companyId, company.id)))
        .orderBy(desc(buyerSignalAlerts.createdAt))
    : [];
  const ref = company ? { id: company.id, name: company.name, domain: company.domain } : null;
  return {
    contact: presentContact(contact, ref && { id: ref.id, name: ref.name }),
    company: company
      ? {
          id: company.id,
          name: company.name,
          website: company.website,
          industry: company.industry,
          eventParticipationLikelihood: company.eventParticipationLikelihood,
          promoOpportunities: company.promoOpportunities,
          uniqueCharacteristics: company.uniqueCharacteristics,
        }
      : null,
    signals: signals.map((s) => presentAlert(s, ref)),
  };
}
