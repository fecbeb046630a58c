// Dated recent-activity sentences (January 2025 – October 2026). Each sentence is written so the
// signal rule library recognises exactly one kind of buying signal in it.
import type { Rng } from './prng.js';
import { CITIES, GROWTH_REGIONS, type City } from './places.js';
import type { ActivityKind, CompanyType, IndustryProfile, Segment } from './types.js';
import { CELEBRATIONS, FOUNDATIONS, GRANT_PURPOSES, INVESTORS, PUBLIC_PROJECTS } from './words.js';

export const MONTH_NAMES = [
  'January', 'February', 'March', 'April', 'May', 'June',
  'July', 'August', 'September', 'October', 'November', 'December',
] as const;

const FIRST_YEAR = 2025;
const LAST_YEAR = 2026;
const LAST_MONTH_OF_LAST_YEAR = 10;

export interface ActivityContext {
  name: string;
  profile: IndustryProfile;
  segment: Segment;
  type: CompanyType;
  founded: number;
  hq: City;
  sizeIndex: number;
}

export interface Activity {
  kind: ActivityKind;
  year: number;
  month: number;
  sentence: string;
}

export function ordinal(n: number): string {
  const mod100 = n % 100;
  if (mod100 >= 11 && mod100 <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

function anniversaryYear(founded: number): number | null {
  for (const year of [LAST_YEAR, FIRST_YEAR]) {
    const age = year - founded;
    if (age >= 5 && age % 5 === 0) return year;
  }
  return null;
}

function millions(rng: Rng, lowTenths: number, highTenths: number): string {
  return `$${(rng.int(lowTenths, highTenths) / 10).toFixed(1)} million`;
}

const withCommas = (n: number): string => n.toLocaleString('en-US', { maximumFractionDigits: 20 });

function randomDate(rng: Rng): { year: number; month: number } {
  const span = (LAST_YEAR - FIRST_YEAR) * 12 + LAST_MONTH_OF_LAST_YEAR;
  const index = rng.int(0, span - 1);
  return { year: FIRST_YEAR + Math.floor(index / 12), month: (index % 12) + 1 };
}

function otherCity(rng: Rng, hq: City): string {
  const pool = CITIES[hq.country].filter((c) => c.city !== hq.city);
  const city = rng.pick(pool);
  return hq.country === 'US' || hq.country === 'CA' || hq.country === 'AU' ? `${city.city}, ${city.region}` : city.city;
}

function headcount(rng: Rng, sizeIndex: number): number {
  if (sizeIndex <= 1) return rng.int(3, 12);
  if (sizeIndex <= 3) return rng.int(12, 80);
  return rng.int(40, 300);
}

function eligible(kind: ActivityKind, ctx: ActivityContext): boolean {
  switch (kind) {
    case 'contract':
      return ctx.profile.contracts.length > 0;
    case 'funding':
      return ctx.type !== 'Public';
    case 'anniversary':
      return anniversaryYear(ctx.founded) !== null;
    case 'tradeShow':
      return ctx.profile.tradeShows.length > 0;
    default:
      return true;
  }
}

/** Builds the clause after the company name, and the date it happened. */
function describe(kind: ActivityKind, ctx: ActivityContext, rng: Rng): { clause: string; year: number; month: number } {
  const { profile, segment, hq } = ctx;
  const date = randomDate(rng);
  const fill = (text: string, year: number): string =>
    text.replace('{amount}', millions(rng, 8, 480)).replace('{city}', hq.city).replace('{year}', String(year));
  switch (kind) {
    case 'contract': {
      const verb = rng.pick(['won', 'was awarded', 'secured']);
      return { ...date, clause: `${verb} ${fill(rng.pick(profile.contracts), date.year)}` };
    }
    case 'hiring': {
      const n = headcount(rng, ctx.sizeIndex);
      const role = rng.pick(segment.roles);
      const clause = rng.chance(0.5)
        ? `announced it is hiring ${n} ${role}`
        : `began hiring ${n} ${role} to keep up with demand`;
      return { ...date, clause };
    }
    case 'newOffice': {
      const facility = rng.pick(profile.facilities);
      const where = otherCity(rng, hq);
      const clause = rng.chance(0.5)
        ? `opened a new ${facility} in ${where}`
        : `announced it is opening a new ${facility} in ${where}`;
      return { ...date, clause };
    }
    case 'launch':
      return { ...date, clause: `launched ${rng.pick(profile.launches)}` };
    case 'anniversary': {
      const year = anniversaryYear(ctx.founded) ?? date.year;
      const month = rng.int(1, year === LAST_YEAR ? LAST_MONTH_OF_LAST_YEAR : 12);
      const clause = `celebrated its ${ordinal(year - ctx.founded)} anniversary with ${rng.pick(CELEBRATIONS)}`;
      return { year, month, clause };
    }
    case 'tradeShow': {
      const show = rng.pick(profile.tradeShows);
      const year = show.month > LAST_MONTH_OF_LAST_YEAR ? FIRST_YEAR : rng.pick([FIRST_YEAR, LAST_YEAR]);
      const verb = rng.chance(0.5) ? 'exhibited at' : 'had a booth at';
      return { year, month: show.month, clause: `${verb} ${show.name} in ${show.city}` };
    }
    case 'event': {
      const attendees = rng.int(3, 40) * 50;
      return { ...date, clause: `hosted its ${rng.pick(profile.hostedEvents)}, drawing more than ${attendees} attendees` };
    }
    case 'funding': {
      if (ctx.type === 'Government' && profile.industry === 'Government') {
        return { ...date, clause: `secured ${millions(rng, 10, 250)} in federal funding for ${rng.pick(PUBLIC_PROJECTS)}` };
      }
      if (ctx.type === 'Nonprofit' || ctx.type === 'Government') {
        const amount = `$${withCommas(rng.int(2, 40) * 25000)}`;
        return { ...date, clause: `received a ${amount} grant from ${rng.pick(FOUNDATIONS)} to ${rng.pick(GRANT_PURPOSES)}` };
      }
      if (ctx.founded >= 2008) {
        const series = rng.pick(['A', 'B', 'C']);
        return { ...date, clause: `raised ${millions(rng, 40, 600)} in Series ${series} funding led by ${rng.pick(INVESTORS)}` };
      }
      return { ...date, clause: `secured ${millions(rng, 20, 400)} in growth financing from ${rng.pick(INVESTORS)}` };
    }
    case 'expansion': {
      const clause = rng.chance(0.5)
        ? `announced plans to expand its ${rng.pick(profile.facilities)} in ${hq.city}, adding ${rng.int(1, 12) * 10},000 square feet`
        : `expanded its service area into ${rng.pick(GROWTH_REGIONS[hq.country])}`;
      return { ...date, clause };
    }
    case 'partnership':
      return { ...date, clause: `announced a new partnership with ${rng.pick(profile.partners)}` };
    case 'award':
      return { ...date, clause: `was named ${fill(rng.pick(profile.awards), date.year)}` };
  }
}

/** 1–3 activities of distinct kinds, newest first. */
export function generateActivity(rng: Rng, ctx: ActivityContext): Activity[] {
  const count = rng.weighted<number>([[1, 3], [2, 4], [3, 3]]);
  const pool = (Object.entries(ctx.profile.activity) as [ActivityKind, number][]).filter(([kind]) => eligible(kind, ctx));
  const activities: Activity[] = [];
  while (activities.length < count && pool.length > 0) {
    const kind = rng.weighted(pool);
    pool.splice(pool.findIndex(([k]) => k === kind), 1);
    const { clause, year, month } = describe(kind, ctx, rng);
    activities.push({ kind, year, month, sentence: `In ${MONTH_NAMES[month - 1]} ${year}, ${ctx.name} ${clause}.` });
  }
  return activities.sort((a, b) => b.year * 12 + b.month - (a.year * 12 + a.month));
}
