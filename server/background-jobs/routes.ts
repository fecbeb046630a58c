import type Router from '@koa/router';
import { jobsApi } from '../../contracts/background-jobs.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { cancelJob, listJobs, retryJob } from './service.js';

/** The Background jobs page: the workspace's own jobs (GET), Retry a failed one, Cancel a queued one. */
export function backgroundJobRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(jobsApi.list, ({ query, actor }) => listJobs(app, actor, query));
  route(jobsApi.retry, async ({ params, actor }) => ({ job: await retryJob(app, actor, params.id) }));
  route(jobsApi.cancel, async ({ params, actor }) => {
    await cancelJob(app, actor, params.id);
  });
  return router;
}
