import type { Context, Middleware } from 'koa';
import type { AppContext } from '../context.js';

/** Whether the process is fit to serve: each check names what is missing, or returns null. */
export type ReadinessState = { shuttingDown: boolean; checks: Array<() => string | null> };

/**
 * GET /healthz (the process is up) and GET /readyz (it can reach its database, its LISTEN
 * connections are up, and it is not shutting down). A plain path check rather than a router: it
 * sits in front of every request.
 */
export function healthChecks(app: AppContext, state: ReadinessState): Middleware {
  const ready = async (ctx: Context) => {
    try {
      if (state.shuttingDown) throw new Error('shutting down');
      await app.database.pool.query('select 1');
      const missing = state.checks.map((check) => check()).find((reason) => reason !== null);
      if (missing) throw new Error(missing);
      ctx.body = { status: 'ready', role: app.config.role, database: app.database.embedded ? 'embedded' : 'postgres' };
    } catch (err) {
      ctx.status = 503;
      ctx.body = { status: 'unavailable', reason: err instanceof Error ? err.message : 'unknown' };
    }
  };
  return (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    if (ctx.path === '/healthz') {
      ctx.body = { status: 'ok' };
      return;
    }
    return ctx.path === '/readyz' ? ready(ctx) : next();
  };
}
