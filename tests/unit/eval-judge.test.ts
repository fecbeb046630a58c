import { describe, expect, it } from 'vitest';
import type { ChatIntent, ChatMessage, RecommendedProduct } from '../../contracts/chat.js';
import { broken, scoreTurn, type CatalogueRow, type Expect } from '../eval/assistant/expect.js';

// The assistant evaluation's own judge (tests/eval/assistant/expect.ts): the fields added for the
// fresh cases (tests/eval/assistant/fresh/), each with a reply that passes and one that fails.

function row(id: string, name: string, over: Partial<CatalogueRow> = {}): CatalogueRow {
  return {
    id, name, categories: ['Drinkware'], colors: ['Black'], themes: [], breakQtys: [50, 100, 250], breakPrices: [5, 4, 3],
    minQuantity: 50, prodTimeDays: 10, rushAvailable: false, madeIn: 'CN', envFriendly: false, recyclable: false, ...over,
  };
}

const ROWS = new Map(
  [
    row('mug-black', 'Summit 11 oz Ceramic Mug', { colors: ['Black'] }),
    row('mug-navy', 'Harbor 15 oz Ceramic Mug', { colors: ['Navy'] }),
    row('mug-red', 'Atlas Classic 11 oz Ceramic Mug', { colors: ['Red'] }),
    row('pen-1', 'Metro Retractable Ballpoint Pen', { categories: ['Writing Instruments'], breakQtys: [100, 500], breakPrices: [1, 0.8], minQuantity: 100 }),
    row('pen-2', 'Nova Plastic Click Pen', { categories: ['Writing Instruments'], breakQtys: [100, 500], breakPrices: [0.9, 0.7], minQuantity: 100 }),
    row('pen-3', 'Ridge Metal Ballpoint Pen', { categories: ['Writing Instruments'], breakQtys: [100, 500], breakPrices: [2.5, 2], minQuantity: 100 }),
    row('tee-1', 'Vista Long Sleeve Performance Tee', { categories: ['Apparel'] }),
    row('tee-2', 'Aspen Unisex Cotton T-Shirt', { categories: ['Apparel'] }),
    row('rush', 'Crest 20 oz Stainless Steel Tumbler', { prodTimeDays: 12, rushAvailable: true }),
  ].map((r) => [r.id, r]),
);

function product(id: string, fit: Partial<NonNullable<RecommendedProduct['fit']>> = {}): RecommendedProduct {
  const r = ROWS.get(id)!;
  return {
    id, name: r.name, imageUrl: null, thumbUrl: null, keySellingPoint: '', price: { min: 0, max: 0 }, priceText: '',
    supplier: { name: 'S', location: 'US', rating: 4 }, minQuantity: r.minQuantity, leadTime: '', categories: r.categories, itemNum: id,
    source: 'builtin', productUrl: null,
    fit: { quantity: null, unitPrice: null, productionDays: null, rush: false, fits: [], misses: [], alternative: false, ...fit },
  };
}

const INTENT: ChatIntent = {
  productType: null, category: null, keywords: [], quantity: null, budgetMin: null, budgetMax: null, colors: [], themes: [],
  deadlineDays: null, prodTimeDays: null, rush: false, eco: false, recyclable: false, sort: 'relevance', budgetTotal: null, cheaper: null,
  madeIn: null, absent: [], relaxed: [],
};

function reply(products: RecommendedProduct[], content = 'Here are some products.', intent: Partial<ChatIntent> = {}): ChatMessage {
  return {
    id: 'm', sessionId: 's', role: 'assistant', content, products, intent: { ...INTENT, ...intent }, status: 'ready', provider: 'builtin',
    error: null, createdAt: '2026-11-22T12:00:00.000Z',
  };
}

const score = (e: Expect, r: ChatMessage) => scoreTurn('t', 'q', e, r, ROWS, null);
const clean = (e: Expect, r: ChatMessage) => {
  const s = score(e, r);
  // Coverage notes (fewer than 3 fitting products shown where the rows have 3) are left out here.
  return { problems: s.problems.filter((p) => !/shows \d+ fitting products/.test(p)), precise: s.precise, judged: s.judged, answers: `${s.answerPassed}/${s.answerChecks}`, honesty: `${s.honestyPassed}/${s.honestyChecks}` };
};

