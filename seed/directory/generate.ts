// The built-in company directory: a deterministic generator of fictional but realistic companies.
// Same seed → identical output (one seeded PRNG, no clock, no locale-dependent formatting); activity
// dates are read relative to a day later (server/directory/dating.ts).
import { generateActivity } from './activity.js';
import { normaliseCompanyName } from '../../contracts/company-name.js';
import { generatePeople } from './people.js';
import { CITIES, COUNTRY_WEIGHTS } from './places.js';
import { createRng, type Rng } from './rng.js';
import { INDUSTRY_PROFILES } from './profiles.js';
import {
  COMPANY_SIZES,
  INDUSTRIES,
  type CompanyType,
  type CountryCode,
  type DirectoryCompany,
  type EventLikelihood,
  type Industry,
  type IndustryProfile,
  type Segment,
} from './types.js';
import { NAME_ROOTS, placeNames } from './words.js';

export const DEFAULT_DIRECTORY_SEED = 20_260_101;
export const COMPANIES_PER_INDUSTRY = 40;

const SIZE_BOUNDS: [number, number][] = [
  [2, 10], [11, 50], [51, 200], [201, 500], [501, 1000], [1001, 5000], [5001, 10000], [10001, 60000],
];

const TLDS = ['com', 'io', 'org', 'co'] as const;
type Tld = (typeof TLDS)[number];

