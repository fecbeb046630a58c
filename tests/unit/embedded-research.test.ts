import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDirectory, tradeShowsOf } from '../../seed/directory/index.js';
import { createCompanyDirectory, listedOn, type ListedCompany as DirectoryCompany } from '../../server/directory/company-directory.js';
import { createEmbeddedResearch, DIRECTORY_SOURCE, WEBSITE_SOURCE } from '../../server/research/sources/embedded.js';
import { fetchWebsiteFacts, type WebsiteFetcher } from '../../server/research/sources/website.js';
import { KELPWOOD, LOOPBACK_ALLOWED, startFakeWebsite, type FakeWebsite } from '../fixtures/fake-website.js';

// Read on a fixed day: the directory's activity is dated relative to the clock.
const NOW = new Date('2026-11-26T12:00:00Z');
const clock = { now: () => NOW };
const generated = generateDirectory();
const directory = generated.map((c) => listedOn(c, NOW));
const companyDirectory = createCompanyDirectory(clock, { companies: () => generated, tradeShows: tradeShowsOf });
let site: FakeWebsite;
const calls: string[] = [];
const siteFetcher = (path = '/'): WebsiteFetcher => async (domain) => {
  calls.push(domain);
  return fetchWebsiteFacts(domain, { baseUrlOverride: `${site.baseUrl}${path}`, network: LOOPBACK_ALLOWED });
};
const offline: WebsiteFetcher = async (domain) => {
  calls.push(domain);
  return null;
};

beforeAll(async () => {
  site = await startFakeWebsite();
});
afterAll(async () => {
  await site.close();
});

const find = (test: (c: DirectoryCompany) => boolean): DirectoryCompany => {
  const company = directory.find(test);
  if (!company) throw new Error('no such directory company');
  return company;
};

describe('embedded research: directory hit', () => {
  const provider = createEmbeddedResearch({ directory: companyDirectory, fetchWebsite: offline, clock });

  it('returns the directory facts, says so, and never touches the network', async () => {
    const c = find((x) => x.industry === 'Healthcare' && x.recentActivity.some((s) => /exhibited at|booth at/.test(s)));
    calls.length = 0;
    const result = await provider.research({ name: 'whatever the user typed', domain: `https://www.${c.domain}/` });
    expect(calls).toEqual([]);
    expect(result).toMatchObject({
      found: true,
      source: DIRECTORY_SOURCE,
      industry: 'Healthcare',
      companySize: c.companySize,
      headquarters: c.headquarters,
      eventParticipationLikelihood: c.eventParticipationLikelihood,
      recentActivity: c.recentActivity.join('\n'),
      description: c.description,
      country: c.country,
      specialties: c.specialties,
      linkedinUrl: c.linkedinUrl,
      socialLinks: { linkedin: c.linkedinUrl },
      employeeCount: c.employeeCount,
      founded: c.founded,
      citations: [],
    });
    expect(result.message).toBeUndefined();
    // Opportunities come from the activity: the trade show becomes booth giveaways.
    expect(result.promoOpportunities).toMatch(/^Exhibited at .+ in (spring|summer|fall|winter) 202[56]: booth giveaways — Trade Show & Events, Bags, Writing Instruments, Tech/m);
    expect(result.uniqueCharacteristics).toContain(`founded in ${c.founded}`);
    expect(result.uniqueCharacteristics).toContain(c.specialties[0].toLowerCase().slice(0, 4));
  });

  it('derives one opportunity line per activity, plus one from the company profile', async () => {
    for (const c of directory.slice(0, 60)) {
      const result = await provider.research({ name: c.name, domain: c.domain });
      const lines = (result.promoOpportunities ?? '').split('\n');
      expect(lines.length).toBeGreaterThanOrEqual(c.recentActivity.length + 1);
      expect(lines.length).toBeLessThanOrEqual(c.recentActivity.length + 2);
    }
  });

  it('mentions hiring as onboarding kits, and member programs for nonprofits', async () => {
    const hiring = find((x) => x.recentActivity.some((s) => /hiring/.test(s)));
    expect((await provider.research({ name: hiring.name, domain: hiring.domain })).promoOpportunities).toMatch(/employee onboarding kits — Apparel, Drinkware, Notebooks & Journals/);
    const charity = find((x) => x.industry === 'Nonprofit');
    const result = await provider.research({ name: charity.name, domain: charity.domain });
    expect(result.promoOpportunities).toContain('Member, donor and alumni programs');
    expect(result.uniqueCharacteristics).toMatch(/^Nonprofit organisation founded in/);
  });

  it('matches by name when the domain is not known', async () => {
    const c = directory[100];
    const result = await provider.research({ name: c.name.toLowerCase(), domain: '' });
    expect(result).toMatchObject({ found: true, source: DIRECTORY_SOURCE, description: c.description });
  });
});

