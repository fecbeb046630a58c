import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { EXISTING_CONTACT_DETAIL, emailTakenMessage, type Contact, type contactInput, type contactPatch } from '../../contracts/contacts.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { contacts } from '../db/schema/index.js';
import { inTransaction, type Publish, type Tx } from '../events/outbox.js';
import { conflict, invalid, notFound } from '../http/errors.js';
import { refuseStaleSave } from '../http/stale-save.js';
import { findCompanyRef, findContact, findContactByEmail, findContactRow } from './queries.js';

const contactNotFound = () => notFound('Contact not found');

/** One contact per email in a workspace: a second is refused (409), naming the first so the form can open it. */
async function refuseTakenEmail(tx: Tx, workspaceId: string, email: string | null | undefined, exceptId?: string): Promise<void> {
  if (!email) return;
  const twin = await findContactByEmail(tx, workspaceId, email, exceptId);
  if (!twin) return;
  const message = emailTakenMessage(`${twin.firstName} ${twin.lastName}`);
  throw conflict(message, [
    { path: 'email', message },
    { path: EXISTING_CONTACT_DETAIL, message: twin.id },
  ]);
}

/** A contact may only belong to a company of its own workspace: anything else is a field error. */
async function checkCompany(tx: Tx, workspaceId: string, companyId: string | null | undefined): Promise<void> {
  if (!companyId) return;
  if (!(await findCompanyRef(tx, workspaceId, companyId))) throw invalid([{ path: 'companyId', message: 'Company not found' }]);
}

export async function getContact(app: AppContext, actor: Actor, id: string): Promise<Contact> {
  const contact = await findContact(app.db, actor.workspaceId, id);
  if (!contact) throw contactNotFound();
  return contact;
}

/** Extra columns a contact may be created with besides the form's (an import's category and source). */
export type NewContactExtras = { category?: string | null; source?: string | null };

/**
 * Inserts a contact in the caller's transaction and announces it (`contact.created`), so every
 * contacts list and the company page's Key Contacts show it. Used by the form and by imports.
 */
export async function insertContact(tx: Tx, publish: Publish, actor: Actor, input: z.output<typeof contactInput> & NewContactExtras): Promise<Contact> {
  await checkCompany(tx, actor.workspaceId, input.companyId);
  const [row] = await tx
    .insert(contacts)
    .values({
      ...input,
      contactStatus: input.contactStatus ?? 'lead',
      workspaceId: actor.workspaceId,
      userId: actor.userId,
    })
    .returning({ id: contacts.id });
  const contact = (await findContact(tx, actor.workspaceId, row.id))!;
  await publish({ type: 'contact.created', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: contact.companyId, payload: { contact } });
  return contact;
}

export async function createContact(app: AppContext, actor: Actor, input: z.output<typeof contactInput>): Promise<Contact> {
  return inTransaction(app, async (tx, publish) => {
    await refuseTakenEmail(tx, actor.workspaceId, input.email);
    return insertContact(tx, publish, actor, input);
  });
}

export async function updateContact(app: AppContext, actor: Actor, id: string, input: z.output<typeof contactPatch>): Promise<Contact> {
  return inTransaction(app, async (tx, publish) => {
    const before = await findContactRow(tx, actor.workspaceId, id, { lock: true });
    if (!before) throw contactNotFound();
    const { expectedUpdatedAt, ...changes } = input;
    await refuseStaleSave(expectedUpdatedAt, before, 'contact', async () => (await findContact(tx, actor.workspaceId, id))!);
    input = changes;
    const fields = Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined));
    if (Object.keys(fields).length === 0) return (await findContact(tx, actor.workspaceId, id))!;
    await checkCompany(tx, actor.workspaceId, input.companyId);
    if (input.email && input.email.toLowerCase() !== before.email?.toLowerCase()) await refuseTakenEmail(tx, actor.workspaceId, input.email, id);
    await tx
      .update(contacts)
      .set({ ...fields, updatedAt: new Date() })
      .where(and(eq(contacts.id, id), eq(contacts.workspaceId, actor.workspaceId)));
    const contact = (await findContact(tx, actor.workspaceId, id))!;
    await publish({
      type: 'contact.updated',
      workspaceId: actor.workspaceId,
      actorId: actor.userId,
      subjectId: contact.companyId,
      payload: { contact, previousCompanyId: before.companyId },
    });
    return contact;
  });
}

export async function deleteContact(app: AppContext, actor: Actor, id: string): Promise<void> {
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .delete(contacts)
      .where(and(eq(contacts.id, id), eq(contacts.workspaceId, actor.workspaceId)))
      .returning({ id: contacts.id, companyId: contacts.companyId });
    if (!row) throw contactNotFound();
    await publish({ type: 'contact.deleted', workspaceId: actor.workspaceId, actorId: actor.userId, subjectId: row.companyId, payload: { id: row.id, companyId: row.companyId } });
  });
}
