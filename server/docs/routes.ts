import type Router from '@koa/router';
import { docsApi } from '../../contracts/http/docs-api.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { openApiDocument, type OpenApiDocument } from './openapi.js';
import { REFERENCE_PAGE_CSP, referencePage } from './reference-page.js';

/** The API's own description, public: the OpenAPI document and its reference page, each built once. */
export function docsRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  let doc: OpenApiDocument | undefined;
  let page: string | undefined;
  const document = () => (doc ??= openApiDocument());

  route(docsApi.openapi, ({ ctx }) => {
    ctx.body = document();
  });
  route(docsApi.reference, ({ ctx }) => {
    ctx.set('Content-Security-Policy', REFERENCE_PAGE_CSP);
    ctx.type = 'text/html';
    ctx.body = page ??= referencePage(document());
  });
  return router;
}
