import type { Middleware } from 'koa';
import type { AppContext } from '../context.js';
import type { UsageKind } from '../auth/rate-limits.js';
import { actorOf } from '../auth/middleware.js';

/**
 * Per-user limit on a costly route (generation, chat question, catalogue search): 429
 * `rate_limited` with Retry-After past it. Mount after the route's `requireUser`.
 */
export const usageLimit =
  (app: AppContext, kind: UsageKind): Middleware =>
  async (ctx, next) => {
    await app.limits.hitUsage(kind, actorOf(ctx).userId);
    await next();
  };
