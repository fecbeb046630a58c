import Router from '@koa/router';
import { directoryQuery } from '../../contracts/companies.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { searchDirectory } from './service.js';

export function directoryRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/directory' });
  router.get('/companies', requireUser(app), async (ctx) => {
    ctx.body = await searchDirectory(app, actorOf(ctx), parse(directoryQuery, ctx.query));
  });
  return router;
}
