import { z } from 'zod';
import { route, uuidParam } from './http/route.js';
import { ownerFilter } from './owner-filter.js';

export const alert = z.object({
  id: z.string(),
  companyId: z.string(),
  signalType: z.string(),
  summary: z.string(),
  reasoning: z.string().nullable(),
  stepsTaken: z.array(z.string()),
  useCase: z.string().nullable(),
  productCategories: z.array(z.string()),
  evidence: z.string().nullable(),
  provider: z.string().nullable(),
  isRead: z.boolean(),
  /** When the event happened, as its source dates it (null when undated: then triggeredAt). */
  occurredAt: z.string().nullable(),
  /** Older than the signal window when found: shown under Earlier activity, never as a new alert. */
  isHistory: z.boolean(),
  triggeredAt: z.string(),
  createdAt: z.string(),
  company: z.object({ id: z.string(), name: z.string(), domain: z.string() }).nullable(),
});
export type Alert = z.infer<typeof alert>;

const bool = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: 'unread must be true or false' }));

export const listAlertsQuery = z.object({
  unread: bool.optional(),
  /** Company name contains (case-insensitive), as the alerts screen's filter. */
  company: z.string().trim().max(200, 'Company filter must be at most 200 characters').optional(),
  companyId: z.uuid({ error: 'Invalid company id' }).optional(),
  /** `me` or a member's user id: the alerts of the companies they own. */
  owner: ownerFilter,
  limit: z.coerce.number({ error: 'Limit must be a number' }).int().min(1, 'Limit must be at least 1').max(500, 'Limit must be at most 500').default(200),
});
export const alertListResponse = z.object({ items: z.array(alert) });
export const updateAlertRequest = z.object({ isRead: z.boolean({ error: 'isRead must be true or false' }) }).strict();
export const alertResponse = z.object({ alert });
/** The sidebar's Alerts badge: unread alerts of my companies and of companies nobody owns (contracts/owner-filter.ts isForMe). */
export const alertBadgeResponse = z.object({ unread: z.number() });

const alertId = { id: uuidParam('alert id') };
export const alertsApi = {
  list: route({ method: 'GET', path: '/api/alerts', permission: 'read', summary: 'The workspace’s buyer-signal alerts, newest first', query: listAlertsQuery, response: alertListResponse }),
  badge: route({
    method: 'GET',
    path: '/api/alerts/badge',
    permission: 'read',
    summary: 'How many unread alerts are for me: of the companies I own or nobody owns',
    response: alertBadgeResponse,
  }),
  update: route({ method: 'PATCH', path: '/api/alerts/:id', permission: 'records.write', params: alertId, summary: 'Mark an alert read or unread', body: updateAlertRequest, response: alertResponse }),
};