describe('productType as a list: any of the phrases', () => {
  it('accepts a name with any of them', () => {
    expect(broken({ productType: ['t-shirt', 'tee'] }, ROWS.get('tee-1')!)).toEqual([]);
    expect(broken({ productType: ['t-shirt', 'tee'] }, ROWS.get('tee-2')!)).toEqual([]);
  });
  it('refuses a name with none of them', () => {
    expect(broken({ productType: ['t-shirt', 'tee'] }, ROWS.get('mug-black')!)).toEqual(['type']);
  });
});

describe('items: several products, each with its own constraints', () => {
  // "200 mugs in navy and 500 pens": the colour is the mugs' only.
  const e: Expect = { items: [{ productType: 'mug', qty: 200, colour: 'navy' }, { productType: 'pen', qty: 500 }] };

  it('passes when every product meets its own item, and the pens need no navy', () => {
    const s = clean(e, reply([product('mug-navy'), product('pen-1'), product('pen-2'), product('pen-3')]));
    expect(s).toMatchObject({ problems: [], precise: 4, judged: 4, answers: '2/2' });
  });
  it('fails a product that breaks its item’s colour', () => {
    const s = clean(e, reply([product('mug-black'), product('pen-1')]));
    expect(s.precise).toBe(1);
    expect(s.problems).toContain('Summit 11 oz Ceramic Mug (mug): breaks colour');
  });
  it('fails a product of no item’s type', () => {
    const s = clean(e, reply([product('mug-navy'), product('pen-1'), product('tee-1')]));
    expect(s.precise).toBe(2);
    expect(s.problems.some((p) => p.includes('answers none of the items'))).toBe(true);
  });
  it('fails an item nobody answered', () => {
    const s = clean(e, reply([product('mug-navy')]));
    expect(s.answers).toBe('1/2');
    expect(s.problems).toContain('item pen not answered');
  });
  it('prices each item at its own quantity', () => {
    const s = clean({ items: [{ productType: 'mug', qty: 100, maxUnitCents: 400 }, { productType: 'pen', qty: 500, maxUnitCents: 80 }] }, reply([product('mug-black'), product('pen-1')]));
    expect(s.problems).toEqual([]);
    const over = clean({ items: [{ productType: 'mug', qty: 50, maxUnitCents: 400 }, { productType: 'pen', qty: 100, maxUnitCents: 80 }] }, reply([product('mug-black'), product('pen-1')]));
    expect(over.precise).toBe(0);
  });
  it('applies the question’s own constraints to every item', () => {
    const s = clean({ colour: 'red', items: [{ productType: 'mug', qty: 100 }, { productType: 'pen', qty: 100, colour: 'black' }] }, reply([product('mug-red'), product('pen-1')]));
    expect(s.problems).toEqual([]);
    // Without its own colour the pen item takes the question's red, which the black pen breaks.
    expect(clean({ colour: 'red', items: [{ productType: 'mug', qty: 100 }, { productType: 'pen', qty: 100 }] }, reply([product('mug-red'), product('pen-1')])).precise).toBe(1);
  });
});

describe('relaxations declared per card', () => {
  // "200 mugs in navy and 500 pens in red": the pens' colour relaxed, said on their cards.
  const e: Expect = { items: [{ productType: 'mug', qty: 200, colour: 'navy' }, { productType: 'pen', qty: 500, colour: 'red' }] };
  const relaxedText = 'Only 1 product fits everything. I added 1 that miss the colour (relaxed; each card says what it misses).';

  it('a card that says what it misses is declared, and honest when the reply says relaxed', () => {
    const s = clean(e, reply([product('mug-navy'), product('pen-1', { misses: ['no red'], missed: ['colors'] })], relaxedText, { relaxed: [] }));
    expect(s).toMatchObject({ problems: [], precise: 2, honesty: '1/1' });
  });
  it('what another card gave up does not excuse a product whose own card claims a fit', () => {
    const s = clean(e, reply([product('mug-black', { missed: [] }), product('pen-1', { misses: ['no red'], missed: ['colors'] })], relaxedText, { relaxed: ['colors'] }));
    expect(s.precise).toBe(1);
    expect(s.problems).toContain('Summit 11 oz Ceramic Mug (mug): breaks colour');
  });
  it('without keys on the cards, the answer\'s intent says what was relaxed', () => {
    const s = clean(e, reply([product('mug-navy'), product('pen-1', { misses: ['no red'] })], relaxedText, { relaxed: ['colors'] }));
    expect(s).toMatchObject({ precise: 2, honesty: '1/1' });
  });
});

