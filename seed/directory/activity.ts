// Recent-activity sentences whose dates are read relative to today (server/directory/dating.ts).
// Each sentence is written so the signal rule library recognises exactly one kind of buying
// signal in it.
//
// Every draw from the directory's rng is the one the first directory (dated January 2025 – October
// 2026) made, in the same order, so names, domains, people and sentences stay as they were; when
// each activity happens comes from a second rng seeded by the company and the kind.
import { hashString } from '../prng.js';
import { createRng, type Rng } from './rng.js';
import { CITIES, GROWTH_REGIONS, type City } from './places.js';
import type { ActivityKind, CompanyType, DirectoryActivity, IndustryProfile, Recurrence, Segment } from './types.js';
import { CELEBRATIONS, FOUNDATIONS, GRANT_PURPOSES, INVESTORS, PUBLIC_PROJECTS } from './words.js';

// The first directory's date range: only its draws are kept (see above), never its dates.
const FIRST_YEAR = 2025;
const LAST_YEAR = 2026;
const LAST_MONTH_OF_LAST_YEAR = 10;

/**
 * How often an activity happens again. A company's first activity that is not yearly recurs
 * within LEAD_EVERY_DAYS, so it always reads as news inside the 90-day signal window, whatever
 * today is (a month name dates an event to the 15th, up to 16 days early); the others recur
 * within 4 months to 2 years, so most read as history.
 */
const LEAD_EVERY_DAYS: [number, number] = [30, 74];
const OTHER_EVERY_DAYS: [number, number] = [120, 720];

export interface ActivityContext {
  name: string;
  profile: IndustryProfile;
  segment: Segment;
  type: CompanyType;
  founded: number;
  hq: City;
  sizeIndex: number;
}

/** Which companies have an anniversary among their activity (a first-directory draw, see above). */
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

/** The first directory's draw of a date (kept so every later draw stays the same; the value is unused). */
function firstDirectoryDateDraw(rng: Rng): void {
  rng.int(0, (LAST_YEAR - FIRST_YEAR) * 12 + LAST_MONTH_OF_LAST_YEAR - 1);
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

/** Builds the clause after the company name; a yearly activity also says on which day it recurs. */
function describe(kind: ActivityKind, ctx: ActivityContext, rng: Rng, timing: Rng): { clause: string; yearly?: Recurrence } {
  const { profile, segment, hq } = ctx;
  firstDirectoryDateDraw(rng);
  // '{year}' is left for dating.ts: the year the activity happened in.
  const fill = (text: string): string => text.replace('{amount}', millions(rng, 8, 480)).replace('{city}', hq.city);
  switch (kind) {
    case 'contract': {
      const verb = rng.pick(['won', 'was awarded', 'secured']);
      return { clause: `${verb} ${fill(rng.pick(profile.contracts))}` };
    }
    case 'hiring': {
      const n = headcount(rng, ctx.sizeIndex);
      const role = rng.pick(segment.roles);
      const clause = rng.chance(0.5)
        ? `announced it is hiring ${n} ${role}`
        : `began hiring ${n} ${role} to keep up with demand`;
      return { clause };
    }
    case 'newOffice': {
      const facility = rng.pick(profile.facilities);
      const where = otherCity(rng, hq);
      const clause = rng.chance(0.5)
        ? `opened a new ${facility} in ${where}`
        : `announced it is opening a new ${facility} in ${where}`;
      return { clause };
    }
    case 'launch':
      return { clause: `launched ${rng.pick(profile.launches)}` };
    case 'anniversary': {
      const month = rng.int(1, anniversaryYear(ctx.founded) === LAST_YEAR ? LAST_MONTH_OF_LAST_YEAR : 12);
      const clause = `celebrated its {nth:${ctx.founded}} anniversary with ${rng.pick(CELEBRATIONS)}`;
      return { clause, yearly: { month, day: timing.int(1, 28) } };
    }
    case 'tradeShow': {
      const show = rng.pick(profile.tradeShows);
      if (show.month <= LAST_MONTH_OF_LAST_YEAR) rng.pick([FIRST_YEAR, LAST_YEAR]); // a first-directory draw
      const verb = rng.chance(0.5) ? 'exhibited at' : 'had a booth at';
      return { clause: `${verb} ${show.name} in ${show.city}`, yearly: { month: show.month, day: timing.int(3, 26) } };
    }
    case 'event': {
      const attendees = rng.int(3, 40) * 50;
      return { clause: `hosted its ${rng.pick(profile.hostedEvents)}, drawing more than ${attendees} attendees` };
    }
    case 'funding': {
      if (ctx.type === 'Government' && profile.industry === 'Government') {
        return { clause: `secured ${millions(rng, 10, 250)} in federal funding for ${rng.pick(PUBLIC_PROJECTS)}` };
      }
      if (ctx.type === 'Nonprofit' || ctx.type === 'Government') {
        const amount = `$${withCommas(rng.int(2, 40) * 25000)}`;
        return { clause: `received a ${amount} grant from ${rng.pick(FOUNDATIONS)} to ${rng.pick(GRANT_PURPOSES)}` };
      }
      if (ctx.founded >= 2008) {
        const series = rng.pick(['A', 'B', 'C']);
        return { clause: `raised ${millions(rng, 40, 600)} in Series ${series} funding led by ${rng.pick(INVESTORS)}` };
      }
      return { clause: `secured ${millions(rng, 20, 400)} in growth financing from ${rng.pick(INVESTORS)}` };
    }
    case 'expansion': {
      const clause = rng.chance(0.5)
        ? `announced plans to expand its ${rng.pick(profile.facilities)} in ${hq.city}, adding ${rng.int(1, 12) * 10},000 square feet`
        : `expanded its service area into ${rng.pick(GROWTH_REGIONS[hq.country])}`;
      return { clause };
    }
    case 'partnership':
      return { clause: `announced a new partnership with ${rng.pick(profile.partners)}` };
    case 'award':
      return { clause: `was named ${fill(rng.pick(profile.awards))}` };
  }
}

/** 1–3 activities of distinct kinds, in the order they were drawn (dating.ts sorts them newest first). */
export function generateActivity(rng: Rng, ctx: ActivityContext): DirectoryActivity[] {
  const count = rng.weighted<number>([[1, 3], [2, 4], [3, 3]]);
  const pool = (Object.entries(ctx.profile.activity) as [ActivityKind, number][]).filter(([kind]) => eligible(kind, ctx));
  const activities: DirectoryActivity[] = [];
  let hasLead = false;
  while (activities.length < count && pool.length > 0) {
    const kind = rng.weighted(pool);
    pool.splice(pool.findIndex(([k]) => k === kind), 1);
    const timing = createRng(hashString(`${ctx.name}|${kind}`));
    const { clause, yearly } = describe(kind, ctx, rng, timing);
    let recurs = yearly;
    if (!recurs) {
      const [low, high] = hasLead ? OTHER_EVERY_DAYS : LEAD_EVERY_DAYS;
      const everyDays = timing.int(low, high);
      recurs = { everyDays, phase: timing.int(0, everyDays - 1) };
      hasLead = true;
    }
    activities.push({ kind, recurs, text: `In {when}, ${ctx.name} ${clause}.` });
  }
  return activities;
}
