import type Router from '@koa/router';
import { PIPELINE_STAGES, type PipelineStage } from '../../contracts/companies.js';
import { companiesApi } from '../../contracts/companies-api.js';
import type { AppContext } from '../context.js';
import { invalid } from '../http/errors.js';
import { typedRouter } from '../http/typed-routes.js';
import { ownerIdOf } from '../team/index.js';
import { decodeCursor, listCompanies, stageSums } from './queries.js';
import { loadDealSettings } from './deal/settings.js';
import { createCompany, deleteCompany, getCompanyDetail, updateCompany } from './service.js';
import { createCompanyBody, updateCompanyBody } from './domain.js';


export function companyRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);

  route(companiesApi.list, async ({ query, actor }) => {
    const cursor = query.cursor ? decodeCursor(query.cursor) : null;
    if (query.cursor && !cursor) throw invalid([{ path: 'cursor', message: 'Invalid cursor' }]);
    return listCompanies(app.db, actor.workspaceId, { ...query, cursor, ownerId: ownerIdOf(query.owner, actor), now: app.clock.now() });
  });

  route(companiesApi.summary, async ({ query, actor }) => {
    const settings = await loadDealSettings(app.db, actor.workspaceId);
    const found = await stageSums(app.db, actor.workspaceId, settings, { ...query, ownerId: ownerIdOf(query.owner, actor), now: app.clock.now() });
    const of = (s: PipelineStage) => found[s] ?? { count: 0, amountCents: 0, weightedCents: 0 };
    const stages = Object.fromEntries(PIPELINE_STAGES.map((s) => [s, of(s).count])) as Record<PipelineStage, number>;
    const sums = Object.fromEntries(PIPELINE_STAGES.map((s) => [s, { amountCents: of(s).amountCents, weightedCents: of(s).weightedCents }])) as Record<PipelineStage, { amountCents: number; weightedCents: number }>;
    return { total: Object.values(stages).reduce((a, b) => a + b, 0), stages, sums };
  });

  // The bodies as the server reads them: the domain becomes the registrable one (./domain.ts).
  route({ ...companiesApi.create, body: createCompanyBody }, async ({ body, actor }) => ({ company: await createCompany(app, actor, body) }));
  route(companiesApi.get, ({ params, actor }) => getCompanyDetail(app, actor, params.id));
  route({ ...companiesApi.update, body: updateCompanyBody }, async ({ params, body, actor }) => ({ company: await updateCompany(app, actor, params.id, body) }));
  route(companiesApi.remove, async ({ params, actor }) => ({ deleted: await deleteCompany(app, actor, params.id) }));

  return router;
}
