import type { ChatIntent } from '../../contracts/chat.js';
import { singular } from '../catalogue/index.js';
import type { Brief, BriefItem } from './brief/index.js';
import { intentOf } from './intent.js';

/**
 * Products the vocabulary lacks, asked of a catalogue the vocabulary does not cover (SAGE's, with a
 * vocabulary built from the built-in catalogue): searched for by the words the client wrote,
 * singular ('koi-shaped kazoos' → 'koi-shaped kazoo'), and kept to products named so
 * (server/assistant/check.ts). The assistant (builtin.ts) and the deck writer
 * (server/presentations/generate.ts) ask the catalogue before saying it has none.
 */

/** Products the vocabulary lacks asked of another catalogue for one reply or deck: each is a search of SAGE, whose calls are counted. */
export const UNLISTED_ASKED_MAX = 4;

/** Of the phrases a reply or deck could ask another catalogue about, those it asks (the first UNLISTED_ASKED_MAX) and those it does not. */
export function askedOrNot(phrases: readonly string[]): { asked: string[]; notAsked: string[] } {
  return { asked: phrases.slice(0, UNLISTED_ASKED_MAX), notAsked: phrases.slice(UNLISTED_ASKED_MAX) };
}

/** The words to search for: the client's, the last one singular. */
export function unlistedName(phrase: string): string {
  const words = phrase.trim().split(/\s+/);
  const head = singular(words.pop()!);
  return [...words, head].join(' ');
}

/** The count written with a product the catalogue lacks, listed beside products it has; else undefined. */
export function unlistedCount(brief: Pick<Brief, 'absentCounts'>, phrase: string): number | undefined {
  const counts = brief.absentCounts;
  return counts && Object.hasOwn(counts, phrase) ? counts[phrase] : undefined;
}

/**
 * The intent that searches for the one product the request names and the vocabulary lacks. Null
 * when the request names a product the vocabulary knows, or more than one it lacks.
 */
export function unlistedIntent(i: ChatIntent): ChatIntent | null {
  if (i.productType !== null || i.category !== null || i.absent.length !== 1) return null;
  return { ...i, productType: unlistedName(i.absent[0]!), absent: [] };
}

/**
 * A product the vocabulary lacks, listed beside products it has ('200 mugs and 300 kazoos'): the
 * brief's intent for it as for any item (its budget share, deadline, themes…), at its own count
 * when one was written with it, with the order's colours.
 */
export function listedUnlistedIntent(brief: Brief, phrase: string, now: Date): ChatIntent {
  const quantity = unlistedCount(brief, phrase) ?? brief.quantity;
  const item: BriefItem = { productType: phrase, colours: [...brief.colours], descriptors: [], ...(quantity !== undefined ? { quantity } : {}) };
  return { ...intentOf(brief, item, now), productType: unlistedName(phrase), absent: [] };
}
