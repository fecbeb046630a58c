import Router from '@koa/router';
import { profileInput } from '../../contracts/profile.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { getProfile, updateProfile } from './profile-service.js';

export function profileRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  router.use(requireUser(app));
  router.get('/profile', async (ctx) => {
    ctx.body = { profile: await getProfile(app, actorOf(ctx)) };
  });
  router.put('/profile', async (ctx) => {
    const input = parse(profileInput, ctx.request.body);
    ctx.body = { profile: await updateProfile(app, actorOf(ctx), input) };
  });
  return router;
}
