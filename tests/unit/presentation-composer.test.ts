import { describe, expect, it } from 'vitest';
import { BRAND_TONES } from '../../contracts/branding.js';
import { composeDeck } from '../../server/providers/presentations/embedded.js';
import { parsePresentationPrompt, findCompanyName } from '../../server/providers/presentations/prompt.js';
import type { PresentationBrief } from '../../server/providers/presentations/types.js';
import { sanitizePresentationHtml } from '../../server/presentations/sanitize.js';

function brief(overrides: Partial<PresentationBrief> = {}): PresentationBrief {
  return {
    title: 'Trade Show Proposal',
    description: 'Booth giveaways for the spring expo',
    prompt: 'A trade show kit for Acme Robotics: 300 water bottles',
    request: parsePresentationPrompt('A trade show kit for Acme Robotics: 300 water bottles', ['Acme Robotics']),
    sender: {
      name: 'Dana Presenter',
      title: 'Account Manager',
      email: 'dana@summit.example',
      companyName: 'Summit Swag Co',
      website: 'https://summit.example',
      logoUrl: null,
      tone: 'professional',
      primaryColor: '#16A34A',
      secondaryColor: '#FDBA74',
      keywords: ['quality', 'speed'],
      services: ['Kitting', 'Fulfilment'],
      industries: ['Technology'],
    },
    company: {
      name: 'Acme Robotics',
      domain: 'acme-robotics.example',
      industry: 'Technology',
      headquarters: 'Austin, TX',
      companySize: '201-500',
      description: 'Acme Robotics builds warehouse robots.',
      recentActivity: 'Acme Robotics opened a new office in Denver.',
      promoOpportunities: 'New office: Welcome kits — Apparel, Drinkware',
      uniqueCharacteristics: null,
      eventParticipationLikelihood: 'High',
      signals: [{ signalType: 'New Office', summary: 'Acme Robotics opened a Denver office', useCase: 'Office-opening welcome kits', nextSteps: ['Offer a welcome kit for the new office'] }],
    },
    products: [
      {
        id: '11111111-1111-4111-8111-111111111111',
        name: 'Summit 24 oz Insulated Water Bottle',
        imageUrl: '/api/catalogue/products/11111111-1111-4111-8111-111111111111/image?size=800',
        keySellingPoint: 'Keeps drinks cold for 24 hours',
        category: 'Drinkware',
        unitPrice: 10.81,
        priceText: '$10.81',
        minQuantity: 25,
        leadTime: '7 business days',
        supplierName: 'Keystone Imprint Group',
      },
    ],
    quantity: 300,
    date: 'Mar 4, 2026',
    ...overrides,
  };
}

describe('presentation prompt parsing', () => {
  it('finds the pipeline company, occasion, products, quantity and budget', () => {
    const r = parsePresentationPrompt('Proposal for ACME robotics trade show: 300 water bottles and tote bags, budget $4,500', ['Acme', 'Acme Robotics', 'Beta Labs']);
    expect(r).toMatchObject({ companyName: 'Acme Robotics', occasion: 'Trade Show', quantity: 300, budget: 4500, unitBudget: 15 });
    expect(r.wants).toEqual([
      { category: 'Drinkware', keyword: 'bottle' },
      { category: 'Bags', keyword: 'tote' },
    ]);
  });

  it('reads audiences, industries and per-unit budgets, and ignores what is not there', () => {
    expect(parsePresentationPrompt('Onboarding kits for 120 new hires at a hospital, $25 per person')).toMatchObject({
      companyName: null,
      occasion: 'Employee Onboarding',
      audience: 'new hires',
      industry: 'Healthcare',
      quantity: 120,
      budget: null,
      unitBudget: 25,
    });
    expect(parsePresentationPrompt('Something nice within 2 weeks')).toEqual({
      companyName: null, industry: null, occasion: null, audience: null, wants: [], quantity: null, budget: null, unitBudget: null,
    });
  });

  it('matches company names as whole words only', () => {
    expect(findCompanyName('a deck for Acme', ['Acme', 'Acme Robotics'])).toBe('Acme');
    expect(findCompanyName('a deck for Acmeville', ['Acme'])).toBeNull();
    expect(findCompanyName('deck for AT&T (telecom)', ['AT&T'])).toBe('AT&T');
  });
});

describe('the built-in presentation composer', () => {
  it('gives the same HTML for the same brief', () => {
    expect(composeDeck(brief())).toBe(composeDeck(brief()));
  });

  it('writes every slide: title, situation, products with price at quantity and production time, timeline and closing', () => {
    const html = composeDeck(brief());
    expect(html.match(/<section /g)).toHaveLength(5);
    expect(html).toContain('Trade Show Proposal');
    expect(html).toContain('Prepared for Acme Robotics');
    expect(html).toContain('Acme Robotics opened a new office in Denver.');
    expect(html).toContain('New Office: Acme Robotics opened a Denver office — Office-opening welcome kits');
    expect(html).toContain('src="/api/catalogue/products/11111111-1111-4111-8111-111111111111/image?size=800"');
    expect(html).toContain('Price at 300 units');
    expect(html).toContain('$10.81 each');
    expect(html).toContain('$3,243.00');
    expect(html).toContain('7 business days');
    expect(html).toContain('Offer a welcome kit for the new office');
    expect(html).toContain('dana@summit.example');
    expect(html).toContain('Services: Kitting and Fulfilment');
    expect(html).toContain('background: #16A34A');
    expect(html).toContain('#FDBA74');
  });

  it('words the deck differently for every brand tone', () => {
    const decks = BRAND_TONES.map((tone) => composeDeck(brief({ sender: { ...brief().sender, tone } })));
    expect(new Set(decks).size).toBe(BRAND_TONES.length);
    expect(decks[0]).toContain('Promotional Product Proposal');
    expect(decks[BRAND_TONES.indexOf('casual')]).toContain('Swag Ideas');
    expect(decks[BRAND_TONES.indexOf('formal')]).toContain('Respectfully prepared for Acme Robotics');
  });

  it('speaks to the audience when no company is named, and falls back to the default colours', () => {
    const request = parsePresentationPrompt('Holiday gifts for our clients');
    const html = composeDeck(brief({ request, company: null, products: [], sender: { ...brief().sender, primaryColor: 'not-a-colour' } }));
    expect(html).toContain('Prepared for your clients');
    expect(html).toContain('Occasion: Holiday Gifting');
    expect(html).toContain('#7E69AB');
    expect(html).not.toContain('not-a-colour');
  });

  it('escapes what it did not write, and survives sanitising unchanged in substance', () => {
    const html = composeDeck(brief({ title: '<script>alert(1)</script> & co', description: '"quoted" <b>bold</b>' }));
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; co');
    const clean = sanitizePresentationHtml(html);
    expect(clean.match(/<section /g)).toHaveLength(5);
    expect(clean).toContain('src="/api/catalogue/products/11111111-1111-4111-8111-111111111111/image?size=800"');
    expect(clean).toContain('#16A34A');
  });
});
