import type Router from '@koa/router';
import { companyBatchesApi } from '../../contracts/batches.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { listBatches } from './queries.js';
import { addRowsToBatch, createUploadBatch, getBatchDetail, removeBatchRow } from './service.js';
import { createLookalikeBatch } from './lookalikes.js';
import { importBatch } from './import.js';

export function companyBatchRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(companyBatchesApi.list, async ({ actor }) => ({ items: await listBatches(app.db, actor.workspaceId) }));
  route(companyBatchesApi.create, ({ body, actor }) => createUploadBatch(app, actor, body));
  route(companyBatchesApi.createLookalikes, ({ body, actor }) => createLookalikeBatch(app, actor, body.companyId.toLowerCase()));
  route(companyBatchesApi.get, ({ params, actor }) => getBatchDetail(app, actor, params.id));
  route(companyBatchesApi.addCompanies, ({ params, body, actor }) => addRowsToBatch(app, actor, params.id, body.text));
  route(companyBatchesApi.import, ({ params, body, actor }) =>
    importBatch(app, actor, params.id, body.ids?.map((x) => x.toLowerCase())),
  );
  route(companyBatchesApi.removeCompany, async ({ params, actor }) => {
    await removeBatchRow(app, actor, params.id, params.rowId);
  });
  return router;
}
