import type Router from '@koa/router';
import { profileApi } from '../../../contracts/profile.js';
import type { AppContext } from '../../context.js';
import { typedRouter } from '../../http/typed-routes.js';
import { getProfile, updateProfile } from './service.js';

export function profileRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(profileApi.get, async ({ actor }) => ({ profile: await getProfile(app, actor) }));
  route(profileApi.update, async ({ body, actor }) => ({ profile: await updateProfile(app, actor, body) }));
  return router;
}