describe('items: an item the catalogue lacks', () => {
  const e: Expect = { items: [{ productType: 'sunglasses', absent: true, qty: 100 }, { productType: 'mug', qty: 100 }] };
  it('passes when the reply says so and labels its alternatives', () => {
    const s = clean(e, reply([product('mug-black'), product('tee-1', { alternative: true })], 'The catalogue has no sunglasses. Here are mugs.'));
    expect(s).toMatchObject({ honesty: '2/2', answers: '1/1', precise: 2 });
  });
  it('fails when the reply is silent about it, or shows an unlabelled product of another type', () => {
    const s = clean(e, reply([product('mug-black'), product('tee-1')], 'Here are mugs.'));
    expect(s.honesty).toBe('0/1');
    expect(s.precise).toBe(1);
  });
});

describe('maxTotalCents: a total budget', () => {
  const e: Expect = { maxTotalCents: 55_000, items: [{ productType: 'mug', qty: 100 }, { productType: 'pen', qty: 100 }] };
  it('passes when each line and the cheapest per item fit the total', () => {
    // mug 4.00 × 100 + pen 0.90 × 100 = 490
    expect(clean(e, reply([product('mug-black'), product('pen-2')])).problems).toEqual([]);
  });
  it('fails when the cheapest products shown add up to more', () => {
    // mug 400 + metal pen 250 = 650 (each line alone fits)
    const s = clean(e, reply([product('mug-black'), product('pen-3')]));
    expect(s.answers).toBe('2/3');
  });
  it('fails a line over the total on its own', () => {
    const s = clean({ ...e, maxTotalCents: 30_000 }, reply([product('mug-black'), product('pen-2')]));
    expect(s.problems).toContain('Summit 11 oz Ceramic Mug (mug): breaks budget');
  });
  it('judges one product at the question’s quantity', () => {
    expect(broken({ productType: 'mug', qty: 100, maxTotalCents: 40_000 }, ROWS.get('mug-black')!)).toEqual([]);
    expect(broken({ productType: 'mug', qty: 100, maxTotalCents: 39_999 }, ROWS.get('mug-black')!)).toEqual(['budget']);
  });
});

describe('noDeadline: "no rush"', () => {
  const e: Expect = { productType: 'tumbler', noDeadline: true };
  it('passes when no deadline is read and nothing is offered with rush', () => {
    expect(clean(e, reply([product('rush')])).answers).toBe('2/2');
  });
  it('fails a deadline read from "no rush", or a card marked rush', () => {
    expect(clean(e, reply([product('rush')], 'x', { deadlineDays: 7, prodTimeDays: 4, rush: true })).answers).toBe('1/2');
    expect(clean(e, reply([product('rush', { rush: true })])).answers).toBe('1/2');
  });
});

describe('intentColours: what the intent holds', () => {
  it('passes the same colours in any case and spelling of grey', () => {
    expect(clean({ intentColours: ['Grey', 'navy'] }, reply([], 'x', { colors: ['navy', 'gray'] })).answers).toBe('1/1');
    expect(clean({ intentColours: [] }, reply([], 'x')).answers).toBe('1/1');
  });
  it('fails a colour carried over from an earlier question', () => {
    expect(clean({ intentColours: [] }, reply([], 'x', { colors: ['navy'] })).answers).toBe('0/1');
  });
});
