import { describe, expect, it } from 'vitest';
import { parseBrief } from '../../server/assistant/brief/index.js';
import { listedUnlistedIntent, unlistedCount, unlistedName } from '../../server/assistant/unlisted.js';
import { generatedVocabulary } from '../helpers/vocabulary.js';

const now = new Date('2026-11-22T12:00:00Z');
const vocabulary = generatedVocabulary();

describe('products the vocabulary lacks, listed beside products it has', () => {
  it('keep the count written with each', () => {
    const brief = parseBrief('For the parade we need 200 ceramic mugs, 300 kazoos and 40 snow globes', vocabulary, now);
    expect(brief.items.map((i) => i.productType)).toEqual(['ceramic mug']);
    expect(brief.absent).toEqual(['kazoos', 'snow globes']);
    expect(unlistedCount(brief, 'kazoos')).toBe(300);
    expect(unlistedCount(brief, 'snow globes')).toBe(40);
  });

  it('are read all when listed together, each with its own count', () => {
    expect(parseBrief('Do you do kazoos and snow globes? About 300 of them', vocabulary, now)).toMatchObject({ items: [], absent: ['kazoos', 'snow globes'], quantity: 300 });
    const brief = parseBrief('We need 300 kazoos or 40 snow globes for the parade', vocabulary, now);
    expect(brief.absent).toEqual(['kazoos', 'snow globes']);
    expect([unlistedCount(brief, 'kazoos'), unlistedCount(brief, 'snow globes')]).toEqual([300, 40]);
    // One alone keeps its own count as the order's.
    expect(parseBrief('For the parade: 80 kazoos', vocabulary, now)).toMatchObject({ absent: ['kazoos'], quantity: 80 });
  });

  it('are read each once, a few at most, however long the list', () => {
    expect(parseBrief('kazoos and '.repeat(360), vocabulary, now).absent).toEqual(['kazoos']);
    expect(parseBrief('kazoos and snow globes or '.repeat(150), vocabulary, now).absent.length).toBeLessThanOrEqual(4);
  });

  it("are searched for at their own count with the order's budget and deadline", () => {
    const brief = parseBrief('200 mugs and 300 kazoos, under $2 each, needed in 3 weeks', vocabulary, now);
    const intent = listedUnlistedIntent(brief, 'kazoos', now);
    expect(intent).toMatchObject({ productType: 'kazoo', category: null, quantity: 300, budgetMax: 2, absent: [] });
    expect(intent.prodTimeDays).not.toBeNull();
  });

  it('read no count from what is not one of theirs', () => {
    // A phrase that is an Object.prototype key has no count unless one was written with it.
    expect(unlistedCount({ absentCounts: { kazoos: 300 } }, 'constructor')).toBeUndefined();
    expect(unlistedCount({ absentCounts: { kazoos: 300 } }, '__proto__')).toBeUndefined();
    expect(unlistedCount({}, 'kazoos')).toBeUndefined();
  });

  it('are named singular, as a catalogue names its products', () => {
    expect(unlistedName('koi-shaped kazoos')).toBe('koi-shaped kazoo');
    expect(unlistedName('  snow globes ')).toBe('snow globe');
  });
});
