import { desc, sql } from 'drizzle-orm';
import type { Alert } from '../../contracts/alerts.js';
import { buyerSignalAlerts } from '../db/schema/index.js';

// A buyer signal is found and stored by this area (signals.ts); it is shown on the company, beside a
// message and in the Alerts inbox (server/alerts/), which all present it with this.

export const presentAlert = (a: typeof buyerSignalAlerts.$inferSelect, company: { id: string; name: string; domain: string } | null): Alert => ({
  id: a.id,
  companyId: a.companyId,
  signalType: a.signalType,
  summary: a.summary,
  reasoning: a.reasoning,
  stepsTaken: a.stepsTaken ?? [],
  useCase: a.useCase,
  productCategories: a.productCategories ?? [],
  evidence: a.evidence,
  provider: a.provider,
  isRead: a.isRead,
  occurredAt: a.occurredAt ? a.occurredAt.toISOString() : null,
  isHistory: a.isHistory,
  triggeredAt: a.triggeredAt.toISOString(),
  createdAt: a.createdAt.toISOString(),
  company,
});

/** Newest event first: the date the event happened, else when it was found. */
export const newestEventFirst = [desc(sql`coalesce(${buyerSignalAlerts.occurredAt}, ${buyerSignalAlerts.triggeredAt})`), desc(buyerSignalAlerts.createdAt)];
