import Router from '@koa/router';
import { templateInput, templatePatch } from '../../contracts/templates.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { createTemplate, deleteTemplate, getTemplate, listTemplates, updateTemplate } from './template-service.js';

export function templateRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/templates' });
  router.use(requireUser(app));
  router.get('/', async (ctx) => {
    ctx.body = { templates: await listTemplates(app, actorOf(ctx)) };
  });
  router.post('/', async (ctx) => {
    const input = parse(templateInput, ctx.request.body);
    ctx.status = 201;
    ctx.body = { template: await createTemplate(app, actorOf(ctx), input) };
  });
  router.get('/:id', async (ctx) => {
    ctx.body = { template: await getTemplate(app, actorOf(ctx), ctx.params.id) };
  });
  router.patch('/:id', async (ctx) => {
    const input = parse(templatePatch, ctx.request.body);
    ctx.body = { template: await updateTemplate(app, actorOf(ctx), ctx.params.id, input) };
  });
  router.delete('/:id', async (ctx) => {
    await deleteTemplate(app, actorOf(ctx), ctx.params.id);
    ctx.status = 204;
  });
  return router;
}
