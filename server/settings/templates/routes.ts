import type Router from '@koa/router';
import { templatesApi } from '../../../contracts/templates.js';
import type { AppContext } from '../../context.js';
import { typedRouter } from '../../http/typed-routes.js';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from './service.js';

export function templateRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(templatesApi.list, async ({ actor }) => ({ templates: await listTemplates(app, actor) }));
  route(templatesApi.create, async ({ body, actor }) => ({ template: await createTemplate(app, actor, body) }));
  route(templatesApi.get, async ({ params, actor }) => ({ template: await getTemplate(app, actor, params.id) }));
  route(templatesApi.update, async ({ params, body, actor }) => ({ template: await updateTemplate(app, actor, params.id, body) }));
  route(templatesApi.remove, async ({ params, actor }) => {
    await deleteTemplate(app, actor, params.id);
  });
  return router;
}
