import { COUNTRY_NAMES, type Country } from '../../../contracts/catalogue.js';
import type { Text } from './text.js';

/** What the product is made of and where: eco, recycled, made in a country. */

export const ECO = /eco[- ]friendly|\beco\b|sustainab\w*|environment(?:al|ally)?[- ]friendly|\benvironment\b|biodegradable|compostable|earth[- ]friendly|\bgreen (?:materials?|products?|options?|items?)\b|\bgreener\b/;
// 'totes people can recycle', 'that can be recycled': recyclable, said as a verb.
export const RECYCLED = /\brecycl(?:ed|able|ing)\b|\bcan (?:actually |easily |later )?(?:be )?recycled?\b/;

/** 'recycled' right before a product word: the words after it, for recycledKind. */
const RECYCLED_BEFORE = /\brecycled\s+((?:[a-z-]+\s+){0,2}[a-z-]+)/;

/**
 * 'recycled tote bags' where the catalogue names products so ('Recycled Cotton Tote', 'rPET Shopping
 * Tote') asks for those by their name, like any kind ('recycled' stays a describing word of the
 * product); elsewhere 'recycled' is the recyclable flag.
 */
export function recycledKind(text: string, namesWith: (word: string) => boolean): boolean {
  const m = RECYCLED_BEFORE.exec(text);
  return m !== null && m[1].split(/\s+/).some((w) => namesWith(w));
}

export function readMadeIn(t: Text): Country | undefined {
  const alias: Record<string, Country> = { usa: 'US', 'u.s.a': 'US', 'u.s': 'US', us: 'US', america: 'US', 'united states': 'US', uk: 'GB', britain: 'GB', england: 'GB' };
  for (const [code, name] of Object.entries(COUNTRY_NAMES) as [Country, string][]) alias[name.toLowerCase()] = code;
  const names = Object.keys(alias).sort((a, b) => b.length - a.length).map((n) => n.replace(/\./g, '\\.')).join('|');
  // ('Made in: USA', a spec block's label.)
  // ('Country of origin: USA', a tender's line.)
  let m = t.take(new RegExp(String.raw`\b(?:(?:made|manufactured|produced|sourced) in:?|(?:country of )?origin:|country of origin(?: must be| is)?) (?:the )?(${names})\b\.?`));
  if (m) return alias[m[1]];
  m = t.take(new RegExp(String.raw`\b(${names})[- ]made\b`));
  if (m) return alias[m[1]];
  if (t.take(/\bamerican[- ]made\b|\bdomestic(?:ally)? (?:made|produced)\b/)) return 'US';
  return undefined;
}
