import type Router from '@koa/router';
import { reportsApi } from '../../contracts/reports.js';
import { can } from '../../contracts/permissions.js';
import type { AppContext } from '../context.js';
import type { Actor } from '../auth/middleware.js';
import { typedRouter } from '../http/typed-routes.js';
import { ownerIdOf } from '../team/index.js';
import { loadDealSettings } from '../companies/index.js';
import { resolveRange } from './range.js';
import { pipelineReport } from './pipeline.js';
import { forecastReport } from './forecast.js';
import { winLossReport } from './win-loss.js';
import { timeInStageReport } from './time-in-stage.js';
import { activityReport } from './activity.js';
import { signalConversionReport } from './signals.js';

/** GET /api/reports/*: each report with the same filters (contracts/reports.ts). */
export function reportRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  const scope = (actor: Actor, query: { owner?: string; from?: string; to?: string }) => {
    const now = app.clock.now();
    return { ownerId: ownerIdOf(query.owner, actor), range: resolveRange(query, now), now, costs: can(actor.role, 'costs.read') };
  };
  const ws = (actor: Actor) => actor.workspaceId;
  route(reportsApi.pipeline, async ({ actor, query }) => pipelineReport(app.db, ws(actor), { ...scope(actor, query), settings: await loadDealSettings(app.db, ws(actor)) }));
  route(reportsApi.forecast, async ({ actor, query }) => forecastReport(app.db, ws(actor), { ...scope(actor, query), settings: await loadDealSettings(app.db, ws(actor)) }));
  route(reportsApi.winLoss, ({ actor, query }) => winLossReport(app.db, ws(actor), scope(actor, query)));
  route(reportsApi.timeInStage, ({ actor, query }) => timeInStageReport(app.db, ws(actor), scope(actor, query)));
  route(reportsApi.activity, ({ actor, query }) => activityReport(app.db, ws(actor), scope(actor, query)));
  route(reportsApi.signals, ({ actor, query }) => signalConversionReport(app.db, ws(actor), scope(actor, query)));
  return router;
}
