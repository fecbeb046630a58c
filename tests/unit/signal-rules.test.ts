import { describe, expect, it } from 'vitest';
import {
  createRuleSignalDetector,
  detectSignalsFromText,
  extractDate,
  INDUSTRY_PLAYBOOKS,
  playbookFor,
  signalKey,
  SIGNAL_RULES,
  splitSentences,
} from '../../server/research/signals/rules.js';

const NOW = new Date('2026-11-26T12:00:00Z');
const detect = (recentActivity: string | string[], industry: string | null = null, description: string | null = null) =>
  detectSignalsFromText({ name: 'Acme', industry, recentActivity, description }, NOW);

describe('each signal kind', () => {
  it.each([
    ['In March 2026, Acme won a $4.2 million contract with the state transit agency.', 'Contract Win', 'Client-appreciation gifts', ['Awards & Recognition', 'Drinkware', 'Bags', 'Apparel']],
    ['Acme was selected and signed a three-year supply agreement with a national grocer.', 'Contract Win', 'Client-appreciation gifts', ['Awards & Recognition', 'Drinkware', 'Bags', 'Apparel']],
    ['In April 2026, Acme raised $12 million in Series B funding led by Ridgeline Ventures.', 'Funding', 'Team swag and brand refresh', ['Apparel', 'Drinkware', 'Tech', 'Bags']],
    ['Acme received a $250,000 grant from the Hollis Foundation.', 'Funding', 'Team swag and brand refresh', ['Apparel', 'Drinkware', 'Tech', 'Bags']],
    ['In May 2026, Acme celebrated its 25th anniversary with a community celebration.', 'Anniversary', 'Recognition awards and commemorative gifts', ['Awards & Recognition', 'Apparel', 'Drinkware']],
    ['Acme is celebrating 50 years of service to the region.', 'Anniversary', 'Recognition awards and commemorative gifts', ['Awards & Recognition', 'Apparel', 'Drinkware']],
    ['In June 2026, Acme opened a new office in Denver, CO.', 'New Office', 'Office-warming and welcome kits', ['Office', 'Drinkware', 'Apparel', 'Notebooks & Journals']],
    ['Acme will host a grand opening for its Tampa store on Saturday.', 'New Office', 'Office-warming and welcome kits', ['Office', 'Drinkware', 'Apparel', 'Notebooks & Journals']],
    ['In July 2026, Acme launched a mobile app for members.', 'Product Launch', 'Launch kits', ['Apparel', 'Tech', 'Bags', 'Trade Show & Events']],
    ['Acme unveiled its spring collection.', 'Product Launch', 'Launch kits', ['Apparel', 'Tech', 'Bags', 'Trade Show & Events']],
    ['In March 2026, Acme exhibited at HIMSS Global Health Conference in Las Vegas.', 'Trade Show', 'Booth giveaways', ['Trade Show & Events', 'Bags', 'Writing Instruments', 'Tech']],
    ['Visit Acme at booth 2214 at the Natural Products Expo.', 'Trade Show', 'Booth giveaways', ['Trade Show & Events', 'Bags', 'Writing Instruments', 'Tech']],
    ['Acme will speak at the ASAE Annual Meeting in August.', 'Trade Show', 'Booth giveaways', ['Trade Show & Events', 'Bags', 'Writing Instruments', 'Tech']],
    ['In October 2025, Acme hosted its annual donor gala, drawing more than 400 attendees.', 'Event', 'Event giveaways and attendee gifts', ['Trade Show & Events', 'Apparel', 'Drinkware', 'Bags']],
    ['In May 2026, Acme was named a Best Place to Work by the Austin Business Journal.', 'Award', 'Recognition and celebration gifts', ['Awards & Recognition', 'Apparel', 'Drinkware']],
    ['Acme won the 2025 Good Food award for its sourdough.', 'Award', 'Recognition and celebration gifts', ['Awards & Recognition', 'Apparel', 'Drinkware']],
    ['In January 2026, Acme announced a new partnership with a regional university.', 'Partnership', 'Co-branded partner gifts', ['Drinkware', 'Bags', 'Notebooks & Journals', 'Apparel']],
    ['Acme teamed up with a local brewery on a limited release.', 'Partnership', 'Co-branded partner gifts', ['Drinkware', 'Bags', 'Notebooks & Journals', 'Apparel']],
    ['In March 2026, Acme announced it is hiring 40 registered nurses.', 'Hiring', 'Employee onboarding kits', ['Apparel', 'Drinkware', 'Notebooks & Journals']],
    ['Acme plans to add 120 employees by the end of the year.', 'Hiring', 'Employee onboarding kits', ['Apparel', 'Drinkware', 'Notebooks & Journals']],
    ['In August 2026, Acme announced plans to expand its plant in Dayton, adding 40,000 square feet.', 'Expansion', 'Growth and welcome kits', ['Apparel', 'Drinkware', 'Bags', 'Headwear']],
    ['Acme acquired a competitor in Ohio.', 'Expansion', 'Growth and welcome kits', ['Apparel', 'Drinkware', 'Bags', 'Headwear']],
  ])('%s → %s', (sentence, signalType, useCase, productCategories) => {
    const signals = detect(sentence);
    expect(signals).toHaveLength(1);
    expect(signals[0]).toMatchObject({ signalType, useCase, productCategories, evidence: sentence });
    expect(signals[0].nextSteps.length).toBeGreaterThanOrEqual(3);
    expect(signals[0].reasoning).toContain('Acme');
  });

  it('covers every rule in the library', () => {
    expect(SIGNAL_RULES.map((r) => r.signalType)).toEqual([
      'Contract Win', 'Funding', 'Anniversary', 'New Office', 'Product Launch', 'Trade Show', 'Event', 'Award', 'Partnership', 'Hiring', 'Expansion',
    ]);
  });

  it('gives one sentence one signal, by priority', () => {
    const [signal] = detect('In May 2026, Acme raised $30 million in Series C funding to expand into Europe and hire 200 engineers.');
    expect(detect('In May 2026, Acme raised $30 million in Series C funding to expand into Europe and hire 200 engineers.')).toHaveLength(1);
    expect(signal.signalType).toBe('Funding');
    expect(detect('In May 2026, Acme was awarded a $3.1 million contract to build a school.')[0].signalType).toBe('Contract Win');
  });

  it('finds nothing in neutral text', () => {
    expect(detect('Acme makes award-winning sourdough. It serves cafés across the county. Our team loves bread.')).toEqual([]);
    expect(detect('')).toEqual([]);
    expect(detectSignalsFromText({ name: 'Acme', industry: null, recentActivity: null, description: null }, NOW)).toEqual([]);
  });

  it('reads the description too (website-only companies)', () => {
    const signals = detect([], null, 'Acme sells kayaks. Now hiring seasonal instructors!');
    expect(signals.map((s) => s.signalType)).toEqual(['Hiring']);
  });
});

