import { z } from 'zod';
import { route } from './http/route.js';

export const recentAlert = z.object({
  id: z.string(),
  companyId: z.string(),
  signalType: z.string(),
  summary: z.string(),
  /** What the signal suggests pitching (a proposal or a chat started from the alert uses them). */
  productCategories: z.array(z.string()),
  createdAt: z.string(),
  company: z.object({ id: z.string(), name: z.string(), domain: z.string() }).nullable(),
});

export const recentBatch = z.object({
  id: z.string(),
  name: z.string(),
  source: z.string(),
  createdAt: z.string(),
  type: z.enum(['company', 'contact']),
});

/**
 * A new rep's first steps, each done or not, from the workspace's own records (the dashboard's
 * getting-started checklist): companies beyond the sample one, a researched or enriched company,
 * an alert acted on (read, or messaged about), a question to the assistant (the rep's own chats),
 * a proposal sent to a client (shared by link, or past draft).
 */
export const gettingStarted = z.object({
  companiesAdded: z.boolean(),
  companyResearched: z.boolean(),
  alertHandled: z.boolean(),
  assistantAsked: z.boolean(),
  proposalSent: z.boolean(),
});
export type GettingStarted = z.infer<typeof gettingStarted>;

/**
 * This month's forecast and the stale deals (docs/product.md#deals): the whole team's for owners,
 * admins and viewers; a member's own deals for a member.
 */
export const dashboardDeals = z.object({
  scope: z.enum(['team', 'mine']),
  /** `YYYY-MM` by the server's clock. */
  month: z.string(),
  deals: z.number().int(),
  amountCents: z.number().int(),
  weightedCents: z.number().int(),
  wonCents: z.number().int(),
  staleCount: z.number().int(),
  /** The workspace's stale rule (days without activity), for the reason's words. */
  staleDays: z.number().int(),
  /** The largest stale deals first, at most five. */
  stale: z.array(
    z.object({ companyId: z.string(), name: z.string(), stage: z.string(), ownerId: z.string().nullable(), amountCents: z.number().int().nullable(), reason: z.enum(['no_activity', 'no_task']), lastActivityAt: z.string() }),
  ),
});
export type DashboardDeals = z.infer<typeof dashboardDeals>;

export const dashboardResponse = z.object({
  stats: z.object({
    totalCompanies: z.number(),
    enrichedCompanies: z.number(),
    totalContacts: z.number(),
    unreadAlerts: z.number(),
    presentations: z.number(),
  }),
  recentAlerts: z.array(recentAlert),
  recentBatches: z.array(recentBatch),
  gettingStarted,
  deals: dashboardDeals,
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

export const dashboardApi = {
  get: route({ method: 'GET', path: '/api/dashboard', permission: 'read', summary: 'The dashboard’s counts, recent alerts and recent batches', response: dashboardResponse }),
};
