import type { ChatIntent } from '../../contracts/chat.js';
import { singular } from '../catalogue/index.js';

/**
 * A product the vocabulary lacks, asked of a catalogue the vocabulary does not cover (SAGE's, with a
 * vocabulary built from the built-in catalogue): the intent that searches for it by the words the
 * client wrote, singular ('koi-shaped kazoos' → 'koi-shaped kazoo'), and keeps to products named so
 * (server/assistant/check.ts). Null when the request names a product the vocabulary knows, or more
 * than one it lacks.
 */
export function unlistedIntent(i: ChatIntent): ChatIntent | null {
  if (i.productType !== null || i.category !== null || i.absent.length !== 1) return null;
  const words = i.absent[0]!.trim().split(/\s+/);
  const head = singular(words.pop()!);
  return { ...i, productType: [...words, head].join(' '), absent: [] };
}
