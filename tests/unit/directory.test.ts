import { describe, expect, it } from 'vitest';
import { COMPANY_SIZES, DEFAULT_DIRECTORY_SEED, INDUSTRIES, generateDirectory, hasMembership, type DirectoryCompany } from '../../seed/directory/index.js';
import { activityOn, decodeActivity, encodeActivity, occurrenceOf, storedActivityOn } from '../../server/directory/dating.js';
import { findInDirectory, matchInDirectory, normaliseCompanyName, normaliseDomain } from '../../server/directory/find.js';
import { listedOn } from '../../server/directory/company-directory.js';
import { detectSignalsFromText, ruleForText } from '../../server/research/signals/rules.js';

const directory = generateDirectory();
const NOW = new Date('2026-11-26T12:00:00Z');
const listed = directory.map((c) => listedOn(c, NOW));
const byIndustry = (industry: string) => directory.filter((c) => c.industry === industry);
const SIZE_BOUNDS: Record<string, [number, number]> = {
  '1-10': [1, 10], '11-50': [11, 50], '51-200': [51, 200], '201-500': [201, 500], '501-1000': [501, 1000],
  '1001-5000': [1001, 5000], '5001-10000': [5001, 10000], '10001+': [10001, 1_000_000],
};

describe('generateDirectory', () => {
  it('is deterministic: the same seed gives identical output, another seed a different one', () => {
    expect(JSON.stringify(generateDirectory(DEFAULT_DIRECTORY_SEED))).toBe(JSON.stringify(directory));
    expect(generateDirectory(7)).toEqual(generateDirectory(7));
    expect(generateDirectory(7).map((c) => c.name)).not.toEqual(directory.map((c) => c.name));
  });

  it('has at least 600 companies with unique, valid domains and unique names', () => {
    expect(directory.length).toBeGreaterThanOrEqual(600);
    const domains = directory.map((c) => c.domain);
    expect(new Set(domains).size).toBe(directory.length);
    for (const domain of domains) {
      expect(normaliseDomain(domain)).toBe(domain);
      expect(domain).toMatch(/^[a-z0-9-]+\.(com|io|org|co)$/);
    }
    expect(new Set(directory.map((c) => normaliseCompanyName(c.name))).size).toBe(directory.length);
  });

  it('spreads companies over the 16 industries, mostly in the US, with every organisation type', () => {
    expect(INDUSTRIES).toHaveLength(16);
    for (const industry of INDUSTRIES) expect(byIndustry(industry).length).toBeGreaterThanOrEqual(30);
    const us = directory.filter((c) => c.country === 'US').length;
    expect(us / directory.length).toBeGreaterThan(0.7);
    for (const country of ['CA', 'GB', 'AU', 'DE']) expect(directory.some((c) => c.country === country)).toBe(true);
    for (const type of ['Private', 'Public', 'Nonprofit', 'Government']) expect(directory.some((c) => c.type === type)).toBe(true);
    for (const c of directory) if (c.type === 'Nonprofit' || c.type === 'Government') expect(c.domain).toMatch(/\.org$/);
    expect(byIndustry('Government').every((c) => c.type === 'Government')).toBe(true);
    expect(byIndustry('Nonprofit').every((c) => c.type === 'Nonprofit')).toBe(true);
  });

  it('gives every company consistent, well-formed facts', () => {
    for (const c of directory) {
      expect(COMPANY_SIZES).toContain(c.companySize);
      const [low, high] = SIZE_BOUNDS[c.companySize];
      expect(c.employeeCount).toBeGreaterThanOrEqual(low);
      expect(c.employeeCount).toBeLessThanOrEqual(high);
      expect(c.founded).toBeGreaterThanOrEqual(1800);
      expect(c.founded).toBeLessThan(2025);
      expect(c.headquarters).toMatch(/^[A-Z][\w .'-]+, [A-Z][\w -]+$/);
      expect(c.description.startsWith(`${c.name} is `)).toBe(true);
      expect(c.description.split(/(?<=\.) /)).toHaveLength(2);
      expect(c.specialties.length).toBeGreaterThanOrEqual(3);
      expect(c.specialties.length).toBeLessThanOrEqual(5);
      expect(c.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/company\/[a-z0-9-]+$/);
      expect(['High', 'Medium', 'Low']).toContain(c.eventParticipationLikelihood);
      expect(c.activity.length).toBeGreaterThanOrEqual(1);
      expect(c.activity.length).toBeLessThanOrEqual(3);
    }
    for (const c of listed) {
      // Dated within the two years before the day it is read (2026-11-26 here).
      for (const s of c.recentActivity) expect(s).toMatch(new RegExp(`^In [A-Z][a-z]+ 202[4-6], ${c.name.replace(/[.*+?^${}()|[\]\\&]/g, '\\$&')} .+\\.$`));
    }
  });

  it('writes activity the signal rules recognise (one signal per sentence) and descriptions that trigger none', () => {
    for (const c of listed) {
      for (const sentence of c.recentActivity) expect(ruleForText(sentence), sentence).not.toBeNull();
      const signals = detectSignalsFromText({ name: c.name, industry: c.industry, recentActivity: c.recentActivity, description: c.description }, NOW);
      expect(signals).toHaveLength(c.recentActivity.length);
      expect(detectSignalsFromText({ name: c.name, industry: c.industry, recentActivity: null, description: c.description }, NOW)).toEqual([]);
    }
  });

  it('gives each company 4–10 people in the four categories, with membership roles only where they belong', () => {
    for (const c of directory) {
      expect(c.people.length).toBeGreaterThanOrEqual(4);
      expect(c.people.length).toBeLessThanOrEqual(10);
      const names = new Set(c.people.map((p) => `${p.firstName} ${p.lastName}`));
      expect(names.size).toBe(c.people.length);
      expect(c.people.filter((p) => p.category === 'executive').length).toBeGreaterThanOrEqual(1);
      for (const p of c.people) {
        expect(['hr', 'marketing', 'membership', 'executive']).toContain(p.category);
        const local = `${p.firstName}.${p.lastName}`.toLowerCase().replace(/[^a-z.]/g, '');
        expect(p.email).toBe(`${local}@${c.domain}`);
        expect(p.linkedinUrl).toMatch(/^https:\/\/www\.linkedin\.com\/in\/[a-z-]+-[0-9a-f]+$/);
        expect(p.phone).toMatch(/^(\(\d{3}\) 555-01\d\d|\+\d{2} [\d ]+)$/);
      }
      const members = c.people.filter((p) => p.category === 'membership');
      if (hasMembership(c.industry, c.type)) expect(members.length).toBeGreaterThanOrEqual(1);
      else expect(members).toHaveLength(0);
    }
    const school = byIndustry('Education')[0];
    expect(school.people.some((p) => p.category === 'membership' && /Alumni|Development|Giving|Gifts/.test(p.title))).toBe(true);
    const charity = byIndustry('Nonprofit')[0];
    expect(charity.people.some((p) => p.category === 'membership')).toBe(true);
  });

  it('uses no famous brand names', () => {
    const famous = /\b(Apple|Amazon|Google|Microsoft|Walmart|Target|Nike|Oracle|Tesla|Starbucks|Salesforce|Juniper Networks|Highmark|Rosewood Hotels)\b/;
    for (const c of directory) expect(c.name).not.toMatch(famous);
  });
});

describe('the directory\'s activity is dated relative to the day it is read', () => {
  const DAY = 86_400_000;
  const YEARLY = new Set(['tradeShow', 'anniversary']);
  const alertsOn = (now: Date, companies: readonly DirectoryCompany[]) =>
    companies.map((c) => {
      const signals = detectSignalsFromText({ name: c.name, industry: c.industry, recentActivity: activityOn(c.activity, now), description: null }, now);
      return signals.filter((s) => s.occurredAt && now.getTime() - new Date(s.occurredAt).getTime() <= 90 * DAY).length;
    });

  it.each(['2026-11-26', '2027-11-26', '2031-11-26', '2044-02-29'])('on %s most companies have news inside the 90-day signal window, and history too', (day) => {
    const now = new Date(`${day}T12:00:00Z`);
    const alerts = alertsOn(now, directory);
    // Every company with an activity that is not yearly has news; only the yearly ones can be all history.
    directory.forEach((c, i) => {
      if (c.activity.some((a) => !YEARLY.has(a.kind))) expect(alerts[i], c.name).toBeGreaterThanOrEqual(1);
    });
    expect(alerts.filter((n) => n > 0).length / directory.length).toBeGreaterThan(0.9);
    const signals = directory.reduce((n, c) => n + c.activity.length, 0);
    const news = alerts.reduce((n, a) => n + a, 0);
    expect(news / signals).toBeGreaterThan(0.4);
    expect(news / signals).toBeLessThan(0.8); // the rest is history ("Earlier activity")
    for (const c of directory.slice(0, 50)) {
      for (const s of activityOn(c.activity, now)) {
        const year = Number(/^In [A-Z][a-z]+ (\d{4}),/.exec(s)![1]);
        expect(year).toBeGreaterThanOrEqual(now.getUTCFullYear() - 2);
        expect(year).toBeLessThanOrEqual(now.getUTCFullYear());
      }
    }
  });

  it('keeps a date until the activity happens again, and the same history relative to any day', () => {
    const now = new Date('2027-03-10T09:00:00Z');
    for (const c of directory.slice(0, 100)) {
      for (const a of c.activity) {
        const at = occurrenceOf(a.recurs, now);
        expect(at.getTime()).toBeLessThanOrEqual(now.getTime());
        const nextDay = occurrenceOf(a.recurs, new Date(now.getTime() + DAY));
        // The next day the date is the same, unless the activity happens again that very day.
        expect([at.getTime(), Math.floor(now.getTime() / DAY + 1) * DAY]).toContain(nextDay.getTime());
        if ('everyDays' in a.recurs) {
          const later = new Date(now.getTime() + 7 * a.recurs.everyDays * DAY);
          expect(now.getTime() - at.getTime()).toBe(later.getTime() - occurrenceOf(a.recurs, later).getTime());
        }
      }
    }
  });

  it('names the year and the anniversary from the date it is read on', () => {
    const company = directory.find((c) => c.activity.some((a) => a.kind === 'anniversary'))!;
    for (const day of ['2026-11-26', '2031-11-26']) {
      const now = new Date(`${day}T12:00:00Z`);
      const sentence = activityOn(company.activity, now).find((s) => /anniversary/.test(s))!;
      const year = Number(/^In [A-Z][a-z]+ (\d{4}),/.exec(sentence)![1]);
      expect(sentence).toContain(`its ${year - company.founded}`);
    }
  });

  it('stores activity as lines the database keeps and reads back the same; fixed-date text is shown as it is', () => {
    const now = new Date('2028-06-15T00:00:00Z');
    for (const c of directory.slice(0, 40)) {
      const stored = encodeActivity(c.activity);
      expect(stored.split('\n').every((line) => line.startsWith('@'))).toBe(true);
      expect(activityOn(decodeActivity(stored)!, now)).toEqual(activityOn(c.activity, now));
      expect(storedActivityOn(stored, now)).toBe(activityOn(c.activity, now).join('\n'));
    }
    expect(decodeActivity('In March 2026, Acme opened a new office in Austin.')).toBeNull();
    expect(storedActivityOn('In March 2026, Acme opened a new office in Austin.', now)).toBe('In March 2026, Acme opened a new office in Austin.');
    expect(storedActivityOn(null, now)).toBeNull();
  });
});

describe('normaliseDomain', () => {
  it.each([
    ['HTTPS://WWW.Acme-Widgets.com:8443/about/us?x=1#team', 'acme-widgets.com'],
    ['acme.com.', 'acme.com'],
    ['  www.acme.io  ', 'acme.io'],
    ['//cdn.acme.co/asset.js', 'acme.co'], // the registrable domain (issue 8)
    ['mailto:sales@acme.org', 'acme.org'],
    ['shop.acme.co.uk', 'acme.co.uk'],
    ['münchen.de', 'xn--mnchen-3ya.de'],
    ['www.com', 'www.com'],
  ])('%s → %s', (input, expected) => {
    expect(normaliseDomain(input)).toBe(expected);
  });

  it.each(['', '   ', 'acme', 'localhost', '192.168.0.1', 'http://10.0.0.1/', 'not a domain.com', '-acme.com', 'acme..com', 'acme.c0m', 'http://'])(
    'rejects %j',
    (input) => {
      expect(normaliseDomain(input)).toBeNull();
    },
  );

  it('rejects non-strings', () => {
    expect(normaliseDomain(null)).toBeNull();
    expect(normaliseDomain(undefined)).toBeNull();
  });
});

describe('findInDirectory', () => {
  const sample = directory[42];

  it('matches the exact normalised domain first', () => {
    expect(matchInDirectory(directory, { domain: `https://www.${sample.domain.toUpperCase()}/contact` })).toEqual({ company: sample, matchedBy: 'domain' });
    // The domain wins even when the name belongs to another company.
    expect(findInDirectory(directory, { domain: sample.domain, name: directory[7].name })).toBe(sample);
  });

  it('then an exact, case-insensitive name (legal suffixes, "The" and "&" tolerated)', () => {
    expect(matchInDirectory(directory, { name: sample.name.toUpperCase() })).toEqual({ company: sample, matchedBy: 'name' });
    expect(findInDirectory(directory, { name: `The ${sample.name}, Inc.` })).toBe(sample);
    expect(findInDirectory(directory, { name: `${sample.name} LLC`, domain: 'unknown-elsewhere.com' })).toBe(sample);
    const ampersand = directory.find((c) => c.name.includes(' & '));
    expect(ampersand).toBeDefined();
    expect(findInDirectory(directory, { name: (ampersand as DirectoryCompany).name.replace(' & ', ' and ') })).toBe(ampersand);
  });

  it('then a one-typo fuzzy name match', () => {
    const long = directory.find((c) => normaliseCompanyName(c.name).length >= 12) as DirectoryCompany;
    const typo = long.name.slice(0, 3) + long.name.slice(4); // drop one letter
    expect(matchInDirectory(directory, { name: typo })).toEqual({ company: long, matchedBy: 'fuzzy-name' });
  });

  it('never guesses: unknown names, partial names, other companies and contradicting domains give null', () => {
    expect(findInDirectory(directory, { name: 'Acme Widgets' })).toBeNull();
    expect(findInDirectory(directory, { domain: 'acme-widgets.com' })).toBeNull();
    expect(findInDirectory(directory, {})).toBeNull();
    expect(findInDirectory(directory, { name: '   ' })).toBeNull();
    const root = sample.name.split(' ')[0];
    expect(findInDirectory(directory, { name: root })).toBeNull();
    expect(findInDirectory(directory, { name: `${sample.name} Holdings International` })).toBeNull();
    // A near-miss name does not override a different, valid domain.
    const long = directory.find((c) => normaliseCompanyName(c.name).length >= 12) as DirectoryCompany;
    expect(findInDirectory(directory, { name: long.name.slice(0, 3) + long.name.slice(4), domain: 'somebody-else.com' })).toBeNull();
  });

  it('refuses a fuzzy match when two companies are about equally close, and on short names', () => {
    const tiny = [
      { ...sample, name: 'Bluestem Health', domain: 'bluestemhealth.com' },
      { ...sample, name: 'Bluestem Wealth', domain: 'bluestemwealth.com' },
      { ...sample, name: 'Oak Labs', domain: 'oaklabs.io' },
    ];
    expect(findInDirectory(tiny, { name: 'Bluestem Health' })?.domain).toBe('bluestemhealth.com');
    expect(findInDirectory(tiny, { name: 'Bluestem Healt' })).toBeNull(); // 1 from Health, 2 from Wealth
    expect(findInDirectory(tiny, { name: 'Bluestem Xealth' })).toBeNull(); // 1 from both
    expect(findInDirectory(tiny, { name: 'Oak Lab' })).toBeNull(); // too short to trust a typo
  });
});
