import { createHash } from 'node:crypto';
import type Router from '@koa/router';
import { catalogueApi } from '../../contracts/catalogue-api.js';
import type { AppContext } from '../context.js';
import { notFound } from '../http/errors.js';
import { typedRouter } from '../http/typed-routes.js';
import { usageLimit } from '../http/usage-limit.js';
import { removeConnection } from './connections.js';
import { credentialsView } from './credentials.js';
import { catalogueCategories, catalogueProduct, productImageSvg, saveCatalogueCredentials, searchCatalogue } from './service.js';

const IMAGE_CACHE = 'public, max-age=31536000, immutable';

export function catalogueRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);

  route(
    catalogueApi.search,
    ({ query: { source, ...query }, actor }) => searchCatalogue(app, actor, query, { source }),
    { before: [usageLimit(app, 'search')] },
  );
  route(catalogueApi.categories, ({ actor }) => catalogueCategories(app, actor));
  route(catalogueApi.product, ({ params, actor }) => catalogueProduct(app, actor, params.id));

  // Public and long-cached: a drawing of a built-in product, the same for everyone.
  route(catalogueApi.productImage, async ({ params, query, ctx }) => {
    const svg = await productImageSvg(app, params.id, query.size, query.color);
    if (svg === null) throw notFound('Product not found');
    const etag = `"${createHash('sha1').update(svg).digest('base64url')}"`;
    ctx.set('Cache-Control', IMAGE_CACHE);
    // Also shown in presentation previews, whose sandboxed iframe has an opaque origin.
    ctx.set('Cross-Origin-Resource-Policy', 'cross-origin');
    ctx.set('ETag', etag);
    if (ctx.get('If-None-Match') === etag) {
      ctx.status = 304;
      return;
    }
    ctx.type = 'image/svg+xml';
    ctx.body = svg;
  });

  route(catalogueApi.credentials, async ({ actor }) => ({ credentials: await credentialsView(app, actor.workspaceId) }));
  route(catalogueApi.saveCredentials, ({ body, actor }) => saveCatalogueCredentials(app, actor, body));
  route(
    catalogueApi.removeCredentials,
    async ({ actor }) => {
      await removeConnection(app, actor);
    },
  );

  return router;
}
