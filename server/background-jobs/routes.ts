import Router from '@koa/router';
import type { AppContext } from '../context.js';
import { parseId } from '../http/params.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { cancelJob, listJobs, retryJob } from './service.js';

/** The Background jobs page: the workspace's own jobs (GET), Retry a failed one, Cancel a queued one. */
export function backgroundJobRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/jobs' });
  router.use(requireUser(app));
  router.get('/', async (ctx) => {
    ctx.body = { items: await listJobs(app, actorOf(ctx)) };
  });
  router.post('/:id/retry', async (ctx) => {
    ctx.body = { job: await retryJob(app, actorOf(ctx), parseId(ctx.params.id, 'job id')) };
  });
  router.delete('/:id', async (ctx) => {
    await cancelJob(app, actorOf(ctx), parseId(ctx.params.id, 'job id'));
    ctx.status = 204;
  });
  return router;
}
