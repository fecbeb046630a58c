// The embedded (offline) research, enrichment and contact-finding provider: the built-in company
// directory first, then the company's own home page, otherwise an honest "nothing found".
// Opportunities and characteristics are derived only from facts the source actually holds.
import type { CompanyDirectory, ListedCompany as DirectoryCompany } from '../../directory/index.js';
import { systemClock, type Clock } from '../../clock.js';
import { detectSignalsFromText, playbookFor } from '../signals/rules.js';
import { unreachableMessage, unreachableReason } from './unreachable.js';
import { fetchWebsiteFacts, type WebsiteFacts, type WebsiteFetcher } from './website.js';
import {
  emptyResearch,
  notFoundMessage,
  type CompanyRef,
  type ContactCategory,
  type ContactFinder,
  type DetectedSignal,
  type Enricher,
  type EnrichmentResult,
  type FoundContact,
  type ResearchProvider,
  type ResearchResult,
} from '../../ports/research.js';

export const DIRECTORY_SOURCE = 'SwagScout directory';
export const WEBSITE_SOURCE = 'company website';

export interface EmbeddedResearchOptions {
  directory: CompanyDirectory;
  /** Reads a home page; defaults to fetchWebsiteFacts. Pass a stub to stay offline. */
  fetchWebsite?: WebsiteFetcher;
  /** Today, for the signals behind the opportunities research writes; the system's by default. */
  clock?: Clock;
}

export type EmbeddedResearch = ResearchProvider & Enricher & ContactFinder;

const COUNTRY_NAMES: Record<string, string> = { US: 'United States', CA: 'Canada', GB: 'United Kingdom', AU: 'Australia', DE: 'Germany' };

function notFound(company: CompanyRef): ResearchResult {
  return emptyResearch('embedded', false, notFoundMessage(company));
}

const lower = (s: string): string => (/^[A-Z]{2,}|^[A-Z][a-z]*[A-Z]/.test(s) ? s : s[0].toLowerCase() + s.slice(1));
const listOf = (items: string[]): string =>
  items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const withCommas = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 20 });

function season(month: number): string {
  if (month >= 3 && month <= 5) return 'spring';
  if (month >= 6 && month <= 8) return 'summer';
  if (month >= 9 && month <= 11) return 'fall';
  return 'winter';
}

