import type Router from '@koa/router';
import { directoryApi } from '../../contracts/companies-api.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { searchDirectory } from './service.js';

export function directoryRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  route(directoryApi.companies, ({ query, actor }) => searchDirectory(app, actor, query));
  return router;
}
