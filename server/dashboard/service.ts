import { and, desc, eq, sql } from 'drizzle-orm';
import type { DashboardResponse } from '../../contracts/dashboard.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { buyerSignalAlerts, companies, contacts } from '../db/schema/index.js';
import { recentBatches } from '../batches-shared/batch-kinds.js';
import { countPresentationsSql } from '../presentations/queries.js';

/** docs/product.md#dashboard Dashboard: counts, the 5 newest unread alerts, recent batches. */
export async function getDashboard(app: AppContext, actor: Actor): Promise<DashboardResponse> {
  const ws = actor.workspaceId;
  const unread = and(eq(buyerSignalAlerts.workspaceId, ws), eq(buyerSignalAlerts.isRead, false));
  // The counts in one query; the four queries side by side.
  const countsQuery = app.db
    .select({
      totalCompanies: sql<number>`(select count(*)::int from ${companies} where ${companies.workspaceId} = ${ws})`,
      enrichedCompanies: sql<number>`(select count(*)::int from ${companies} where ${companies.workspaceId} = ${ws} and ${companies.enrichmentStatus} = 'Enriched')`,
      totalContacts: sql<number>`(select count(*)::int from ${contacts} where ${contacts.workspaceId} = ${ws})`,
      unreadAlerts: sql<number>`(select count(*)::int from ${buyerSignalAlerts} where ${unread})`,
      presentations: countPresentationsSql(actor.workspaceId),
    })
    .from(sql`(select 1) as one`);
  const alertsQuery = app.db
    .select({ alert: buyerSignalAlerts, company: { id: companies.id, name: companies.name, domain: companies.domain } })
    .from(buyerSignalAlerts)
    .leftJoin(companies, eq(companies.id, buyerSignalAlerts.companyId))
    .where(unread)
    .orderBy(desc(buyerSignalAlerts.createdAt))
    .limit(5);
  const [[counts], alerts, companyBatches, contactBatches] = await Promise.all([
    countsQuery,
    alertsQuery,
    recentBatches(app.db, 'company', ws, 3),
    recentBatches(app.db, 'contact', ws, 3),
  ]);
  return {
    stats: {
      totalCompanies: Number(counts?.totalCompanies ?? 0),
      enrichedCompanies: Number(counts?.enrichedCompanies ?? 0),
      totalContacts: Number(counts?.totalContacts ?? 0),
      unreadAlerts: Number(counts?.unreadAlerts ?? 0),
      presentations: Number(counts?.presentations ?? 0),
    },
    recentAlerts: alerts.map(({ alert, company }) => ({
      id: alert.id,
      companyId: alert.companyId,
      signalType: alert.signalType,
      summary: alert.summary,
      createdAt: alert.createdAt.toISOString(),
      company: company?.id ? company : null,
    })),
    // docs/product.md#dashboard: 3 per type, 5 combined, newest first.
    recentBatches: [
      ...companyBatches.map((b) => ({ ...b, type: 'company' as const })),
      ...contactBatches.map((b) => ({ ...b, type: 'contact' as const })),
    ]
      .sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime())
      .slice(0, 5)
      .map((b) => ({ id: b.id, name: b.name, source: b.source, createdAt: b.createdAt.toISOString(), type: b.type })),
  };
}