/** One promotional opportunity per detected signal: "<what happened>: <use case> — <categories>." */
function opportunityFor(signal: DetectedSignal): string {
  const categories = signal.productCategories.join(', ');
  const show = /\b(?:exhibited at|had a booth at|will exhibit at|exhibiting at) +(\S.*?) in +[A-Z][\w .'-]*?(?:,|\.|$)/.exec(signal.evidence);
  const month = new RegExp(`\\((${MONTHS.join('|')}) (\\d{4})\\)$`).exec(signal.summary);
  if (signal.signalType === 'Trade Show' && show) {
    const when = month ? ` in ${season(MONTHS.indexOf(month[1]) + 1)} ${month[2]}` : '';
    return `Exhibited at ${show[1]}${when}: ${lower(signal.useCase)} — ${categories}.`;
  }
  return `${signal.summary}: ${lower(signal.useCase)} — ${categories}.`;
}

function directoryOpportunities(company: DirectoryCompany, shows: readonly { name: string }[], signals: DetectedSignal[]): string {
  const lines = signals.map(opportunityFor);
  const playbook = playbookFor(company.industry);
  if (company.eventParticipationLikelihood !== 'Low' && !signals.some((s) => s.signalType === 'Trade Show') && shows.length) {
    // The directory gives a likelihood, not a show the company attends: say only that.
    lines.push(`Event participation ${company.eventParticipationLikelihood.toLowerCase()}; ${company.industry.toLowerCase()} shows such as ${shows[0].name} are an opening — ${playbook.event}.`);
  }
  if (company.people.some((p) => p.category === 'membership')) {
    lines.push('Member, donor and alumni programs — appreciation gifts and event giveaways for supporters.');
  } else if (company.type === 'Government') {
    lines.push('Community outreach — giveaways for public events and resident programs.');
  } else if (company.employeeCount >= 200) {
    lines.push(`Employee recognition across roughly ${withCommas(company.employeeCount)} staff — service awards and branded apparel.`);
  } else {
    lines.push(`Small team (${company.companySize} people), easy to outfit completely — ${playbook.people}.`);
  }
  return lines.join('\n');
}

function directoryCharacteristics(company: DirectoryCompany): string {
  const industry = company.industry.toLowerCase();
  const kind = {
    Private: `Privately held ${industry} company`,
    Public: `Publicly traded ${industry} company`,
    Nonprofit: company.industry === 'Nonprofit' ? 'Nonprofit organisation' : `Nonprofit ${industry} organisation`,
    Government: company.industry === 'Government' ? 'Public body' : `Public ${industry} institution`,
  }[company.type];
  const where = company.country === 'US' ? company.headquarters : `${company.headquarters}, ${COUNTRY_NAMES[company.country]}`;
  const parts = [
    `${kind} founded in ${company.founded}, about ${withCommas(company.employeeCount)} employees (${company.companySize}), based in ${where}.`,
    `Known for ${listOf(company.specialties.map(lower))}.`,
  ];
  if (company.people.some((p) => p.category === 'membership')) parts.push('Runs member, donor or alumni programs.');
  return parts.join(' ');
}

function fromDirectory(company: DirectoryCompany, directory: CompanyDirectory, now: Date): ResearchResult {
  const signals = detectSignalsFromText({ name: company.name, industry: company.industry, recentActivity: company.recentActivity, description: null }, now);
  return {
    found: true,
    source: DIRECTORY_SOURCE,
    industry: company.industry,
    companySize: company.companySize,
    headquarters: company.headquarters,
    eventParticipationLikelihood: company.eventParticipationLikelihood,
    recentActivity: company.recentActivity.join('\n'),
    promoOpportunities: directoryOpportunities(company, directory.tradeShows(company.industry), signals),
    uniqueCharacteristics: directoryCharacteristics(company),
    description: company.description,
    country: company.country,
    specialties: [...company.specialties],
    linkedinUrl: company.linkedinUrl,
    socialLinks: { linkedin: company.linkedinUrl },
    employeeCount: company.employeeCount,
    founded: company.founded,
    citations: [],
  };
}

const hasFacts = (facts: WebsiteFacts): boolean =>
  !!(facts.description || facts.organizationName || facts.founded || facts.employeeCount || facts.headquarters);

function fromWebsite(company: CompanyRef, facts: WebsiteFacts, now: Date): ResearchResult {
  const name = facts.organizationName ?? facts.siteName ?? company.name;
  // Only the site's own words: signals in its description become opportunities, nothing else is guessed.
  const signals = detectSignalsFromText({ name, industry: null, recentActivity: null, description: [facts.title, facts.description].filter(Boolean).join('. ') }, now);
  const traits = [
    facts.founded ? `Founded in ${facts.founded}.` : null,
    facts.employeeCount ? `About ${withCommas(facts.employeeCount)} employees.` : facts.companySize ? `${facts.companySize} employees.` : null,
    facts.headquarters ? `Based in ${facts.headquarters}.` : null,
  ].filter((t): t is string => t !== null);
  return {
    ...emptyResearch(WEBSITE_SOURCE, true),
    companySize: facts.companySize,
    headquarters: facts.headquarters,
    promoOpportunities: signals.length ? signals.map(opportunityFor).join('\n') : null,
    uniqueCharacteristics: traits.length ? traits.join(' ') : null,
    description: facts.description,
    country: facts.country,
    linkedinUrl: facts.socialLinks.linkedin ?? null,
    socialLinks: { ...facts.socialLinks },
    employeeCount: facts.employeeCount,
    founded: facts.founded,
    citations: [{ url: facts.url, ...(facts.title ? { title: facts.title } : {}) }],
  };
}

function toContact(person: DirectoryCompany['people'][number]): FoundContact {
  return { ...person };
}

export function createEmbeddedResearch(options: EmbeddedResearchOptions): EmbeddedResearch {
  const { directory } = options;
  const clock = options.clock ?? systemClock;
  const fetchWebsite = options.fetchWebsite ?? ((domain: string) => fetchWebsiteFacts(domain));

  async function lookUp(company: CompanyRef): Promise<{ hit: DirectoryCompany } | { site: WebsiteFacts } | { unreachable: string } | null> {
    const hit = directory.find(company);
    if (hit) return { hit };
    if (!company.domain) return null;
    const failures: unknown[] = [];
    // A custom fetcher that throws is treated like an unreachable site.
    const site = await fetchWebsite(company.domain, { onFailure: (e) => failures.push(e) }).catch((e: unknown) => (failures.push(e), null));
    if (site) return hasFacts(site) ? { site } : null;
    return failures.length ? { unreachable: unreachableReason(failures[failures.length - 1]) } : null;
  }

  return {

    async research(company) {
      const found = await lookUp(company);
      if (!found) return notFound(company);
      if ('unreachable' in found) return emptyResearch('embedded', false, unreachableMessage(company.domain, found.unreachable));
      return 'hit' in found ? fromDirectory(found.hit, directory, clock.now()) : fromWebsite(company, found.site, clock.now());
    },

    async enrich(company): Promise<EnrichmentResult> {
      const found = await lookUp(company);
      if (!found || 'unreachable' in found) {
        return {
          found: false, source: 'embedded', name: null, industry: null, industries: [],
          companySize: null, employeeCount: null, type: null, founded: null, headquarters: null, country: null,
          description: null, website: null, logoUrl: null, linkedinUrl: null, specialties: [],
          ...(found ? { unreachable: true, message: unreachableMessage(company.domain, found.unreachable) } : { message: notFoundMessage(company) }),
        };
      }
      if ('hit' in found) {
        const c = found.hit;
        return {
          found: true, source: DIRECTORY_SOURCE, name: c.name, industry: c.industry, industries: [c.industry],
          companySize: c.companySize, employeeCount: c.employeeCount, type: c.type, founded: c.founded,
          headquarters: c.headquarters, country: c.country, description: c.description, website: `https://${c.domain}`,
          logoUrl: null, linkedinUrl: c.linkedinUrl, specialties: [...c.specialties],
        };
      }
      const s = found.site;
      return {
        found: true, source: WEBSITE_SOURCE, name: s.organizationName ?? s.siteName, industry: null, industries: [],
        companySize: s.companySize, employeeCount: s.employeeCount, type: null, founded: s.founded,
        headquarters: s.headquarters, country: s.country, description: s.description, website: new URL(s.url).origin,
        logoUrl: s.logoUrl, linkedinUrl: s.socialLinks.linkedin ?? null, specialties: [],
      };
    },

    async findContacts(company, categories: readonly ContactCategory[]) {
      const hit = directory.find(company);
      if (!hit) return [];
      return hit.people.filter((p) => categories.includes(p.category)).map(toContact);
    },
  };
}
