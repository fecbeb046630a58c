import { COUNTRY_NAMES, PREF_GROUPS, type Country, type EsgValue } from '../../contracts/catalogue.js';
import type { SeedSupplier } from '../../contracts/builtin-catalogue.js';
import { hash32 } from '../prng.js';
import { CATEGORY_NAMES } from './categories.js';
import { Random } from './random.js';

export type { SeedSupplier };

export const DEFAULT_CATALOGUE_SEED = 20_250_601;

const FIRST_WORDS = [
  'Harbor', 'Summit', 'Blue Ridge', 'Northstar', 'Evergreen', 'Liberty', 'Keystone', 'Redwood',
  'Silver Creek', 'Lakeside', 'Prairie', 'Golden Gate', 'Ironwood', 'Maple Leaf', 'Bright Star', 'Coastal',
  'Pinnacle', 'Heritage', 'Cardinal', 'Granite', 'Riverbend', 'Trailblazer', 'Copper Canyon', 'Lighthouse',
];
const MIDDLE_WORDS = ['Line', 'Brand', 'Imprint', 'Logo', 'Ad', 'Print', 'Promo', 'Gift', 'Mark', 'Stitch', 'Sign', 'Image'];
const LAST_WORDS = [
  'Promotions', 'Products', 'Specialties', 'Supply', 'Group', 'Industries', 'Company', 'Brands', 'Works',
  'Creative', 'Solutions', 'Manufacturing',
];

const US_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Minneapolis', 'MN'], ['Red Wing', 'MN'], ['Chicago', 'IL'], ['Dallas', 'TX'], ['Austin', 'TX'],
  ['Atlanta', 'GA'], ['Denver', 'CO'], ['Phoenix', 'AZ'], ['Seattle', 'WA'], ['Portland', 'OR'],
  ['Charlotte', 'NC'], ['Nashville', 'TN'], ['St. Louis', 'MO'], ['Kansas City', 'MO'], ['Columbus', 'OH'],
  ['Cleveland', 'OH'], ['Milwaukee', 'WI'], ['Salt Lake City', 'UT'], ['San Diego', 'CA'], ['Irvine', 'CA'],
  ['Los Angeles', 'CA'], ['Boston', 'MA'], ['Philadelphia', 'PA'], ['Pittsburgh', 'PA'], ['Tampa', 'FL'],
  ['Orlando', 'FL'], ['Indianapolis', 'IN'], ['Omaha', 'NE'], ['Des Moines', 'IA'], ['Louisville', 'KY'],
  ['Richmond', 'VA'], ['Baltimore', 'MD'], ['Newark', 'NJ'], ['Buffalo', 'NY'], ['Sioux Falls', 'SD'],
  ['Boise', 'ID'], ['Reno', 'NV'], ['Albuquerque', 'NM'], ['Grand Rapids', 'MI'], ['Green Bay', 'WI'],
];
const CA_CITIES: ReadonlyArray<readonly [string, string]> = [
  ['Toronto', 'ON'], ['Mississauga', 'ON'], ['Vancouver', 'BC'], ['Montreal', 'QC'], ['Calgary', 'AB'], ['Winnipeg', 'MB'],
];
const MX_CITIES: ReadonlyArray<readonly [string, string]> = [['Monterrey', 'NL'], ['Guadalajara', 'JAL'], ['Tijuana', 'BC']];

const PREF_WEIGHTS = [1, 3, 1, 2, 2, 2];
const SOCIAL_ESG: readonly EsgValue[] = ['Social', 'Governance', 'Diversity', 'Equality', 'Inclusion'];

function initials(words: string): string {
  return words
    .split(/\s+/)
    .map((w) => w[0])
    .join('')
    .slice(0, 3)
    .toUpperCase();
}

/** A deterministic list of suppliers; the same count and seed give the same list. */
export function generateSuppliers(count = 300, seed = DEFAULT_CATALOGUE_SEED): SeedSupplier[] {
  const rng = new Random(hash32(seed, 0x5a11));
  const names = new Set<string>();
  const suppliers: SeedSupplier[] = [];
  let nextId = 50_000 + rng.int(0, 900);
  for (let i = 0; i < count; i++) {
    const first = rng.pick(FIRST_WORDS);
    const middle = rng.pick(MIDDLE_WORDS);
    let name = `${first} ${middle} ${rng.pick(LAST_WORDS)}`;
    for (let attempt = 0; names.has(name) && attempt < 20; attempt++) {
      name = `${rng.pick(FIRST_WORDS)} ${rng.pick(MIDDLE_WORDS)} ${rng.pick(LAST_WORDS)}`;
    }
    if (names.has(name)) name = `${name} ${i + 1}`;
    names.add(name);

    const country: Country = rng.weighted<Country>(['US', 'CA', 'MX'], [85, 10, 5]);
    const [city, state] = rng.pick(country === 'US' ? US_CITIES : country === 'CA' ? CA_CITIES : MX_CITIES);
    const others = rng.sample(CATEGORY_NAMES.filter((_, k) => k !== i % CATEGORY_NAMES.length), rng.int(1, 3));
    const esg: EsgValue[] = [];
    if (rng.chance(0.2)) esg.push(...rng.sample(SOCIAL_ESG, rng.int(1, 2)));
    if (rng.chance(0.08)) esg.push(rng.pick<EsgValue>(['Carbon Neutral', 'Climate Neutral']));

    nextId += rng.int(3, 40);
    suppliers.push({
      id: nextId,
      name,
      itemPrefix: initials(name.split(' ').slice(0, -1).join(' ')),
      city,
      state,
      country,
      location: country === 'US' ? `${city}, ${state}` : `${city}, ${state}, ${COUNTRY_NAMES[country]}`,
      rating: Math.round((3.5 + 1.5 * Math.sqrt(rng.float())) * 10) / 10,
      prefGroup: rng.chance(0.5) ? null : rng.weighted(PREF_GROUPS, PREF_WEIGHTS),
      // The first specialty cycles through all categories so every category has suppliers.
      specialties: [CATEGORY_NAMES[i % CATEGORY_NAMES.length], ...others],
      unionShop: country === 'US' && rng.chance(0.12),
      rushService: rng.chance(0.4),
      esg,
      yearEstablished: rng.int(1948, 2021),
    });
  }
  return suppliers;
}
