import { z } from 'zod';
import { route } from './http/route.js';

export const recentAlert = z.object({
  id: z.string(),
  companyId: z.string(),
  signalType: z.string(),
  summary: z.string(),
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
});
export type DashboardResponse = z.infer<typeof dashboardResponse>;

export const dashboardApi = {
  get: route({ method: 'GET', path: '/api/dashboard', permission: 'read', summary: 'The dashboard’s counts, recent alerts and recent batches', response: dashboardResponse }),
};
