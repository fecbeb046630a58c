// Looking a company up in the directory: exact domain first, then exact name, then a deliberately
// conservative fuzzy name match (a typo, never a guess).
import type { DirectoryCompany } from '../../contracts/directory-company.js';
import { normaliseCompanyName } from '../../contracts/company-name.js';

export type DirectoryMatchKind = 'domain' | 'name' | 'fuzzy-name';

export interface DirectoryMatch {
  company: DirectoryCompany;
  matchedBy: DirectoryMatchKind;
}

export interface DirectoryQuery {
  domain?: string | null;
  name?: string | null;
}

// One domain rule for the whole product (registrable domain, punycode): see server/companies/domain.ts.
import { normaliseDomain } from '../companies/index.js';
export { normaliseDomain, normaliseCompanyName };

/** Edit distance, giving up (returning limit + 1) once it must exceed the limit. */
export function boundedLevenshtein(a: string, b: string, limit: number): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      rowMin = Math.min(rowMin, current[j]);
    }
    if (rowMin > limit) return limit + 1;
    previous = current;
  }
  return previous[b.length];
}

interface DirectoryIndex {
  byDomain: Map<string, DirectoryCompany>;
  byLowerName: Map<string, DirectoryCompany[]>;
  byNormalName: Map<string, DirectoryCompany[]>;
  normalNames: [string, DirectoryCompany][];
}

// Directories are built once and never mutated, so an index per array is safe to keep.
const indexes = new WeakMap<readonly DirectoryCompany[], DirectoryIndex>();

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

function indexOf(directory: readonly DirectoryCompany[]): DirectoryIndex {
  let index = indexes.get(directory);
  if (!index) {
    index = { byDomain: new Map(), byLowerName: new Map(), byNormalName: new Map(), normalNames: [] };
    for (const company of directory) {
      index.byDomain.set(company.domain, company);
      push(index.byLowerName, company.name.trim().toLowerCase(), company);
      const normal = normaliseCompanyName(company.name);
      push(index.byNormalName, normal, company);
      index.normalNames.push([normal, company]);
    }
    indexes.set(directory, index);
  }
  return index;
}

const only = (list: DirectoryCompany[] | undefined): DirectoryCompany | null => (list && list.length === 1 ? list[0] : null);

function fuzzyMatch(index: DirectoryIndex, normalName: string): DirectoryCompany | null {
  // Short names are too easy to confuse; long names tolerate one more typo.
  if (normalName.length < 8) return null;
  const limit = normalName.length >= 16 ? 2 : 1;
  const margin = 2;
  let best: DirectoryCompany | null = null;
  let bestDistance = Infinity;
  let secondDistance = Infinity;
  for (const [candidate, company] of index.normalNames) {
    const distance = boundedLevenshtein(normalName, candidate, limit + margin);
    if (distance < bestDistance) {
      secondDistance = bestDistance;
      bestDistance = distance;
      best = company;
    } else if (distance < secondDistance) {
      secondDistance = distance;
    }
  }
  if (!best || bestDistance > limit) return null;
  // Refuse when another company is nearly as close: that is a guess, not a typo.
  return secondDistance - bestDistance >= margin ? best : null;
}

/** The directory company for a domain and/or name, and how it was matched; null when unsure. */
export function matchInDirectory(directory: readonly DirectoryCompany[], query: DirectoryQuery): DirectoryMatch | null {
  const index = indexOf(directory);
  const domain = normaliseDomain(query.domain);
  if (domain) {
    const company = index.byDomain.get(domain);
    if (company) return { company, matchedBy: 'domain' };
  }
  const rawName = query.name?.trim();
  if (!rawName) return null;
  const exact = only(index.byLowerName.get(rawName.toLowerCase()));
  if (exact) return { company: exact, matchedBy: 'name' };
  const normalName = normaliseCompanyName(rawName);
  if (!normalName) return null;
  const normal = only(index.byNormalName.get(normalName));
  if (normal) return { company: normal, matchedBy: 'name' };
  // A near-miss name is only trusted when no different, valid domain contradicts it.
  if (domain) return null;
  const fuzzy = fuzzyMatch(index, normalName);
  return fuzzy ? { company: fuzzy, matchedBy: 'fuzzy-name' } : null;
}

export function findInDirectory(directory: readonly DirectoryCompany[], query: DirectoryQuery): DirectoryCompany | null {
  return matchInDirectory(directory, query)?.company ?? null;
}
