// Reads who a presentation is for and why: a pipeline company named in the prompt, the industry,
// the occasion and the audience. The order itself (products, quantities, colours, budget,
// deadline, event) is read by the shared brief parser (server/assistant/brief/), the same way
// as a chat question. Plain word rules: the same prompt always reads the same way.
import { containsWord } from '../client-text.js';
import { clientNamed } from './client-name.js';
import type { PresentationRequest } from '../../ports/presentations.js';

type Rule<T> = [RegExp, T];

/** Occasions, with the categories that usually fit them when the prompt names none. */
const OCCASION_RULES: Rule<{ occasion: string; categories: string[] }>[] = [
  [/\btrade ?shows?\b|\bexpos?\b|\bbooth\b|\bconferences?\b|\bsummits?\b/, { occasion: 'Trade Show', categories: ['Trade Show & Events', 'Drinkware', 'Bags'] }],
  [/\bonboarding\b|\bnew hires?\b|\bwelcome kits?\b|\bhiring\b/, { occasion: 'Employee Onboarding', categories: ['Apparel', 'Drinkware', 'Notebooks & Journals'] }],
  [/\banniversary\b|\bmilestone\b/, { occasion: 'Company Anniversary', categories: ['Awards & Recognition', 'Apparel', 'Drinkware'] }],
  [/\bholiday\b|\bchristmas\b|\byear-end\b|\bseasonal\b/, { occasion: 'Holiday Gifting', categories: ['Food & Beverage', 'Drinkware', 'Outdoor & Sports'] }],
  [/\bappreciation\b|\bthank(?:-| )?you\b|\bloyalty\b/, { occasion: 'Client Appreciation', categories: ['Drinkware', 'Tech', 'Bags'] }],
  [/\blaunch\b|\bnew product\b|\bopening\b/, { occasion: 'Product Launch', categories: ['Tech', 'Apparel', 'Drinkware'] }],
  [/\bwellness\b|\bhealth week\b/, { occasion: 'Wellness Program', categories: ['Health & Wellness', 'Drinkware', 'Outdoor & Sports'] }],
  [/\brecognition\b|\bawards? (?:night|ceremony)\b/, { occasion: 'Employee Recognition', categories: ['Awards & Recognition', 'Tech', 'Apparel'] }],
  [/\bfundrais\w*|\bgala\b|\bcharity\b|\bdonors?\b/, { occasion: 'Fundraising Event', categories: ['Apparel', 'Drinkware', 'Keychains & Lanyards'] }],
  [/\bcareer fairs?\b|\brecruit\w*/, { occasion: 'Recruiting Event', categories: ['Apparel', 'Writing Instruments', 'Keychains & Lanyards'] }],
];

const AUDIENCE_RULES: Rule<string>[] = [
  [/\bnew hires?\b/, 'new hires'],
  [/\bemployees?\b|\bstaff\b|\bteam members?\b|\bworkforce\b/, 'employees'],
  // (Whose clients: the rep's own word for the buyer, 'Client email:', 'the client wants', is no audience.)
  [/\b(?:our|their|your|his|her|its|for|to|with) (?:[a-z-]+ )?clients?\b|\bcustomers?\b/, 'clients'],
  [/\bcoach(?:es)?\b/, 'coaches'],
  [/\battendees?\b|\bvisitors?\b|\bguests?\b/, 'event attendees'],
  [/\bstudents?\b|\balumni\b/, 'students'],
  [/\bvolunteers?\b/, 'volunteers'],
  [/\bdonors?\b/, 'donors'],
  [/\bpartners?\b|\bresellers?\b|\bdealers?\b/, 'partners'],
  [/\bexecutives?\b|\bleadership\b|\bboard\b/, 'executives'],
  [/\bpatients?\b/, 'patients'],
  [/\bmembers?\b|\bmembership\b/, 'members'],
  [/\bplayers?\b/, 'players'],
  [/\bathletes?\b/, 'athletes'],
  [/\bfinishers?\b/, 'finishers'],
  [/\bparents?\b|\bfamilies\b/, 'families'],
  [/\bresidents?\b|\bhomeowners?\b|\btenants?\b/, 'residents'],
];

