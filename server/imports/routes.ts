import type Router from '@koa/router';
import { IMPORT_MAX_BYTES, IMPORT_MESSAGES, importsApi } from '../../contracts/imports.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { readRawBody } from '../http/raw-body.js';
import { listImports } from './presenter.js';
import { importDetail, previewImport, startImport, startUndo, uploadImport } from './service.js';
import { companiesCsv, contactsCsv, sendCsv } from './export.js';

export function importRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(importsApi.list, async ({ actor }) => ({ imports: await listImports(app.db, actor.workspaceId, app.clock.now()) }));
  route(importsApi.upload, async ({ query, actor, ctx }) => uploadImport(app, actor, query.name, await readRawBody(ctx, IMPORT_MAX_BYTES, IMPORT_MESSAGES.tooLarge)));
  route(importsApi.get, ({ params, actor }) => importDetail(app, actor.workspaceId, params.id));
  route(importsApi.preview, ({ params, body, actor }) => previewImport(app, actor, params.id, body));
  route(importsApi.run, ({ params, actor }) => startImport(app, actor, params.id));
  route(importsApi.undo, ({ params, actor }) => startUndo(app, actor, params.id));
  route(importsApi.exportCompanies, async ({ actor, ctx }) => sendCsv(ctx, 'companies', await companiesCsv(app, actor.workspaceId), app.clock.now()));
  route(importsApi.exportContacts, async ({ actor, ctx }) => sendCsv(ctx, 'contacts', await contactsCsv(app, actor.workspaceId), app.clock.now()));
  return router;
}
