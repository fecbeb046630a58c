import type Router from '@koa/router';
import { proposalSettingsApi } from '../../../contracts/proposals-api.js';
import type { AppContext } from '../../context.js';
import { typedRouter } from '../../http/typed-routes.js';
import { getProposalSettings, saveProposalSettings } from './service.js';

/** The workspace's proposal settings (Settings → Proposals). */
export function proposalSettingsRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(proposalSettingsApi.get, async ({ actor }) => ({ settings: await getProposalSettings(app, actor) }));
  route(proposalSettingsApi.update, async ({ body, actor }) => ({ settings: await saveProposalSettings(app, actor, body) }));
  return router;
}