describe('embedded research: website fallback', () => {
  it('uses only what the site says', async () => {
    calls.length = 0;
    const provider = createEmbeddedResearch({ directory: companyDirectory, fetchWebsite: siteFetcher() });
    const result = await provider.research({ name: KELPWOOD.name, domain: KELPWOOD.domain });
    expect(calls).toEqual([KELPWOOD.domain]);
    expect(result).toEqual({
      found: true,
      source: WEBSITE_SOURCE,
      industry: null,
      companySize: '11-50',
      headquarters: KELPWOOD.headquarters,
      eventParticipationLikelihood: null,
      recentActivity: null,
      // The site's own "Now hiring seasonal instructors for summer 2026!" is the only derivable opportunity.
      promoOpportunities: 'Now hiring seasonal instructors for summer 2026: employee onboarding kits — Apparel, Drinkware, Notebooks & Journals.',
      uniqueCharacteristics: 'Founded in 2004. About 35 employees. Based in Newport, OR.',
      description: KELPWOOD.description,
      country: 'US',
      specialties: null,
      linkedinUrl: KELPWOOD.linkedin,
      socialLinks: { linkedin: KELPWOOD.linkedin, twitter: KELPWOOD.twitter, facebook: KELPWOOD.facebook, instagram: KELPWOOD.instagram },
      employeeCount: 35,
      founded: 2004,
      citations: [{ url: `${site.baseUrl}/home`, title: KELPWOOD.title }],
    });
  });

  it('treats a page with nothing but a title as no data', async () => {
    const provider = createEmbeddedResearch({ directory: companyDirectory, fetchWebsite: siteFetcher('/plain') });
    expect(await provider.research({ name: 'Coming Soon Co', domain: 'coming-soon-co.com' })).toMatchObject({ found: false });
  });
});

describe('embedded research: nothing found', () => {
  it('says so clearly and leaves every fact empty', async () => {
    const provider = createEmbeddedResearch({ directory: companyDirectory, fetchWebsite: offline });
    expect(await provider.research({ name: 'Unknown Co', domain: 'unknown-co.com' })).toEqual({
      found: false,
      source: 'embedded',
      message: 'No public data found for unknown-co.com',
      industry: null, companySize: null, headquarters: null, eventParticipationLikelihood: null, recentActivity: null,
      promoOpportunities: null, uniqueCharacteristics: null, description: null, country: null, specialties: null,
      linkedinUrl: null, socialLinks: {}, employeeCount: null, founded: null, citations: [],
    });
  });

  it('treats a failing website reader like an unreachable site', async () => {
    const provider = createEmbeddedResearch({ directory: companyDirectory, fetchWebsite: async () => { throw new Error('boom'); } });
    expect((await provider.research({ name: 'Unknown Co', domain: 'unknown-co.com' })).found).toBe(false);
  });

  it('also works with the real reader against an unreachable override', async () => {
    const provider = createEmbeddedResearch({
      directory: companyDirectory,
      fetchWebsite: (d) => fetchWebsiteFacts(d, { baseUrlOverride: 'http://127.0.0.1:1/', timeoutMs: 1000, network: LOOPBACK_ALLOWED }),
    });
    expect((await provider.research({ name: 'Unknown Co', domain: 'unknown-co.com' })).message).toBe('No public data found for unknown-co.com');
  });
});

describe('embedded findContacts', () => {
  const provider = createEmbeddedResearch({ directory: companyDirectory, fetchWebsite: offline });

  it('returns directory people in the chosen categories only', async () => {
    const school = find((c) => c.industry === 'Education');
    const ref = { name: school.name, domain: school.domain };
    const all = await provider.findContacts(ref, ['hr', 'marketing', 'membership', 'executive']);
    expect(all).toEqual(school.people);
    const hr = await provider.findContacts(ref, ['hr']);
    expect(hr.length).toBeGreaterThan(0);
    expect(hr.every((p) => p.category === 'hr')).toBe(true);
    expect((await provider.findContacts(ref, ['membership'])).length).toBeGreaterThan(0);
    expect(await provider.findContacts(ref, [])).toEqual([]);
  });

  it('has no membership people for an ordinary company, and nobody for unknown companies', async () => {
    const firm = find((c) => c.industry === 'Technology' && c.type === 'Private');
    expect(await provider.findContacts({ name: firm.name, domain: firm.domain }, ['membership'])).toEqual([]);
    expect(await provider.findContacts({ name: 'Unknown Co', domain: 'unknown-co.com' }, ['executive'])).toEqual([]);
  });
});

describe('embedded enrich', () => {
  it('fills the enrichable fields from the directory, then the website, else reports nothing found', async () => {
    const c = directory[5];
    const fromDirectory = await createEmbeddedResearch({ directory: companyDirectory, fetchWebsite: offline }).enrich({ name: c.name, domain: c.domain });
    expect(fromDirectory).toMatchObject({
      found: true, source: DIRECTORY_SOURCE, name: c.name, industry: c.industry, industries: [c.industry], type: c.type,
      website: `https://${c.domain}`, specialties: c.specialties, headquarters: c.headquarters,
    });
    const fromSite = await createEmbeddedResearch({ directory: companyDirectory, fetchWebsite: siteFetcher() }).enrich({ name: KELPWOOD.name, domain: KELPWOOD.domain });
    expect(fromSite).toMatchObject({
      found: true, source: WEBSITE_SOURCE, name: KELPWOOD.name, industry: null, founded: 2004, website: site.baseUrl,
      logoUrl: `${site.baseUrl}/img/logo.png`, linkedinUrl: KELPWOOD.linkedin,
    });
    const none = await createEmbeddedResearch({ directory: companyDirectory, fetchWebsite: offline }).enrich({ name: 'Unknown Co', domain: 'unknown-co.com' });
    expect(none).toMatchObject({ found: false, message: 'No public data found for unknown-co.com', industry: null, specialties: [] });
  });
});
