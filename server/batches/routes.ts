import Router from '@koa/router';
import { addBatchCompaniesRequest, createCompanyBatchRequest, createLookalikeBatchRequest, importBatchRequest } from '../../contracts/batches.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { parseId } from '../http/params.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { listBatches } from './queries.js';
import { addRowsToBatch, createUploadBatch, getBatchDetail, removeBatchRow } from './service.js';
import { createLookalikeBatch } from './lookalikes.js';
import { importBatch } from './import.js';

export function companyBatchRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/company-batches' });
  router.use(requireUser(app));

  router.get('/', async (ctx) => {
    ctx.body = { items: await listBatches(app.db, actorOf(ctx).workspaceId) };
  });

  router.post('/', async (ctx) => {
    const input = parse(createCompanyBatchRequest, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createUploadBatch(app, actorOf(ctx), input);
  });

  router.post('/lookalikes', async (ctx) => {
    const { companyId } = parse(createLookalikeBatchRequest, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createLookalikeBatch(app, actorOf(ctx), companyId.toLowerCase());
  });

  router.get('/:id', async (ctx) => {
    ctx.body = await getBatchDetail(app, actorOf(ctx), parseId(ctx.params.id, 'batch id'));
  });

  router.post('/:id/companies', async (ctx) => {
    const id = parseId(ctx.params.id, 'batch id');
    const { text } = parse(addBatchCompaniesRequest, ctx.request.body);
    ctx.body = await addRowsToBatch(app, actorOf(ctx), id, text);
  });

  router.post('/:id/import', async (ctx) => {
    const id = parseId(ctx.params.id, 'batch id');
    const { ids } = parse(importBatchRequest, ctx.request.body ?? {});
    ctx.body = await importBatch(app, actorOf(ctx), id, ids?.map((x) => x.toLowerCase()));
  });

  router.delete('/:id/companies/:rowId', async (ctx) => {
    const id = parseId(ctx.params.id, 'batch id');
    await removeBatchRow(app, actorOf(ctx), id, parseId(ctx.params.rowId, 'company id'));
    ctx.status = 204;
  });

  return router;
}
