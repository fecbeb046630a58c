import { atom } from 'jotai';
import type { MessageTemplate } from '../../contracts/templates.js';

/** The user's message templates, newest first; null until loaded. Kept current by `template.*` events. */
export const templatesAtom = atom<MessageTemplate[] | null>(null);

const newestFirst = (a: MessageTemplate, b: MessageTemplate) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id);

/**
 * Inserts or replaces a template by id. The echo of this tab's own save, or an older version
 * arriving after a newer response, changes nothing.
 */
export const upsertTemplateAtom = atom(null, (get, set, template: MessageTemplate) => {
  const list = get(templatesAtom);
  if (!list) return;
  const existing = list.find((t) => t.id === template.id);
  if (existing && existing.updatedAt >= template.updatedAt) return;
  set(templatesAtom, [...list.filter((t) => t.id !== template.id), template].sort(newestFirst));
});

export const removeTemplateAtom = atom(null, (get, set, id: string) => {
  const list = get(templatesAtom);
  if (list?.some((t) => t.id === id)) set(templatesAtom, list.filter((t) => t.id !== id));
});
