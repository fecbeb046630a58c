import { z } from 'zod';
import { route } from './http/route.js';

export { ACTIVITY_FAMILIES, PROPOSAL_KIND_PREFIX, activityFamily, matchesActivityKind, type ActivityFamily } from './activity-kinds.js';

/** GET /api/activity (docs/product.md#teams): the workspace's feed, newest first, a page at a time. */
export const activityQuery = z.object({
  /** One person's doings (a member's user id). */
  actor: z.uuid({ error: 'Actor must be a user id' }).optional(),
  /** One kind (`company.stage`) or a family (ACTIVITY_FAMILIES: `company`, `contact`, `message`, `proposal`, `member`). */
  kind: z
    .string()
    .trim()
    .max(60, 'Kind must be at most 60 characters')
    .regex(/^[a-z_]+(\.[a-z_]+)?$/, 'Kind must look like company or company.stage')
    .optional(),
  /** The `nextCursor` of the previous page. */
  cursor: z.string().regex(/^\d{1,18}$/, 'Invalid cursor').optional(),
  limit: z.coerce.number({ error: 'Limit must be a number' }).int('Limit must be a whole number').min(1, 'Limit must be at least 1').max(100, 'Limit must be at most 100').default(50),
});
export type ActivityQuery = z.input<typeof activityQuery>;

export const activityItem = z.object({
  id: z.number(),
  at: z.string(),
  /** What happened, e.g. `company.stage`, `contact.added`, `message.requested`, `member.joined`. */
  kind: z.string(),
  /** Who did it; null for the system (jobs, sweeps) or a person no longer here. */
  actor: z.object({ id: z.string(), fullName: z.string() }).nullable(),
  /** What it is about; `name` when the record still exists. */
  subject: z.object({ type: z.string(), id: z.string(), name: z.string().nullable() }),
  text: z.string(),
});
export type ActivityItem = z.infer<typeof activityItem>;
export const activityListResponse = z.object({ items: z.array(activityItem), nextCursor: z.string().nullable() });

export const activityApi = {
  list: route({
    method: 'GET',
    path: '/api/activity',
    permission: 'read',
    summary: 'The workspace’s activity feed, newest first: who did what to which record, filterable by person and kind',
    query: activityQuery,
    response: activityListResponse,
  }),
};
