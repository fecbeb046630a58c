import { z } from 'zod';
import { UUID_PATTERN } from './ids.js';

/**
 * Presence (docs/product.md#teams): who is looking at which record, live, from the sockets' rooms
 * — nothing is stored. A tab views one record at a time.
 */
export const PRESENCE_TYPES = ['company', 'proposal', 'presentation'] as const;
export type PresenceType = (typeof PRESENCE_TYPES)[number];

export const presenceSubject = z.object({
  type: z.enum(PRESENCE_TYPES),
  id: z.string().regex(UUID_PATTERN, 'Not a record id'),
});
export type PresenceSubject = z.infer<typeof presenceSubject>;

/** Client → server `presence:view`: this tab now shows the record (and, on a reconnect, whether it edits it). */
export const presenceView = presenceSubject.extend({ editing: z.boolean().optional() }).strict();
/** Client → server `presence:editing`: this tab opened (true) or closed (false) an edit of the record it views. */
export const presenceEditing = presenceSubject.extend({ editing: z.boolean() }).strict();

/** One person viewing (several tabs of theirs count once; `editing` if any of them edits). */
export const presenceViewer = z.object({ userId: z.string(), fullName: z.string(), editing: z.boolean() });
export type PresenceViewer = z.infer<typeof presenceViewer>;

/** Server → room `presence.changed` (ephemeral: id 0, never stored or replayed). */
export const presenceChanged = z.object({ subject: presenceSubject, viewers: z.array(presenceViewer) });

/** The ack of `presence:view`, `presence:leave` and `presence:editing`. */
export type PresenceAck = { ok: true } | { error: { code: 'validation_failed' | 'not_found' | 'forbidden' | 'rate_limited' | 'internal'; message: string } };

/** The notice shown when teammates edit the record this tab views ('Alex Rep is editing this company'). */
export function editingNotice(fullNames: readonly string[], type: PresenceType): string {
  if (fullNames.length <= 1) return `${fullNames[0] ?? 'A teammate'} is editing this ${type}`;
  const names = fullNames.length === 2 ? fullNames.join(' and ') : `${fullNames.slice(0, -1).join(', ')} and ${fullNames.at(-1)}`;
  return `${names} are editing this ${type}`;
}
