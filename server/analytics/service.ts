import { and, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { UNKNOWN_SESSION_MESSAGE, type AnalyticsFeature, analyticsEventsRequest } from '../../contracts/analytics.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import type { Db } from '../db/connect.js';
import type { Tx } from '../events/outbox.js';
import { analyticsFeatureUsage, analyticsProductInteractions, analyticsSearches, chatSessions } from '../db/schema/index.js';
import { invalid } from '../http/errors.js';

type Writer = Tx | Db;
type Owner = { userId: string; workspaceId: string };

/**
 * Runs an analytics write inside a savepoint of the caller's transaction: a failure is only
 * logged (docs/product.md#analytics) and never rolls back or breaks the chat write around it.
 */
export async function recordSafely(app: AppContext, tx: Writer, what: string, write: (sp: Writer) => Promise<unknown>): Promise<void> {
  try {
    await tx.transaction(async (sp) => {
      await write(sp);
    });
  } catch (err) {
    app.log.error({ err, what }, 'analytics write failed');
  }
}

/** The question a user sent in a chat; its id is the chat message's id so the reply can find it. */
export const recordSearch = (tx: Writer, owner: Owner, search: { id: string; query: string; sessionId: string; companyId: string | null }) =>
  tx.insert(analyticsSearches).values({ ...owner, ...search });

export const setSearchProductCount = (tx: Writer, owner: Owner, searchId: string, productCount: number) =>
  tx
    .update(analyticsSearches)
    .set({ productCount })
    .where(and(eq(analyticsSearches.id, searchId), eq(analyticsSearches.userId, owner.userId)));

export const recordFeature = (tx: Writer, owner: Owner, feature: AnalyticsFeature, metadata: Record<string, unknown> | null = null) =>
  tx.insert(analyticsFeatureUsage).values({ ...owner, feature, metadata });

/** POST /api/analytics/events: every event of the batch, or none (an unknown session rejects it all). */
export async function recordClientEvents(app: AppContext, actor: Actor, input: z.output<typeof analyticsEventsRequest>): Promise<void> {
  const owner = { userId: actor.userId, workspaceId: actor.workspaceId };
  const sessionIds = [...new Set(input.events.flatMap((e) => (e.kind === 'product_interaction' && e.sessionId ? [e.sessionId] : [])))];
  if (sessionIds.length > 0) {
    const own = await app.db
      .select({ id: chatSessions.id })
      .from(chatSessions)
      .where(and(inArray(chatSessions.id, sessionIds), eq(chatSessions.userId, actor.userId)));
    const known = new Set(own.map((s) => s.id));
    const unknown = input.events.flatMap((e, i) =>
      e.kind === 'product_interaction' && e.sessionId && !known.has(e.sessionId) ? [{ path: `events.${i}.sessionId`, message: UNKNOWN_SESSION_MESSAGE }] : [],
    );
    if (unknown.length > 0) throw invalid(unknown);
  }
  const interactions = input.events.flatMap((e) =>
    e.kind === 'product_interaction'
      ? [{ ...owner, sessionId: e.sessionId ?? null, productId: e.productId, productName: e.productName || null, interactionType: e.interactionType }]
      : [],
  );
  const features = input.events.flatMap((e) => (e.kind === 'feature' ? [{ ...owner, feature: e.feature, metadata: e.metadata ?? null }] : []));
  await app.db.transaction(async (tx) => {
    if (interactions.length > 0) await tx.insert(analyticsProductInteractions).values(interactions);
    if (features.length > 0) await tx.insert(analyticsFeatureUsage).values(features);
  });
}
