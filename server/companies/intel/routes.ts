import type Router from '@koa/router';
import { companyIntelApi } from '../../../contracts/company-intel.js';
import { enrichByHand } from '../manual-enrichment.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../http/errors.js';
import { typedRouter } from '../../http/typed-routes.js';
import { findCompanyRow } from '../queries.js';
import { requestContactSearch, requestEnrichment, requestResearch, requestSignalDetection } from './service.js';
import { companyTimeline } from '../timeline.js';

/** Enrichment, research, signals and contact finding: each answers 202 {jobId}; results arrive as events. */
export function companyIntelRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  const accepted = (jobId: string) => ({ jobId });

  route(companyIntelApi.enrich, async ({ params, actor }) => accepted(await requestEnrichment(app, actor, params.id)));
  route(companyIntelApi.enrichByHand, async ({ params, body, actor }) => ({ company: await enrichByHand(app, actor, params.id, body) }));
  route(companyIntelApi.research, async ({ params, actor }) => accepted(await requestResearch(app, actor, params.id)));
  route(companyIntelApi.detectSignals, async ({ params, actor }) => accepted(await requestSignalDetection(app, actor, params.id)));
  route(companyIntelApi.findContacts, async ({ params, body, actor }) => accepted(await requestContactSearch(app, actor, params.id, body.categories)));
  route(companyIntelApi.timeline, async ({ params, actor }) => {
    if (!(await findCompanyRow(app.db, actor.workspaceId, params.id))) throw notFound('Company not found');
    return { items: await companyTimeline(app, actor, params.id) };
  });
  route(companyIntelApi.providers, () => {
    const p = app.providers;
    return { research: p.research.label, signals: p.signals.label, enrichment: p.enrichment.label, contacts: p.contacts.label };
  });
  return router;
}
