import type Router from '@koa/router';
import { companyBatchesApi } from '../../contracts/company-batches.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { listCompanyBatches } from './queries.js';
import { addRowsToCompanyBatch, createUploadCompanyBatch, getCompanyBatch, removeCompanyBatchRow } from './service.js';
import { createLookalikeBatch } from './lookalikes.js';
import { importCompanyBatch } from './import.js';

export function companyBatchRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(companyBatchesApi.list, async ({ actor }) => ({ items: await listCompanyBatches(app.db, actor.workspaceId) }));
  route(companyBatchesApi.create, ({ body, actor }) => createUploadCompanyBatch(app, actor, body));
  route(companyBatchesApi.createLookalikes, ({ body, actor }) => createLookalikeBatch(app, actor, body.companyId.toLowerCase()));
  route(companyBatchesApi.get, ({ params, actor }) => getCompanyBatch(app, actor, params.id));
  route(companyBatchesApi.addCompanies, ({ params, body, actor }) => addRowsToCompanyBatch(app, actor, params.id, body.text));
  route(companyBatchesApi.import, ({ params, body, actor }) =>
    importCompanyBatch(app, actor, params.id, body.ids?.map((x) => x.toLowerCase())),
  );
  route(companyBatchesApi.removeCompany, async ({ params, actor }) => {
    await removeCompanyBatchRow(app, actor, params.id, params.rowId);
  });
  return router;
}
