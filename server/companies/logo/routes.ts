import type Router from '@koa/router';
import { companyLogoApi } from '../../../contracts/company-logo.js';
import type { AppContext } from '../../context.js';
import { typedRouter } from '../../http/typed-routes.js';
import { checkLogo } from './image-check.js';
import { sendLogo } from './response.js';
import { companyLogo, removeCompanyLogo, saveCompanyLogo } from './service.js';
import { declaredLogoType, readLogoBody } from './upload.js';

export function companyLogoRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);

  route(companyLogoApi.get, async ({ params, actor, ctx }) => sendLogo(ctx, await companyLogo(app, actor, params.id)));
  route(companyLogoApi.put, async ({ params, actor, ctx }) => {
    const declared = declaredLogoType(ctx);
    const logo = await checkLogo(declared, await readLogoBody(ctx));
    return { company: await saveCompanyLogo(app, actor, params.id, logo) };
  });
  route(companyLogoApi.remove, async ({ params, actor }) => ({ company: await removeCompanyLogo(app, actor, params.id) }));

  return router;
}
