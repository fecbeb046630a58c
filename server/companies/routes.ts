import Router from '@koa/router';
import { createCompanyRequest, listCompaniesQuery, updateCompanyRequest, PIPELINE_STAGES } from '../../contracts/companies.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { parseId } from '../http/params.js';
import { invalid } from '../http/errors.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { decodeCursor, listCompanies, stageCounts } from './queries.js';
import { createCompany, deleteCompany, getCompanyDetail, updateCompany } from './service.js';

export function companyRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/companies' });
  router.use(requireUser(app));

  router.get('/', async (ctx) => {
    const q = parse(listCompaniesQuery, ctx.query);
    const cursor = q.cursor ? decodeCursor(q.cursor) : null;
    if (q.cursor && !cursor) throw invalid([{ path: 'cursor', message: 'Invalid cursor' }]);
    const actor = actorOf(ctx);
    ctx.body = await listCompanies(app.db, actor.workspaceId, { ...q, cursor, ownerId: q.owner === 'me' ? actor.userId : q.owner });
  });

  router.get('/summary', async (ctx) => {
    const q = parse(listCompaniesQuery.pick({ q: true, industry: true }), ctx.query);
    const counts = await stageCounts(app.db, actorOf(ctx).workspaceId, q);
    const stages = Object.fromEntries(PIPELINE_STAGES.map((s) => [s, counts[s] ?? 0]));
    ctx.body = { total: Object.values(stages).reduce((a, b) => a + b, 0), stages };
  });

  router.post('/', async (ctx) => {
    const input = parse(createCompanyRequest, ctx.request.body);
    ctx.status = 201;
    ctx.body = { company: await createCompany(app, actorOf(ctx), input) };
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await getCompanyDetail(app, actorOf(ctx), parseId(ctx.params.id, 'company id'));
  });

  router.patch('/:id', async (ctx) => {
    const id = parseId(ctx.params.id, 'company id');
    const input = parse(updateCompanyRequest, ctx.request.body);
    ctx.body = { company: await updateCompany(app, actorOf(ctx), id, input) };
  });

  router.delete('/:id', async (ctx) => {
    ctx.body = { deleted: await deleteCompany(app, actorOf(ctx), parseId(ctx.params.id, 'company id')) };
  });

  return router;
}
