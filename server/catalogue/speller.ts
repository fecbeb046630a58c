import { sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { parseKeywords, singular, type KeywordTerm } from './keywords.js';

/**
 * Corrects misspelt keywords ('tumblr' → 'tumbler') against the catalogue's own words with
 * pg_trgm similarity. The word list is small (about a thousand words) and kept in memory; only
 * a word that is not in it costs a (cached) trigram lookup.
 */

const VOCABULARY_TTL_MS = 10 * 60_000;
const MAX_CACHED_CORRECTIONS = 5_000;

interface Vocabulary {
  words: Set<string>;
  loadedAt: number;
  corrections: Map<string, string | null>;
}

export interface Speller {
  /** Terms with unknown words replaced by their nearest catalogue word; unknown words without one are dropped. */
  correct(terms: readonly KeywordTerm[]): Promise<{ terms: KeywordTerm[]; corrected: Record<string, string> }>;
  reset(): void;
}

export function createSpeller(db: Db): Speller {
  let vocabulary: Vocabulary | null = null;
  let loading: Promise<Vocabulary> | null = null;

  async function load(): Promise<Vocabulary> {
    const result = await db.execute<{ word: string }>(sql`select word from catalogue_words`);
    const words = new Set(result.rows.map((r) => r.word));
    const v: Vocabulary = { words, loadedAt: Date.now(), corrections: new Map() };
    // An empty list means the catalogue is still loading: ask again next time.
    vocabulary = words.size > 0 ? v : null;
    return v;
  }

  async function current(): Promise<Vocabulary> {
    if (vocabulary && Date.now() - vocabulary.loadedAt < VOCABULARY_TTL_MS) return vocabulary;
    loading ??= load().finally(() => (loading = null));
    return loading;
  }

  async function nearest(v: Vocabulary, word: string): Promise<string | null> {
    if (v.corrections.has(word)) return v.corrections.get(word) ?? null;
    const result = await db.execute<{ word: string }>(
      sql`select word from catalogue_words where word % ${word} order by similarity(word, ${word}) desc, length(word), word limit 1`,
    );
    const found = result.rows[0]?.word ?? null;
    if (v.corrections.size >= MAX_CACHED_CORRECTIONS) v.corrections.clear();
    v.corrections.set(word, found);
    return found;
  }

  const known = (v: Vocabulary, word: string) => v.words.has(word) || v.words.has(singular(word));

  return {
    async correct(terms) {
      const v = await current();
      const corrected: Record<string, string> = {};
      if (v.words.size === 0) return { terms: [...terms], corrected };
      const out: KeywordTerm[] = [];
      for (const term of terms) {
        const word = term.text;
        // Synonyms, phrases and hyphenated codes are left alone.
        if (term.synonym || word.includes(' ') || word.includes('-') || known(v, word)) {
          out.push(term);
          continue;
        }
        if (/^\d+$/.test(word) || word.length < 3) continue;
        const fix = await nearest(v, word);
        if (!fix) continue;
        corrected[word] = fix;
        // A corrected word may be one with synonyms ('mugg' → 'mug' → mug | cup).
        out.push(parseKeywords(fix)[0] ?? { text: fix, alternatives: [[fix]], synonym: false });
      }
      return { terms: out, corrected };
    },
    reset() {
      vocabulary = null;
    },
  };
}
