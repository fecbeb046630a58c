import { describe, expect, it } from 'vitest';
import type { ChatIntent } from '../../contracts/chat.js';
import type { ProductSummary } from '../../contracts/catalogue.js';
import { checkProduct } from '../../server/assistant/check.js';
import { emptyIntent } from '../../server/assistant/intent.js';
import { recommend } from '../../server/assistant/recommend.js';
import type { ChatTools, ProductFacts } from '../../server/ports/chat.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// The describing words a client puts before a product ('retractable pens', '20 oz tumblers') are a
// constraint like the others: met by the product's name, or named where a product misses them.
const vocabulary = generatedVocabulary();

const facts = (name: string): ProductFacts => ({
  name,
  categories: ['Writing Instruments'],
  priceBreaks: [{ minQty: 100, price: 0.45 }],
  minQuantity: 100,
  colors: ['Navy'],
  prodTimeDays: 5,
  rushAvailable: false,
  madeIn: null,
  flags: { envFriendly: false, recyclable: false },
});

/** The tools' lookup of several products, from one product's facts by id. */
const byId = (one: (id: string) => ProductFacts) => async (ids: readonly string[]) => new Map(ids.map((id) => [id, one(id)]));
const pens = (keywords: string[]): ChatIntent => ({ ...emptyIntent(), productType: 'pen', keywords, quantity: 500 });

describe('the kind a client describes', () => {
  it('is met by a product whose name says it, and missed by one whose name does not', () => {
    expect(checkProduct(pens(['retractable']), facts('Summit Retractable Click Pen'), vocabulary).missed).toEqual([]);
    const other = checkProduct(pens(['retractable']), facts('Summit Gel Ink Rollerball Pen'), vocabulary);
    expect(other.missed).toEqual(['kind']);
    expect(other.misses).toEqual(['not retractable']);
    expect(checkProduct({ ...emptyIntent(), productType: 'tumbler', keywords: ['20 oz'] }, { ...facts('Alpine 20 oz Tumbler'), categories: ['Drinkware'] }, vocabulary).missed).toEqual([]);
  });

  it('is relaxed, and said, when fewer than three products of that kind fit', async () => {
    const names = ['Summit Retractable Click Pen', 'Harbor Gel Ink Rollerball Pen', 'Ridge Classic Stick Pen', 'Oakridge Twist Pen'];
    const summaries = names.map((name, k) => ({ id: `p${k}`, name }) as ProductSummary);
    const tools: ChatTools = {
      vocabulary,
      search: async () => ({ products: summaries, total: summaries.length, totalCapped: false }),
      products: byId((id) => facts(names[Number(id.slice(1))]!)),
    };
    const rec = await recommend(pens(['retractable']), tools);
    expect(rec.fits).toBe(1);
    expect(rec.relaxed).toEqual(['the kind (retractable)']);
    expect(rec.products.map((p) => [p.name, p.fit?.misses])).toEqual([
      ['Summit Retractable Click Pen', []],
      ['Harbor Gel Ink Rollerball Pen', ['not retractable']],
      ['Ridge Classic Stick Pen', ['not retractable']],
      ['Oakridge Twist Pen', ['not retractable']],
    ]);
  });

  it('takes the trade’s other word for the kind: a click pen is a retractable pen, rPET is recycled', () => {
    expect(checkProduct(pens(['retractable']), facts('Pioneer Plastic Click Pen'), vocabulary).missed).toEqual([]);
    expect(checkProduct(pens(['click']), facts('Dakota Value Retractable Ballpoint Pen'), vocabulary).missed).toEqual([]);
    const totes = { ...emptyIntent(), productType: 'tote', keywords: ['recycled'], quantity: 500 };
    expect(checkProduct(totes, { ...facts('Pioneer rPET Shopping Tote'), categories: ['Bags'] }, vocabulary).missed).toEqual([]);
    expect(checkProduct(totes, { ...facts('Pioneer Cotton Canvas Tote'), categories: ['Bags'] }, vocabulary).missed).toEqual(['kind']);
  });

  it('is given up last: products of that kind in another colour come before other kinds in the colour', async () => {
    const rows: Array<[string, string]> = [['Urban Gel Ink Rollerball Pen', 'Navy'], ['Harbor Gel Ink Rollerball Pen', 'Red'], ['Ridge Classic Stick Pen', 'Navy'], ['Oakridge Twist Pen', 'Navy']];
    const summaries = rows.map(([name], k) => ({ id: `p${k}`, name }) as ProductSummary);
    const tools: ChatTools = {
      vocabulary,
      search: async () => ({ products: summaries, total: summaries.length, totalCapped: false }),
      products: byId((id) => ({ ...facts(rows[Number(id.slice(1))]![0]), colors: [rows[Number(id.slice(1))]![1]] })),
    };
    const rec = await recommend({ ...pens(['gel']), colors: ['Navy'] }, tools);
    expect(rec.relaxed).toEqual(['the colour (navy)']);
    expect(rec.products.map((p) => p.name)).toEqual(['Urban Gel Ink Rollerball Pen', 'Harbor Gel Ink Rollerball Pen']);
  });

  it('searches the trade’s other word too: asked for retractable pens, the click pens are found and fit', async () => {
    const byWord: Record<string, string[]> = { retractable: ['Summit Retractable Ballpoint Pen'], click: ['Pioneer Plastic Click Pen', 'Canyon Deluxe Plastic Click Pen'], '': ['Harbor Gel Ink Rollerball Pen'] };
    const all = Object.values(byWord).flat();
    const tools: ChatTools = {
      vocabulary,
      search: async (input) => {
        const names = byWord[String((input as { keywords?: string }).keywords ?? '')] ?? [];
        return { products: names.map((name) => ({ id: `p${all.indexOf(name)}`, name }) as ProductSummary), total: names.length, totalCapped: false };
      },
      products: byId((id) => facts(all[Number(id.slice(1))]!)),
    };
    const rec = await recommend(pens(['retractable']), tools);
    expect(rec.fits).toBe(3);
    expect(rec.products.map((p) => p.name).sort()).toEqual(['Canyon Deluxe Plastic Click Pen', 'Pioneer Plastic Click Pen', 'Summit Retractable Ballpoint Pen']);
  });
});
