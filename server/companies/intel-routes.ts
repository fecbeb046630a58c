import Router from '@koa/router';
import { findContactsRequest } from '../../contracts/company-intel.js';
import { manualEnrichmentRequest } from '../../contracts/companies.js';
import { enrichByHand } from './manual-enrichment.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { parseId } from '../http/params.js';
import { notFound } from '../http/errors.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { findCompanyRow } from './queries.js';
import { requestContactSearch, requestEnrichment, requestResearch, requestSignalDetection } from './intel-requests.js';
import { companyTimeline } from './timeline.js';

/** Enrichment, research, signals and contact finding: each answers 202 {jobId}; results arrive as events. */
export function companyIntelRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  router.use(requireUser(app));
  const accepted = (jobId: string) => ({ jobId });

  router.post('/companies/:id/enrich', async (ctx) => {
    ctx.status = 202;
    ctx.body = accepted(await requestEnrichment(app, actorOf(ctx), parseId(ctx.params.id, 'company id')));
  });
  router.post('/companies/:id/enrich/manual', async (ctx) => {
    const id = parseId(ctx.params.id, 'company id');
    const input = parse(manualEnrichmentRequest, ctx.request.body);
    ctx.body = { company: await enrichByHand(app, actorOf(ctx), id, input) };
  });
  router.post('/companies/:id/research', async (ctx) => {
    ctx.status = 202;
    ctx.body = accepted(await requestResearch(app, actorOf(ctx), parseId(ctx.params.id, 'company id')));
  });
  router.post('/companies/:id/signals/detect', async (ctx) => {
    ctx.status = 202;
    ctx.body = accepted(await requestSignalDetection(app, actorOf(ctx), parseId(ctx.params.id, 'company id')));
  });
  router.post('/companies/:id/contacts/find', async (ctx) => {
    const id = parseId(ctx.params.id, 'company id');
    const { categories } = parse(findContactsRequest, ctx.request.body);
    ctx.status = 202;
    ctx.body = accepted(await requestContactSearch(app, actorOf(ctx), id, categories));
  });
  router.get('/companies/:id/timeline', async (ctx) => {
    const id = parseId(ctx.params.id, 'company id');
    if (!(await findCompanyRow(app.db, actorOf(ctx).workspaceId, id))) throw notFound('Company not found');
    ctx.body = { items: await companyTimeline(app, actorOf(ctx), id) };
  });
  router.get('/providers', (ctx) => {
    const p = app.providers;
    ctx.body = { research: p.research.label, signals: p.signals.label, enrichment: p.enrichment.label, contacts: p.contacts.label };
  });
  return router;
}
