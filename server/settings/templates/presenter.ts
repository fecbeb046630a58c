import { MESSAGE_TYPES, type MessageTemplate, type MessageType } from '../../../contracts/templates.js';
import type { messageTemplates } from '../../db/schema/index.js';

type TemplateRow = typeof messageTemplates.$inferSelect;

const asType = (v: string): MessageType => ((MESSAGE_TYPES as readonly string[]).includes(v) ? (v as MessageType) : 'email');

/** A message template as the API and the socket show it. */
export const presentTemplate = (t: TemplateRow): MessageTemplate => ({
  id: t.id,
  name: t.name,
  type: asType(t.type),
  subject: t.subject,
  content: t.content,
  shared: t.shared,
  authorId: t.userId,
  createdAt: t.createdAt.toISOString(),
  updatedAt: t.updatedAt.toISOString(),
});
