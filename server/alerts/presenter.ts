import type { Alert } from '../../contracts/alerts.js';
import type { buyerSignalAlerts } from '../db/schema/index.js';

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
