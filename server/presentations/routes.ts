import type Router from '@koa/router';
import { presentationsApi } from '../../contracts/presentations.js';
import type { AppContext } from '../context.js';
import { usageLimit } from '../http/usage-limit.js';
import { typedRouter } from '../http/typed-routes.js';
import { listPresentations } from './queries.js';
import { createPresentation, deletePresentation, getPresentation, requestGeneration, updatePresentation } from './service.js';

export function presentationRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(presentationsApi.list, async ({ actor }) => ({ items: await listPresentations(app.db, actor.workspaceId) }));
  route(presentationsApi.create, async ({ body, actor }) => ({ presentation: await createPresentation(app, actor, body) }));
  route(presentationsApi.get, async ({ params, actor }) => ({ presentation: await getPresentation(app, actor, params.id) }));
  route(presentationsApi.update, async ({ params, body, actor }) => ({ presentation: await updatePresentation(app, actor, params.id, body) }));
  route(presentationsApi.remove, async ({ params, actor }) => {
    await deletePresentation(app, actor, params.id);
  });
  route(presentationsApi.generate, async ({ params, body, actor }) => ({ presentation: await requestGeneration(app, actor, params.id, body) }), {
    before: [usageLimit(app, 'generation')],
  });
  return router;
}