const INDUSTRY_RULES: Rule<string>[] = [
  [/\bhealth ?care\b|\bhospitals?\b|\bmedical\b|\bclinics?\b|\bpharma\w*/, 'Healthcare'],
  [/\btech(?:nology)? (?:company|companies|firm|startup)s?\b|\bsoftware\b|\bsaas\b|\bstartups?\b/, 'Technology'],
  [/\beducation\b|\bschools?\b|\buniversit(?:y|ies)\b|\bcolleges?\b/, 'Education'],
  [/\bfinanc\w*|\bbanks?\b|\binsurance\b|\bcredit unions?\b/, 'Finance'],
  [/\bmanufactur\w*|\bindustrial\b/, 'Manufacturing'],
  [/\bretail\w*|\be-?commerce\b/, 'Retail'],
  [/\bhospitality\b|\bhotels?\b|\brestaurants?\b/, 'Hospitality'],
  [/\bconstruction\b|\bcontractors?\b/, 'Construction'],
  [/\bnon-?profits?\b|\bcharit(?:y|ies)\b/, 'Nonprofit'],
  [/\breal estate\b|\brealtors?\b/, 'Real Estate'],
  [/\blaw firms?\b|\blegal\b/, 'Legal'],
  [/\benergy\b|\butilit(?:y|ies)\b/, 'Energy'],
];

const firstMatch = <T>(text: string, rules: Rule<T>[]): T | null => rules.find(([re]) => re.test(text))?.[1] ?? null;

/** The longest workspace company name that appears in the prompt as whole words. */
export function findCompanyName(prompt: string, companyNames: readonly string[]): string | null {
  const byLength = [...companyNames].filter((n) => n.trim().length > 1).sort((a, b) => b.length - a.length || a.localeCompare(b));
  return byLength.find((name) => containsWord(prompt, name)) ?? null;
}

/** People an order is for, as briefs name them. */
const PEOPLE =
  'new hires|hires|employees|staff|team members|teachers|nurses|doctors|physicians|patients|students|kids|children|parents|families|members|' +
  'volunteers|donors|guests|attendees|visitors|customers|clients|partners|agents|brokers|realtors|reps|drivers|technicians|engineers|developers|devs|' +
  'instructors|coaches|players|athletes|runners|finishers|golfers|participants|sponsors|executives|managers|directors|leaders|' +
  'graduates|alumni|riders|residents|readers|interns|crews|franchisees|dealers|retirees|seniors|veterans|firefighters|officers|winners|' +
  'foremen|homeowners|homebuyers|buyers|tenants|guest|patients|patient|subscribers|(?<!(?:hand|desk|folding|paper|electric|mini|handheld|usb|neck|cooling) )fans|spectators|supporters|shoppers|travelers|travellers|' +
  'passengers|associates|techs|paralegals|attorneys|lawyers|bankers|tellers|hygienists|caregivers|clinicians|therapists|chaperones|campers|' +
  'growers|farmers|ranchers|exhibitors|vendors|boaters|slip holders|anglers|climbers|cyclists|swimmers|rowers|paddlers|hikers|policyholders|crew';
