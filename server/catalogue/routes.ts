import { createHash } from 'node:crypto';
import Router from '@koa/router';
import { catalogueCredentialsInput, searchSourceParam } from '../../contracts/catalogue.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { usageLimit } from '../http/usage-limit.js';
import { invalid, notFound } from '../http/errors.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { credentialsView, removeCredentials } from './credentials.js';
import {
  IMAGE_SIZES,
  catalogueCategories,
  catalogueProduct,
  productImageSvg,
  saveCatalogueCredentials,
  searchCatalogue,
} from './service.js';

const IMAGE_CACHE = 'public, max-age=31536000, immutable';

export function catalogueRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api/catalogue' });
  const signedIn = requireUser(app);

  router.get('/search', signedIn, usageLimit(app, 'search'), async (ctx) => {
    const { source } = parse(searchSourceParam, { source: ctx.query.source });
    ctx.body = await searchCatalogue(app, actorOf(ctx), ctx.query, { source });
  });

  router.get('/categories', signedIn, async (ctx) => {
    ctx.body = await catalogueCategories(app, actorOf(ctx));
  });

  router.get('/products/:id', signedIn, async (ctx) => {
    ctx.body = await catalogueProduct(app, actorOf(ctx), ctx.params.id ?? '');
  });

  // Public and long-cached: a drawing of a built-in product, the same for everyone.
  router.get('/products/:id/image', async (ctx) => {
    const raw = Array.isArray(ctx.query.size) ? ctx.query.size[0] : ctx.query.size;
    const size = raw === undefined || raw === '' ? 150 : Number(raw);
    if (!(IMAGE_SIZES as readonly number[]).includes(size)) {
      throw invalid([{ path: 'size', message: `Image size must be one of ${IMAGE_SIZES.join(', ')}` }]);
    }
    const svg = await productImageSvg(app, ctx.params.id ?? '', size);
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

  router.get('/credentials', signedIn, async (ctx) => {
    ctx.body = { credentials: await credentialsView(app, actorOf(ctx).workspaceId) };
  });

  router.put('/credentials', signedIn, async (ctx) => {
    const actor = actorOf(ctx);
    const input = parse(catalogueCredentialsInput, ctx.request.body);
    ctx.body = await saveCatalogueCredentials(app, actor, input);
  });

  router.delete('/credentials', signedIn, async (ctx) => {
    const actor = actorOf(ctx);
    await removeCredentials(app, actor);
    ctx.status = 204;
  });

  return router;
}
