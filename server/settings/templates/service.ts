import { and, desc, eq } from 'drizzle-orm';
import type { MessageTemplate, TemplateValues, templatePatch } from '../../../contracts/templates.js';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import { messageTemplates } from '../../db/schema/index.js';
import { inTransaction } from '../../events/outbox.js';
import { notFound } from '../../http/errors.js';
import { presentTemplate } from './presenter.js';
import { isUuid } from '../../../contracts/ids.js';

const templateNotFound = () => notFound('Template not found');

/** The user's own template row filter; another user's id (or a malformed one) is a 404. */
function ownTemplate(actor: Actor, id: string) {
  if (!isUuid(id)) throw templateNotFound();
  return and(eq(messageTemplates.id, id), eq(messageTemplates.userId, actor.userId));
}

/** The user's templates, newest first. */
export async function listTemplates(app: AppContext, actor: Actor): Promise<MessageTemplate[]> {
  const rows = await app.db
    .select()
    .from(messageTemplates)
    .where(eq(messageTemplates.userId, actor.userId))
    .orderBy(desc(messageTemplates.createdAt), desc(messageTemplates.id));
  return rows.map(presentTemplate);
}

export async function getTemplate(app: AppContext, actor: Actor, id: string): Promise<MessageTemplate> {
  const [row] = await app.db.select().from(messageTemplates).where(ownTemplate(actor, id));
  if (!row) throw templateNotFound();
  return presentTemplate(row);
}

export async function createTemplate(app: AppContext, actor: Actor, input: TemplateValues): Promise<MessageTemplate> {
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .insert(messageTemplates)
      .values({ userId: actor.userId, ...input })
      .returning();
    const template = presentTemplate(row);
    await publish({ type: 'template.created', userId: actor.userId, actorId: actor.userId, subjectId: template.id, payload: { template } });
    return template;
  });
}

export async function updateTemplate(
  app: AppContext,
  actor: Actor,
  id: string,
  input: z.output<typeof templatePatch>,
): Promise<MessageTemplate> {
  const where = ownTemplate(actor, id);
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .update(messageTemplates)
      .set({ ...input, updatedAt: new Date() })
      .where(where)
      .returning();
    if (!row) throw templateNotFound();
    const template = presentTemplate(row);
    await publish({ type: 'template.updated', userId: actor.userId, actorId: actor.userId, subjectId: template.id, payload: { template } });
    return template;
  });
}

export async function deleteTemplate(app: AppContext, actor: Actor, id: string): Promise<void> {
  const where = ownTemplate(actor, id);
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx.delete(messageTemplates).where(where).returning({ id: messageTemplates.id });
    if (!row) throw templateNotFound();
    await publish({ type: 'template.deleted', userId: actor.userId, actorId: actor.userId, subjectId: row.id, payload: { id: row.id } });
  });
}
