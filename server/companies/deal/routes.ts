import type Router from '@koa/router';
import { dealSettingsApi } from '../../../contracts/deals.js';
import type { AppContext } from '../../context.js';
import { typedRouter } from '../../http/typed-routes.js';
import { loadDealSettings, saveDealSettings } from './settings.js';

/** GET and PUT /api/settings/deals: the workspace's stage probabilities, lost reasons and stale rule. */
export function dealSettingsRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(dealSettingsApi.get, async ({ actor }) => ({ settings: await loadDealSettings(app.db, actor.workspaceId) }));
  route(dealSettingsApi.update, async ({ actor, body }) => ({ settings: await saveDealSettings(app, actor, body) }));
  return router;
}