describe('keys and de-duplication', () => {
  it('uses the kind and the month of the evidence', () => {
    expect(detect('In March 2026, Acme announced it is hiring 40 nurses.')[0].key).toBe('hiring:2026-03');
    expect(detect('Acme opened a new clinic on 2025-11-04.')[0].key).toBe('new-office:2025-11');
    expect(detect('Acme launched its app in Q2 2026.')[0].key).toBe('product-launch:2026-04');
    expect(detect('Acme won the 2025 Good Food award.')[0].key).toBe('award:2025');
  });

  it('hashes undated evidence, stably', () => {
    const a = detect('Acme is hiring welders.')[0].key;
    expect(a).toMatch(/^hiring:[0-9a-z]{7}$/);
    expect(detect('  acme is HIRING welders!! ')[0].key).toBe(a);
    expect(detect('Acme is hiring painters.')[0].key).not.toBe(a);
    expect(signalKey(SIGNAL_RULES[9], 'Acme is hiring welders.')).toBe(a);
  });

  it('never yields two signals for the same evidence', () => {
    const sentence = 'In March 2026, Acme announced it is hiring 40 nurses.';
    expect(detect([sentence, sentence], null, sentence)).toHaveLength(1);
    expect(detect(['In March 2026, Acme is hiring nurses.', 'In March 2026, Acme is hiring aides.'])).toHaveLength(1);
    expect(detect(['In March 2026, Acme is hiring nurses.', 'In April 2026, Acme is hiring aides.'])).toHaveLength(2);
  });

  it('extracts dates in common shapes', () => {
    expect(extractDate('On Sept. 3, 2025, Acme …')).toEqual({ year: 2025, month: 9 });
    expect(extractDate('in Dec 2024')).toEqual({ year: 2024, month: 12 });
    expect(extractDate('raised $2025 in pledges')).toBeNull();
    expect(extractDate('no date here')).toBeNull();
  });
});

