// Headquarters cities by country, with the phone prefix used for the fictional 555-style numbers.
import type { CountryCode } from './types.js';

export interface City {
  city: string;
  region: string;
  country: CountryCode;
  /** US/CA area code, or the national dialling prefix elsewhere. */
  dial: string;
}

const US: [string, string, string][] = [
  ['Austin', 'TX', '512'], ['Dallas', 'TX', '214'], ['Houston', 'TX', '713'], ['San Antonio', 'TX', '210'],
  ['Denver', 'CO', '303'], ['Boulder', 'CO', '303'], ['Phoenix', 'AZ', '602'], ['Tucson', 'AZ', '520'],
  ['Seattle', 'WA', '206'], ['Spokane', 'WA', '509'], ['Portland', 'OR', '503'], ['Boise', 'ID', '208'],
  ['Salt Lake City', 'UT', '801'], ['San Diego', 'CA', '619'], ['Sacramento', 'CA', '916'], ['Oakland', 'CA', '510'],
  ['Chicago', 'IL', '312'], ['Milwaukee', 'WI', '414'], ['Madison', 'WI', '608'], ['Minneapolis', 'MN', '612'],
  ['Des Moines', 'IA', '515'], ['Omaha', 'NE', '402'], ['Kansas City', 'MO', '816'], ['Indianapolis', 'IN', '317'],
  ['Columbus', 'OH', '614'], ['Cleveland', 'OH', '216'], ['Cincinnati', 'OH', '513'], ['Detroit', 'MI', '313'],
  ['Grand Rapids', 'MI', '616'], ['Pittsburgh', 'PA', '412'], ['Philadelphia', 'PA', '215'], ['Baltimore', 'MD', '410'],
  ['Richmond', 'VA', '804'], ['Raleigh', 'NC', '919'], ['Charlotte', 'NC', '704'], ['Greenville', 'SC', '864'],
  ['Atlanta', 'GA', '404'], ['Nashville', 'TN', '615'], ['Louisville', 'KY', '502'], ['Birmingham', 'AL', '205'],
  ['Tampa', 'FL', '813'], ['Orlando', 'FL', '407'], ['Jacksonville', 'FL', '904'], ['New Orleans', 'LA', '504'],
  ['Boston', 'MA', '617'], ['Hartford', 'CT', '860'], ['Providence', 'RI', '401'], ['Burlington', 'VT', '802'],
  ['Albany', 'NY', '518'], ['Buffalo', 'NY', '716'], ['Newark', 'NJ', '973'], ['Albuquerque', 'NM', '505'],
  ['Oklahoma City', 'OK', '405'], ['Little Rock', 'AR', '501'], ['Tulsa', 'OK', '918'], ['Fargo', 'ND', '701'],
];

const CA: [string, string, string][] = [
  ['Toronto', 'ON', '416'], ['Ottawa', 'ON', '613'], ['Vancouver', 'BC', '604'], ['Calgary', 'AB', '403'],
  ['Edmonton', 'AB', '780'], ['Montreal', 'QC', '514'], ['Halifax', 'NS', '902'], ['Winnipeg', 'MB', '204'],
];

const GB: [string, string, string][] = [
  ['London', 'England', '20'], ['Manchester', 'England', '161'], ['Bristol', 'England', '117'],
  ['Leeds', 'England', '113'], ['Edinburgh', 'Scotland', '131'], ['Glasgow', 'Scotland', '141'], ['Cardiff', 'Wales', '29'],
];

const AU: [string, string, string][] = [
  ['Sydney', 'NSW', '2'], ['Melbourne', 'VIC', '3'], ['Brisbane', 'QLD', '7'], ['Perth', 'WA', '8'], ['Adelaide', 'SA', '8'],
];

const DE: [string, string, string][] = [
  ['Berlin', 'Berlin', '30'], ['Munich', 'Bavaria', '89'], ['Hamburg', 'Hamburg', '40'],
  ['Frankfurt', 'Hesse', '69'], ['Cologne', 'North Rhine-Westphalia', '221'],
];

const toCities = (rows: [string, string, string][], country: CountryCode): City[] =>
  rows.map(([city, region, dial]) => ({ city, region, country, dial }));

export const CITIES: Record<CountryCode, City[]> = {
  US: toCities(US, 'US'),
  CA: toCities(CA, 'CA'),
  GB: toCities(GB, 'GB'),
  AU: toCities(AU, 'AU'),
  DE: toCities(DE, 'DE'),
};

export const COUNTRY_WEIGHTS: [CountryCode, number][] = [['US', 80], ['CA', 7], ['GB', 6], ['AU', 4], ['DE', 3]];

/** Regions a company might grow into, by home country. */
export const GROWTH_REGIONS: Record<CountryCode, string[]> = {
  US: ['the Southeast', 'the Mountain West', 'the Pacific Northwest', 'the Midwest', 'Texas', 'New England'],
  CA: ['Western Canada', 'Atlantic Canada', 'Quebec'],
  GB: ['Scotland', 'the North of England', 'Ireland'],
  AU: ['Queensland', 'New Zealand', 'Western Australia'],
  DE: ['Austria', 'Switzerland', 'the Netherlands'],
};

/** A fictional number in each country's drama/test range (555-01xx in North America). */
export function fictionalPhone(city: City, n: number): string {
  const four = String(n % 10000).padStart(4, '0');
  switch (city.country) {
    case 'US':
    case 'CA':
      return `(${city.dial}) 555-01${four.slice(2)}`;
    case 'GB':
      return `+44 ${city.dial} 496 0${four.slice(1)}`;
    case 'AU':
      return `+61 ${city.dial} 5550 ${four}`;
    case 'DE':
      return `+49 ${city.dial} 555${four}`;
  }
}