const AUDIENCE_PHRASE = new RegExp(String.raw`\b(?:for|to|with|give|hand|gift|thank|reward|welcome|equip)\s+(?:[a-z\d,~'&-]+\s+){0,4}?((?:[a-z-]+\s+)?(?:${PEOPLE}))\b`);
const COUNTED_PEOPLE = new RegExp(String.raw`(?:~|\b)\d[\d,]*\s+(?!(?:per|a|an|each)\s)((?:[a-z-]+\s+)?(?:${PEOPLE}))\b`);
/** 'their site leads get a kit', 'our nurses will receive': the people who get what is ordered. */
const PEOPLE_GET = new RegExp(String.raw`\b(?:their|our|the|your)\s+((?:[a-z-]+\s+)?(?:${PEOPLE}))\s+(?:get|gets|receive|receives|will get|will receive|each get)\b`);
/** 'runner swag', 'new-member welcome kits', '$12 per member': one of the people, named with what they get. */
const ONE_PERSON = 'member|guest|attendee|student|teacher|nurse|patient|employee|client|customer|volunteer|donor|runner|player|golfer|graduate|intern|hire';
const ONE_OF_THEM = new RegExp(String.raw`\b((?:new-)?(?:${ONE_PERSON}|fan|sponsor|crew))(?:\s+(?:swag|gifts?|gear|kits?|giveaways?|welcome kits?|packs?|bags?)|\s*$)`);
/** ('a fan' is no person here: hand fans are a product.) */
const PER_ONE = new RegExp(String.raw`\b(?:per|each|every|a)\s+((?:new[- ])?(?:${ONE_PERSON}))\b`);
/** The people a singular names ('runner', 'new-member'), in the plural as a deck says them. */
const peopleOf = (one: string) => `${one.replace(/-/g, ' ')}s`;
const NOT_DESCRIBING = /^(?:and|or|of|the|for|per|a|an|our|their|your|all|each|every|some|about|around|roughly|over|under|with|to|[a-z-]+'s|\d[\d,]*)\s+/;

/** A capitalised word, as a name's words are written. */
const CAPITALISED = /^[A-Z][\w'&-]*$/;

/**
 * Whether the words at [start, end) of `original` are the end of a name, not people: they and the
 * word before them capitalised ('Summit Wealth Partners', 'Lakeside Members Credit Union'), or the
 * word after them.
 */
function insideName(original: string, start: number, end: number): boolean {
  const words = original.slice(start, end).split(' ');
  if (!words.every((w) => CAPITALISED.test(w))) return false;
  const before = original.slice(Math.max(0, start - 40), start).trimEnd().split(' ').pop() ?? '';
  let after = original.slice(end, end + 40).trimStart().split(' ')[0];
  while (after && '.,;:!?'.includes(after[after.length - 1])) after = after.slice(0, -1);
  return CAPITALISED.test(before) || CAPITALISED.test(after);
}

/**
 * Who the order is for, in the brief's words ('teachers', 'top agents', 'new hires'), or null.
 * `text` is the brief in lower case with its spaces collapsed; `original`, the same before lower
 * casing, tells people from the last words of a client's name ('for Summit Wealth Partners').
 */
export function audienceNamed(text: string, original = text): string | null {
  for (const pattern of [AUDIENCE_PHRASE, COUNTED_PEOPLE, PEOPLE_GET]) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'g'))) {
      const words = m[1].replace(NOT_DESCRIBING, '').trim();
      const start = m.index + m[0].lastIndexOf(words);
      if (!insideName(original, start, start + words.length)) return words;
    }
  }
  const one = ONE_OF_THEM.exec(text) ?? PER_ONE.exec(text);
  return one ? peopleOf(one[1]) : null;
}

/** The kind of people the brief is for ('employees', 'partners'), from a word not inside a name, or null. */
function audienceKind(text: string, original: string): string | null {
  for (const [pattern, kind] of AUDIENCE_RULES) {
    for (const m of text.matchAll(new RegExp(pattern.source, 'g'))) {
      if (!insideName(original, m.index, m.index + m[0].length)) return kind;
    }
  }
  return null;
}

/** Reads a prompt; `companyNames` are the workspace's pipeline companies. */
export function parsePresentationPrompt(prompt: string, companyNames: readonly string[] = []): PresentationRequest {
  const spaced = prompt.replace(/\s+/g, ' ');
  const text = spaced.toLowerCase();
  // Lower casing keeps the length of nearly every text; where it does not, nothing is read as a name.
  const original = spaced.length === text.length ? spaced : text;
  const companyName = findCompanyName(prompt, companyNames);
  const clientName = clientNamed(prompt);
  // The client's own name is no occasion ('Summit Dental Group' holds no summit); it may say the industry.
  const withoutClient = [companyName, clientName].reduce<string>((t, name) => (name ? t.split(name.toLowerCase()).join(' ') : t), text);
  return {
    companyName,
    clientName,
    industry: firstMatch(text, INDUSTRY_RULES),
    occasion: firstMatch(withoutClient, OCCASION_RULES)?.occasion ?? null,
    // Who it is for in the brief's own words ('teachers', 'top agents'), else the kind of people.
    audience: audienceNamed(text, original) ?? audienceKind(text, original),
  };
}

/** Categories that fit an occasion, for prompts that name no products. */
export function occasionCategories(occasion: string | null): string[] {
  return OCCASION_RULES.find(([, o]) => o.occasion === occasion)?.[1].categories ?? [];
}
