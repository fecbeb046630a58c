import { and, desc, eq, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { DashboardResponse, GettingStarted } from '../../contracts/dashboard.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { buyerSignalAlerts, chatMessages, chatSessions, companies, contacts, proposalShares, proposals } from '../db/schema/index.js';
import { recentBatches } from '../batches-shared/index.js';
import { isStarterSample } from '../companies/index.js';
import { countPresentationsSql } from '../presentations/index.js';
import { dashboardDeals } from './deals.js';

/**
 * The getting-started checklist's five steps, each an EXISTS over the workspace's (or the rep's own)
 * rows. History (an old event, stored already read) is no alert anyone acted on.
 */
function gettingStartedQuery(app: AppContext, actor: Actor) {
  const ws = actor.workspaceId;
  // The Test Customer every workspace starts with is not a company the rep added.
  const notSample = sql`not ${isStarterSample}`;
  // Subqueries with a join are built (their columns come out qualified, never ambiguous).
  const askedChat = app.db
    .select({ one: sql`1` })
    .from(chatMessages)
    .innerJoin(chatSessions, eq(chatSessions.id, chatMessages.sessionId))
    .where(and(eq(chatSessions.workspaceId, ws), eq(chatMessages.userId, actor.userId), eq(chatMessages.role, 'user')));
  const sharedProposal = app.db
    .select({ one: sql`1` })
    .from(proposals)
    .leftJoin(proposalShares, eq(proposalShares.proposalId, proposals.id))
    .where(and(eq(proposals.workspaceId, ws), or(ne(proposals.status, 'draft'), isNotNull(proposalShares.id))));
  return app.db
    .select({
      companiesAdded: sql<boolean>`exists (select 1 from ${companies} where ${companies.workspaceId} = ${ws} and ${notSample})`,
      companyResearched: sql<boolean>`exists (select 1 from ${companies} where ${companies.workspaceId} = ${ws} and (${companies.researchedAt} is not null or ${companies.enrichmentStatus} = 'Enriched'))`,
      alertHandled: sql<boolean>`exists (select 1 from ${buyerSignalAlerts} where ${buyerSignalAlerts.workspaceId} = ${ws} and ${buyerSignalAlerts.isRead} and not ${buyerSignalAlerts.isHistory})`,
      assistantAsked: sql<boolean>`exists (${askedChat})`,
      proposalSent: sql<boolean>`exists (${sharedProposal})`,
    })
    .from(sql`(select 1) as one`);
}

const NOTHING_DONE: GettingStarted = { companiesAdded: false, companyResearched: false, alertHandled: false, assistantAsked: false, proposalSent: false };

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
  const [[counts], alerts, companyBatches, contactBatches, [steps], deals] = await Promise.all([
    countsQuery,
    alertsQuery,
    recentBatches(app.db, 'company', ws, 3),
    recentBatches(app.db, 'contact', ws, 3),
    gettingStartedQuery(app, actor),
    dashboardDeals(app, actor),
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
      productCategories: alert.productCategories ?? [],
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
    gettingStarted: steps
      ? {
          companiesAdded: Boolean(steps.companiesAdded),
          companyResearched: Boolean(steps.companyResearched),
          alertHandled: Boolean(steps.alertHandled),
          assistantAsked: Boolean(steps.assistantAsked),
          proposalSent: Boolean(steps.proposalSent),
        }
      : NOTHING_DONE,
    deals,
  };
}
