import { and, desc, eq, or } from 'drizzle-orm';
import type { MessageTemplate, TemplateValues, templatePatch } from '../../../contracts/templates.js';
import type { z } from 'zod';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../auth/middleware.js';
import { messageTemplates } from '../../db/schema/index.js';
import { inTransaction, type NewEvent } from '../../events/outbox.js';
import { notFound } from '../../http/errors.js';
import { assertCan } from '../../auth/permissions.js';
import { presentTemplate } from './presenter.js';
import { isUuid } from '../../../contracts/ids.js';

const templateNotFound = () => notFound('Template not found');
type TemplateRow = typeof messageTemplates.$inferSelect;

/**
 * docs/product.md#teams: the templates a user sees in a workspace — its library and their own
 * personal drafts. (Messages are written only from these.)
 */
export const templateVisibleTo = (who: { userId: string; workspaceId: string }) =>
  and(eq(messageTemplates.workspaceId, who.workspaceId), or(eq(messageTemplates.shared, true), eq(messageTemplates.userId, who.userId)));

/** A library template is the team's: its events go to the workspace; a draft's to its author's tabs. */
const audience = (actor: Actor, row: TemplateRow): Pick<NewEvent, 'workspaceId' | 'userId'> =>
  row.shared ? { workspaceId: row.workspaceId } : { workspaceId: row.workspaceId, userId: row.userId };

/** The library is edited by owners and admins; a draft only by its author (any role that may write). */
function assertMayEdit(actor: Actor, row: Pick<TemplateRow, 'shared' | 'userId'>) {
  if (row.shared) assertCan(actor, 'workspace.settings');
  else if (row.userId !== actor.userId) throw templateNotFound();
}

async function visibleRow(db: AppContext['db'], actor: Actor, id: string): Promise<TemplateRow> {
  if (!isUuid(id)) throw templateNotFound();
  const [row] = await db.select().from(messageTemplates).where(and(eq(messageTemplates.id, id), templateVisibleTo(actor)));
  if (!row) throw templateNotFound();
  return row;
}

/** The workspace library and the user's drafts, newest first. */
export async function listTemplates(app: AppContext, actor: Actor): Promise<MessageTemplate[]> {
  const rows = await app.db
    .select()
    .from(messageTemplates)
    .where(templateVisibleTo(actor))
    .orderBy(desc(messageTemplates.createdAt), desc(messageTemplates.id));
  return rows.map(presentTemplate);
}

export async function getTemplate(app: AppContext, actor: Actor, id: string): Promise<MessageTemplate> {
  return presentTemplate(await visibleRow(app.db, actor, id));
}

export async function createTemplate(app: AppContext, actor: Actor, input: TemplateValues): Promise<MessageTemplate> {
  const shared = input.shared ?? false;
  if (shared) assertCan(actor, 'workspace.settings');
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .insert(messageTemplates)
      .values({ ...input, shared, workspaceId: actor.workspaceId, userId: actor.userId })
      .returning();
    const template = presentTemplate(row);
    await publish({ type: 'template.created', ...audience(actor, row), actorId: actor.userId, subjectId: template.id, payload: { template } });
    return template;
  });
}

export async function updateTemplate(
  app: AppContext,
  actor: Actor,
  id: string,
  input: z.output<typeof templatePatch>,
): Promise<MessageTemplate> {
  const current = await visibleRow(app.db, actor, id);
  assertMayEdit(actor, current);
  if (input.shared !== undefined && input.shared !== current.shared) assertCan(actor, 'workspace.settings');
  return inTransaction(app, async (tx, publish) => {
    const [row] = await tx
      .update(messageTemplates)
      .set({ ...input, updatedAt: new Date() })
      .where(and(eq(messageTemplates.id, current.id), templateVisibleTo(actor)))
      .returning();
    if (!row) throw templateNotFound();
    const template = presentTemplate(row);
    // A draft moved into the library (or back) is news to the team either way.
    const to = current.shared || row.shared ? { workspaceId: row.workspaceId } : audience(actor, row);
    await publish({ type: 'template.updated', ...to, actorId: actor.userId, subjectId: template.id, payload: { template } });
    return template;
  });
}

export async function deleteTemplate(app: AppContext, actor: Actor, id: string): Promise<void> {
  const current = await visibleRow(app.db, actor, id);
  assertMayEdit(actor, current);
  await inTransaction(app, async (tx, publish) => {
    const [row] = await tx.delete(messageTemplates).where(and(eq(messageTemplates.id, current.id), templateVisibleTo(actor))).returning();
    if (!row) throw templateNotFound();
    await publish({ type: 'template.deleted', ...audience(actor, row), actorId: actor.userId, subjectId: row.id, payload: { id: row.id } });
  });
}