describe('industry-specific next steps', () => {
  const hiring = 'In March 2026, Acme announced it is hiring 40 new staff.';
  const lastStep = (industry: string | null) => detect(hiring, industry)[0].nextSteps.at(-1);

  it('follows the brief for the key industries', () => {
    expect(lastStep('Healthcare')).toBe('Pitch HIPAA-safe branded badge reels for new clinical staff');
    expect(lastStep('Education')).toMatch(/spirit wear/);
    expect(lastStep('Finance')).toMatch(/premium executive/);
    expect(lastStep('Technology')).toMatch(/tech accessories/);
    expect(detect('Acme exhibited at CES in January 2026.', 'Technology')[0].nextSteps.at(-1)).toMatch(/tech accessories/);
  });

  it('has a distinct playbook for at least 8 industries plus a default', () => {
    expect(INDUSTRY_PLAYBOOKS.length).toBeGreaterThanOrEqual(8);
    const steps = new Set(INDUSTRY_PLAYBOOKS.map((p) => lastStep(p.industry)));
    expect(steps.size).toBe(INDUSTRY_PLAYBOOKS.length);
    expect(lastStep(null)).toBe('Offer new-hire welcome kits built around a branded T-shirt, tumbler and notebook');
    expect(lastStep('Underwater Basket Weaving')).toBe(lastStep(null));
  });

  it('recognises how industries are usually written', () => {
    expect(playbookFor('Hospital & Health Care').industry).toBe('Healthcare');
    expect(playbookFor('Higher Education').industry).toBe('Education');
    expect(playbookFor('Banking').industry).toBe('Finance');
    expect(playbookFor('Information Technology & Services').industry).toBe('Technology');
    expect(playbookFor('Non-profit Organization Management').industry).toBe('Nonprofit');
    expect(playbookFor('Government Administration').industry).toBe('Government');
    expect(playbookFor('Food & Beverages').industry).toBe('Food & Beverage');
    expect(playbookFor('Transportation & Logistics').industry).toBe('Transportation & Logistics');
  });

  it('adds the category an industry buys most', () => {
    expect(detect(hiring, 'Healthcare')[0].productCategories).toEqual(['Apparel', 'Drinkware', 'Notebooks & Journals', 'Health & Wellness']);
    expect(detect(hiring, 'Energy')[0].productCategories).toContain('Eco-Friendly');
  });
});

describe('splitSentences and the detector', () => {
  it('keeps abbreviations inside sentences and drops bullets', () => {
    expect(splitSentences('Acme Inc. opened a new office in St. Louis. It is hiring!\n- Exhibiting at CES\n• Raised a Series A')).toEqual([
      'Acme Inc. opened a new office in St. Louis.',
      'It is hiring!',
      'Exhibiting at CES',
      'Raised a Series A',
    ]);
    expect(splitSentences(['In May 2026, Acme raised $4.5 million. Then it grew.'])).toEqual(['In May 2026, Acme raised $4.5 million.', 'Then it grew.']);
  });

  it('createRuleSignalDetector implements SignalDetector', async () => {
    const detector = createRuleSignalDetector();
    const signals = await detector.detect({ name: 'Acme', industry: 'Retail', recentActivity: 'In June 2026, Acme opened a new store in Boise, ID.', description: null });
    expect(signals).toMatchObject([{ key: 'new-office:2026-06', signalType: 'New Office', summary: 'Acme opened a new store in Boise, ID (June 2026)' }]);
  });
});