/** "Bluestem Health" → ["bluestem", "health"]; apostrophes vanish, "&" and "the" are dropped. */
function slugWords(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/['’]/g, '')
    .split(/[^a-z0-9]+/)
    .filter((w) => w && w !== 'the');
}

function pickDomain(name: string, root: string, tld: Tld, taken: Set<string>): string {
  const all = slugWords(name);
  const rootWords = slugWords(root);
  const rest = all.filter((w) => !rootWords.includes(w) && w !== 'of' && w !== 'and');
  const rootSlug = rootWords.join('');
  const labels = [
    all.join(''),
    rootSlug + rest.map((w) => w[0]).join(''),
    rootSlug + (rest[0] ?? ''),
    all.join('-'),
  ].filter((label) => label.length >= 3 && label.length <= 24);
  const tlds = [tld, ...TLDS.filter((t) => t !== tld)];
  for (const label of labels) {
    for (const t of tlds) {
      const domain = `${label}.${t}`;
      if (!taken.has(domain)) return domain;
    }
  }
  for (let n = 2; ; n++) {
    const domain = `${rootSlug}${rest[0] ?? ''}${n}.${tld}`;
    if (!taken.has(domain)) return domain;
  }
}

function keepsCase(specialty: string): boolean {
  const firstWord = specialty.split(/\s/)[0];
  return /[A-Z0-9]/.test(firstWord.slice(1)) || /^[0-9]/.test(firstWord);
}

const inSentence = (s: string): string => (keepsCase(s) ? s : s[0].toLowerCase() + s.slice(1));

function listOf(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

function approximately(n: number): number {
  if (n < 100) return n;
  if (n < 1000) return Math.round(n / 10) * 10;
  return Math.round(n / 100) * 100;
}

const article = (noun: string): string => (/^[aeiou]/i.test(noun) ? `an ${noun}` : `a ${noun}`);

function describeCompany(rng: Rng, name: string, segment: Segment, where: string, specialties: string[], employees: number): string {
  const first = `${name} is ${article(segment.noun)} based in ${where} that ${segment.offering}.`;
  const audience = rng.pick(segment.audiences);
  const specs = specialties.slice(0, 3).map(inSentence);
  const second = rng.weighted<string>([
    [`It focuses on ${listOf(specs)} for ${audience}.`, 1],
    [`Its team of about ${approximately(employees)} people specialises in ${listOf(specs)}, serving ${audience}.`, employees >= 20 ? 1 : 0],
    [`Known for ${listOf(specs.slice(0, 2))}, it serves ${audience}.`, 1],
  ]);
  return `${first} ${second}`;
}

interface ChosenName {
  name: string;
  /** The name root or place name the domain is built from. */
  root: string;
  /** Named after its (fictional) town, so that town is its headquarters. */
  fromPlace: boolean;
}

function chooseName(rng: Rng, segment: Segment, places: string[], takenNames: Set<string>): ChosenName {
  for (let attempt = 0; attempt < 200; attempt++) {
    const suffix = rng.pick(segment.suffixes);
    let name: string;
    let root: string;
    if (suffix.includes('{place}')) {
      root = rng.pick(places);
      name = suffix.replace('{place}', root);
    } else {
      root = rng.pick(NAME_ROOTS);
      name = `${root} ${suffix}`;
    }
    // Compare normalised names so no two companies differ only by case, "&" or a legal suffix.
    const key = normaliseCompanyName(name);
    if (!takenNames.has(key)) {
      takenNames.add(key);
      return { name, root, fromPlace: suffix.includes('{place}') };
    }
  }
  throw new Error(`could not find a free company name for ${segment.noun}`);
}

function chooseType(rng: Rng, segment: Segment, profile: IndustryProfile, sizeIndex: number): CompanyType {
  const type = segment.type ?? rng.weighted(profile.types);
  // Only large companies are listed on a stock exchange.
  return type === 'Public' && sizeIndex < 5 ? 'Private' : type;
}

function employeeCountFor(rng: Rng, sizeIndex: number): number {
  const [low, high] = SIZE_BOUNDS[sizeIndex];
  const n = rng.int(low, high);
  if (n > 1000) return Math.round(n / 50) * 50;
  if (n > 100) return Math.round(n / 5) * 5;
  return n;
}

function likelihood(rng: Rng, profile: IndustryProfile, sizeIndex: number, eventful: boolean): EventLikelihood {
  const score = profile.eventBase + (eventful ? 0.35 : 0) + (sizeIndex >= 3 ? 0.1 : 0) + (rng.next() - 0.5) * 0.3;
  if (score >= 0.75) return 'High';
  if (score >= 0.45) return 'Medium';
  return 'Low';
}

function generateCompany(rng: Rng, industry: Industry, places: string[], takenNames: Set<string>, takenDomains: Set<string>): DirectoryCompany {
  const profile = INDUSTRY_PROFILES[industry];
  const segment = rng.pick(profile.segments);
  const sizeIndex = rng.weighted(profile.sizeWeights.map((w, i) => [i, w] as const));
  const type = chooseType(rng, segment, profile, sizeIndex);
  const country: CountryCode = type === 'Government' ? 'US' : rng.weighted(COUNTRY_WEIGHTS);
  const hq = rng.pick(CITIES[country]);
  const { name, root, fromPlace } = chooseName(rng, segment, places, takenNames);
  const headquarters = `${fromPlace ? root : hq.city}, ${hq.region}`;
  const tld: Tld = type === 'Nonprofit' || type === 'Government' ? 'org' : rng.pick(profile.tlds);
  const domain = pickDomain(name, root, tld, takenDomains);
  takenDomains.add(domain);
  const employeeCount = employeeCountFor(rng, sizeIndex);
  const founded = rng.int(profile.foundedRange[0], profile.foundedRange[1]);
  const specialties = rng.sample(segment.specialties, rng.int(3, 5));
  const description = describeCompany(rng, name, segment, headquarters, specialties, employeeCount);
  const activity = generateActivity(rng, { name, profile, segment, type, founded, hq, sizeIndex });
  const eventful = activity.some((a) => a.kind === 'tradeShow' || a.kind === 'event');
  return {
    name,
    domain,
    industry,
    companySize: COMPANY_SIZES[sizeIndex],
    employeeCount,
    founded,
    headquarters,
    country,
    type,
    description,
    specialties,
    linkedinUrl: `https://www.linkedin.com/company/${slugWords(name).join('-')}`,
    activity,
    eventParticipationLikelihood: likelihood(rng, profile, sizeIndex, eventful),
    people: generatePeople(rng, { domain, industry, profile, segment, type, hq }),
  };
}

/** The directory for a seed: COMPANIES_PER_INDUSTRY companies in each of the 16 industries, sorted by name. */
export function generateDirectory(seed: number = DEFAULT_DIRECTORY_SEED): DirectoryCompany[] {
  const rng = createRng(seed);
  const places = placeNames();
  const takenNames = new Set<string>();
  const takenDomains = new Set<string>();
  const companies: DirectoryCompany[] = [];
  for (let i = 0; i < COMPANIES_PER_INDUSTRY; i++) {
    for (const industry of INDUSTRIES) {
      companies.push(generateCompany(rng, industry, places, takenNames, takenDomains));
    }
  }
  return companies.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}
