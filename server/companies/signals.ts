import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import { buyerSignalAlerts, companies } from '../db/schema/index.js';
import { inTransaction } from '../events/outbox.js';
import { presentAlert } from './alert-presenter.js';
import { findCompany, findCompanyRow } from './queries.js';
import type { CompanyJob } from './enrichment.js';

/**
 * Detect signals and store each as a buyer_signal_alert. The (company, signal key) unique index
 * means the same signal is never stored twice, however often detection runs.
 */
export async function runSignalDetection(app: AppContext, job: Omit<CompanyJob, 'userId'> & { userId?: string }): Promise<{ found: number; created: number }> {
  const row = await findCompanyRow(app.db, job.workspaceId, job.companyId);
  if (!row) return { found: 0, created: 0 };
  const detector = app.providers.signals;
  const signals = await detector.detect({ name: row.name, industry: row.industry, recentActivity: row.recentActivity, description: row.description });
  const cutoff = app.clock.now().getTime() - app.config.signalMaxAgeDays * 86_400_000;
  return inTransaction(app, async (tx, publish) => {
    let created = 0;
    const ref = { id: row.id, name: row.name, domain: row.domain };
    for (const s of signals) {
      const occurredAt = s.occurredAt ? new Date(s.occurredAt) : null;
      // An event older than the window is history: kept (Earlier activity), never an unread alert.
      const isHistory = occurredAt !== null && !Number.isNaN(occurredAt.getTime()) && occurredAt.getTime() < cutoff;
      const [inserted] = await tx
        .insert(buyerSignalAlerts)
        .values({
          workspaceId: job.workspaceId,
          companyId: row.id,
          signalKey: s.key.slice(0, 200),
          signalType: s.signalType.slice(0, 100),
          summary: s.summary.slice(0, 2000),
          reasoning: s.reasoning.slice(0, 4000),
          stepsTaken: s.nextSteps.slice(0, 10),
          useCase: s.useCase,
          productCategories: s.productCategories.slice(0, 10),
          evidence: s.evidence.slice(0, 2000),
          provider: detector.label,
          occurredAt: occurredAt && !Number.isNaN(occurredAt.getTime()) ? occurredAt : null,
          isHistory,
          isRead: isHistory,
        })
        .onConflictDoNothing()
        .returning();
      if (!inserted) continue;
      if (!isHistory) created += 1;
      const company = await findCompany(tx, job.workspaceId, row.id);
      await publish({ type: 'alert.created', workspaceId: job.workspaceId, subjectId: row.id, payload: { alert: presentAlert(inserted, ref), company } });
    }
    await tx
      .update(companies)
      .set({ signalsCheckedAt: new Date(), recommendedSignals: signals.length ? [...new Set(signals.map((s) => s.signalType))] : row.recommendedSignals })
      .where(eq(companies.id, row.id));
    await publish({
      type: 'company.signals.checked',
      workspaceId: job.workspaceId,
      subjectId: row.id,
      payload: { companyId: row.id, found: signals.length, created, provider: detector.label },
    });
    return { found: signals.length, created };
  });
}

/** The daily sweep: enriched companies not checked in the last 20 hours, a batch at a time. */
export async function companiesDueForSweep(app: AppContext, limit = 500): Promise<Array<{ id: string; workspaceId: string }>> {
  return app.db
    .select({ id: companies.id, workspaceId: companies.workspaceId })
    .from(companies)
    .where(
      and(
        eq(companies.enrichmentStatus, 'Enriched'),
        or(isNull(companies.signalsCheckedAt), lt(companies.signalsCheckedAt, sql`now() - interval '20 hours'`)),
      ),
    )
    .limit(limit);
}

