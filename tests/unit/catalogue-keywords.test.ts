import { describe, expect, it } from 'vitest';
import { looksLikeItemNumber, parseKeywords, singular, toTsQueryText, tokenize } from '../../server/catalogue/keywords.js';
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
