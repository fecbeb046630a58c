import { defineArea, type ServerArea } from '../ports/server-area.js';
import { aboutCompany } from '../ports/activity.js';
import { companyRoutes } from './routes.js';
import { companyLogoRoutes } from './logo/routes.js';
import { companyIntelRoutes } from './intel/routes.js';
import { dealSettingsRoutes } from './deal/routes.js';
import { starterCompanyHook, type StarterCompany } from './starter-company.js';
import { handCompaniesToHeir } from './member-heir.js';

/**
 * The pipeline: companies, their logo and intelligence (enrichment, research, signals, contacts
 * found). A new workspace starts with `starter` (the composition root hands seed/'s sample
 * company); a removed member's companies go to their heir.
 */
export function companiesArea(starter: StarterCompany): ServerArea {
  return defineArea({
    name: 'companies',
    routes: (app) => [companyRoutes(app), companyLogoRoutes(app), companyIntelRoutes(app), dealSettingsRoutes(app)],
    workspaceHooks: { workspaceCreated: [starterCompanyHook(starter)], memberRemoved: [handCompaniesToHeir] },
    activity: {
      'company.created': (p, subjectId) => aboutCompany(subjectId, 'company.created', { name: p.company.name }),
      // company.stage / .edited / .owner / .enrichment_started / .enriched / .enrichment_failed / .researched / .research_failed
      'company.updated': (p, subjectId) => {
        if (!p.change) return null; // a plain refresh of the company, nothing happened to it
        const { kind, ...details } = p.change;
        return aboutCompany(subjectId, `company.${kind}`, details);
      },
      'company.signals.checked': (p) => aboutCompany(p.companyId, 'company.signals_checked', { found: p.found, created: p.created }),
      'company.contacts.found': (p) => aboutCompany(p.companyId, 'company.contacts_found', { count: p.contacts.length }),
    },
  });
}
