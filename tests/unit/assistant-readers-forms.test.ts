import { describe, expect, it } from 'vitest';
import { parseBrief } from '../../server/assistant/brief/index.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

// Requests sent through a web form or pasted from one: 'Notes:', 'Description:', 'Quantity:' fields,
// one per line or run together in sentences. A field's label is no product, and a product field
// names its product wherever the field starts. Written here (not taken from an evaluation); the
// first three cases and the long form failed before blankFieldLabels (server/assistant/brief/form-labels.ts) and the
// sentence-start labelled field in absent.ts.
const now = new Date('2026-12-02T12:00:00Z');
const vocabulary = generatedVocabulary();
const parse = (q: string) => parseBrief(q, vocabulary, now);
const items = (q: string) => parse(q).items.map((i) => [i.productType, i.quantity ?? null]);

describe("a form's fields", () => {
  it.each([
    ['Description: kazoos. Quantity: 200.', ['kazoos'], 200],
    ['Quantity: 200. Description: kazoos.', ['kazoos'], 200],
    ['Notes: we need kazoos', ['kazoos'], undefined],
    ['Message: do you have kazoos? we need 80', ['kazoos'], 80],
  ])('%j names %j the catalogue lacks, nothing it has', (q, absent, quantity) => {
    const brief = parse(q);
    expect(brief.items).toEqual([]);
    expect(brief.absent).toEqual(absent);
    expect(brief.quantity).toBe(quantity);
  });

  it.each([
    ['Name: Dana Lee\nCompany: Hillcrest Rotary\nProduct: travel mugs\nQuantity: 150\nNotes: logo on one side, navy if possible', [['travel mug', 150]]],
    ['Comments: 250 tote bags for the fair', [['tote', 250]]],
    ['Additional details: 120 hoodies, embroidered', [['hoodie', 120]]],
    ['Project details: koozies for 400 guests. Notes: rush', [['can cooler', 400]]],
  ])('%j → %j', (q, expected) => {
    expect(items(q)).toEqual(expected);
  });

  it('keeps a product whose name ends in a label word', () => {
    expect(items('Sticky notes: 500')).toEqual([['sticky note', 500]]);
    expect(items('300 sticky notes and 200 pens')).toEqual([['sticky note', 300], ['pen', 200]]);
  });

  it('reads a form of many fields in one pass, however long (the request is read to 4,000 characters)', () => {
    const form = `${'Notes: . '.repeat(250)}${'.'.padEnd(1500, ' ')}Description: kazoos`;
    expect(form.length).toBeLessThan(4000);
    expect(parse(form)).toMatchObject({ items: [], absent: ['kazoos'] });
  });
});
