import { describe, expect, it } from 'vitest';
import { looksLikeItemNumber, parseKeywords, readPriceCeiling, singular, toTsQueryText, tokenize } from '../../server/catalogue/keywords.js';
import { expandColors, canonicalCategory } from '../../server/catalogue/queries.js';
import { productFacets } from '../../server/catalogue/facets.js';

describe('keywords', () => {
  it('tokenizes to safe lower-case words, keeping hyphenated ones', () => {
    expect(tokenize("Blue T-Shirt's & (mug) | !x:* <-> 'quote'")).toEqual(['blue', 't-shirt', 's', 'mug', 'x', 'quote']);
    expect(tokenize('   ')).toEqual([]);
  });

  it('adds the words buyers use for the same thing, phrases included', () => {
    expect(toTsQueryText(parseKeywords('tote'))).toBe('(tote | bag)');
    expect(toTsQueryText(parseKeywords('Mugs'))).toBe('(mugs | cup)');
    expect(toTsQueryText(parseKeywords('tee'))).toBe('(tee | t-shirt | tshirt)');
    expect(toTsQueryText(parseKeywords('writing instruments'))).toBe('((writing <-> instruments) | pen)');
    expect(toTsQueryText(parseKeywords('blue pen'))).toBe('blue & (pen | (writing <-> instrument))');
    expect(toTsQueryText(parseKeywords('blue pen'), 'any')).toBe('blue | (pen | (writing <-> instrument))');
  });

  it('keeps at most a dozen distinct terms', () => {
    expect(parseKeywords('mug mug mug')).toHaveLength(1);
    expect(parseKeywords(Array.from({ length: 40 }, (_, i) => `w${i}`).join(' '))).toHaveLength(12);
  });

  it('knows item numbers and singulars', () => {
    expect(looksLikeItemNumber('HL-10423')).toBe(true);
    expect(looksLikeItemNumber('ABCDE-FGHIJ')).toBe(true);
    expect(looksLikeItemNumber('mug')).toBe(false);
    expect(looksLikeItemNumber('blue mug 2')).toBe(false);
    expect(['bags', 'boxes', 'batteries', 'glass'].map(singular)).toEqual(['bag', 'box', 'battery', 'glass']);
  });
});

describe('a price ceiling in the keywords', () => {
  it('reads the ways buyers write one, and takes it out of the keywords', () => {
    expect(readPriceCeiling('eco friendly water bottle under $10')).toEqual({ max: 9.99, keywords: 'eco friendly water bottle' });
    expect(readPriceCeiling('water bottle below 10 dollars')).toEqual({ max: 9.99, keywords: 'water bottle' });
    expect(readPriceCeiling('pens less than $5 each')).toEqual({ max: 4.99, keywords: 'pens' });
    expect(readPriceCeiling('mug max $8')).toEqual({ max: 8, keywords: 'mug' });
    expect(readPriceCeiling('Tote Bag $6.50 or less')).toEqual({ max: 6.5, keywords: 'Tote Bag' });
    expect(readPriceCeiling('koozies up to 1.25 per unit, navy')).toEqual({ max: 1.25, keywords: 'koozies , navy' });
    expect(readPriceCeiling('hoodies no more than 30$ apiece')).toEqual({ max: 30, keywords: 'hoodies' });
    expect(readPriceCeiling('lanyards <$2')).toEqual({ max: 1.99, keywords: 'lanyards' });
    expect(readPriceCeiling('jackets under $1,250')).toEqual({ max: 1249.99, keywords: 'jackets' });
    // Two ceilings: the lower.
    expect(readPriceCeiling('mug under $10 max $8')).toEqual({ max: 8, keywords: 'mug' });
  });

  it('leaves numbers that are not prices alone', () => {
    for (const text of ['t-shirts for kids under 10', 'tumbler under 16 oz', 'water bottle', 'pens 500', '$10 mug', 'HL-10423', 'max 12 colours']) {
      expect(readPriceCeiling(text)).toEqual({ max: null, keywords: text });
    }
  });

  it('reads hostile text at once (a single pass; the form allows 200 characters, these are 250 times that)', () => {
    for (const text of ['under '.repeat(8_000), '$'.repeat(50_000), '1,'.repeat(25_000), 'less than $'.repeat(5_000), `${'9'.repeat(50_000)}.`, 'under $1 '.repeat(6_000)]) {
      const start = performance.now();
      readPriceCeiling(text);
      expect(performance.now() - start).toBeLessThan(500);
    }
  });
});

describe('filter values', () => {
  it('reads colour words as the catalogue colours they name', () => {
    expect(expandColors(['navy'])).toEqual(['Navy']);
    expect(expandColors(['blue']).sort()).toEqual(['Light Blue', 'Royal Blue']);
    expect(expandColors(['grey'])).toEqual(['Gray']);
    expect(expandColors(['Mauve'])).toEqual(['Mauve']);
  });

  it('spells categories as the catalogue does', () => {
    expect(canonicalCategory('writing instruments')).toBe('Writing Instruments');
    expect(canonicalCategory('Unknown Things')).toBe('Unknown Things');
  });

  it('lists a product’s facets, with the categories it is listed in besides its main one', () => {
    const facets = productFacets({
      categories: ['Eco-Friendly', 'Bags'], themes: ['Outdoor'], colors: ['Navy'], madeIn: 'US', esg: ['Sustainable'], prefGroup: 'Gold',
      flags: { verified: true, recyclable: false, envFriendly: true, newProduct: false, unionShop: false, allAudiences: false, endUserOnly: false, popular: false, fresh: false, timely: false },
    });
    expect(facets).toEqual(['cat:Eco-Friendly', 'cat:Bags', 'cat2:Bags', 'theme:Outdoor', 'color:Navy', 'made:US', 'esg:Sustainable', 'pref:Gold', 'flag:verified', 'flag:envFriendly']);
  });
});
