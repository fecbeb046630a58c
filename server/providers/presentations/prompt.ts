// Reads what a presentation prompt asks for: a pipeline company named in it, the industry, the
// occasion and audience, the products (categories of the built-in catalogue, or named items),
// a quantity and a budget. Plain word rules: the same prompt always reads the same way.
import type { PresentationRequest } from './types.js';

type Rule<T> = [RegExp, T];

/** Named items and product words → catalogue category (and the keyword to search within it). */
const PRODUCT_RULES: Rule<{ category: string; keyword: string | null }>[] = [
  [/\bmugs?\b/, { category: 'Drinkware', keyword: 'mug' }],
  [/\btumblers?\b/, { category: 'Drinkware', keyword: 'tumbler' }],
  [/\b(?:water )?bottles?\b/, { category: 'Drinkware', keyword: 'bottle' }],
  [/\bdrinkware\b/, { category: 'Drinkware', keyword: null }],
  [/\bt-?shirts?\b|\btees?\b/, { category: 'Apparel', keyword: 't-shirt' }],
  [/\bhoodies?\b|\bsweatshirts?\b/, { category: 'Apparel', keyword: 'hoodie' }],
  [/\bjackets?\b/, { category: 'Apparel', keyword: 'jacket' }],
  [/\bpolos?\b/, { category: 'Apparel', keyword: 'polo' }],
  [/\bapparel\b|\bclothing\b|\bshirts?\b/, { category: 'Apparel', keyword: null }],
  [/\btotes?\b/, { category: 'Bags', keyword: 'tote' }],
  [/\bbackpacks?\b/, { category: 'Bags', keyword: 'backpack' }],
  [/\bbags?\b/, { category: 'Bags', keyword: null }],
  [/\bpens?\b|\bwriting instruments?\b/, { category: 'Writing Instruments', keyword: null }],
  [/\bnotebooks?\b|\bjournals?\b|\bnotepads?\b/, { category: 'Notebooks & Journals', keyword: null }],
  [/\bcaps?\b|\bhats?\b|\bbeanies?\b|\bheadwear\b/, { category: 'Headwear', keyword: null }],
  [/\bchargers?\b|\bpower ?banks?\b|\busb\b|\bgadgets?\b|\btech\b/, { category: 'Tech', keyword: null }],
  [/\bspeakers?\b|\bearbuds?\b|\bheadphones?\b|\belectronics?\b/, { category: 'Electronics', keyword: null }],
  [/\beco(?:-| )?friendly\b|\bsustainab\w*|\brecycled\b|\bgreen\b/, { category: 'Eco-Friendly', keyword: null }],
  [/\bsnacks?\b|\bchocolates?\b|\bcandy\b|\bfood\b|\bgift baskets?\b/, { category: 'Food & Beverage', keyword: null }],
  [/\bawards?\b|\btroph(?:y|ies)\b|\bplaques?\b/, { category: 'Awards & Recognition', keyword: null }],
  [/\bbanners?\b|\btablecloths?\b|\bbooth displays?\b/, { category: 'Trade Show & Events', keyword: null }],
  [/\bumbrellas?\b|\bblankets?\b|\bcoolers?\b|\boutdoor\b|\bsports?\b|\bgolf\b/, { category: 'Outdoor & Sports', keyword: null }],
  [/\bwellness kits?\b|\bfitness\b|\bfirst aid\b|\bsanitiz\w*/, { category: 'Health & Wellness', keyword: null }],
  [/\blanyards?\b|\bkey ?chains?\b|\bkey ?rings?\b/, { category: 'Keychains & Lanyards', keyword: null }],
  [/\bdesk\b|\boffice supplies\b|\bstationery\b/, { category: 'Office', keyword: null }],
];

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
  [/\bclients?\b|\bcustomers?\b/, 'clients'],
  [/\battendees?\b|\bvisitors?\b|\bguests?\b/, 'event attendees'],
  [/\bstudents?\b|\balumni\b/, 'students'],
  [/\bvolunteers?\b/, 'volunteers'],
  [/\bdonors?\b/, 'donors'],
  [/\bpartners?\b|\bresellers?\b|\bdealers?\b/, 'partners'],
  [/\bexecutives?\b|\bleadership\b|\bboard\b/, 'executives'],
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
const toNumber = (digits: string, suffix = ''): number => Number(digits.replace(/,/g, '')) * (/k/i.test(suffix) ? 1000 : 1);
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The longest workspace company name that appears in the prompt as whole words. */
export function findCompanyName(prompt: string, companyNames: readonly string[]): string | null {
  const byLength = [...companyNames].filter((n) => n.trim().length > 1).sort((a, b) => b.length - a.length || a.localeCompare(b));
  return byLength.find((name) => new RegExp(`(?:^|[^\\p{L}\\p{N}])${escapeRe(name.trim())}(?:$|[^\\p{L}\\p{N}])`, 'iu').test(prompt)) ?? null;
}

const UNIT_WORDS = /^(?:units?|pcs|pieces|items|kits|attendees|employees|people|guests|staff|hires|visitors|students|members|gifts|boxes)$/;

/** "300 water bottles", "500 units", "for 120 new hires", "quantity of 250". */
function quantityOf(text: string): number | null {
  for (const m of text.matchAll(/(^|[^$\d.,])(\d[\d,]*)(k)?\s+((?:[a-z-]+\s+){0,2}[a-z-]+)/g)) {
    const words = m[4].split(/\s+/);
    const counted = words.some((w) => UNIT_WORDS.test(w)) || PRODUCT_RULES.some(([re]) => re.test(m[4]));
    if (!counted || /^(?:days?|weeks?|months?|years?|percent|dollars?)\b/.test(m[4])) continue;
    const n = toNumber(m[2], m[3]);
    if (n >= 1 && n <= 1_000_000) return n;
  }
  const m = /\b(?:quantity|qty)\s*(?:of|:)?\s*(\d[\d,]*)(k)?/.exec(text);
  if (!m) return null;
  const n = toNumber(m[1], m[2]);
  return n >= 1 && n <= 1_000_000 ? n : null;
}

function budgetOf(text: string): { total: number | null; perUnit: number | null } {
  const money = /\$\s?(\d[\d,]*(?:\.\d{1,2})?)\s*(k)?(\s*(?:per|\/|a|each)\s*(?:unit|item|piece|person|head|kit|gift|each)|\s*each)?/.exec(text) ??
    /\bbudget\s*(?:of|is|:|around|about)?\s*(\d[\d,]*(?:\.\d{1,2})?)\s*(k)?\s*(?:dollars|usd)?(\s*(?:per|\/|a)\s*(?:unit|item|piece|person|head|kit|gift)|\s*each)?/.exec(text);
  if (!money) return { total: null, perUnit: null };
  const amount = toNumber(money[1], money[2]);
  if (!(amount > 0)) return { total: null, perUnit: null };
  return money[3] ? { total: null, perUnit: amount } : { total: amount, perUnit: null };
}

/** Reads a prompt; `companyNames` are the workspace's pipeline companies. */
export function parsePresentationPrompt(prompt: string, companyNames: readonly string[] = []): PresentationRequest {
  const text = prompt.toLowerCase().replace(/\s+/g, ' ');
  const companyName = findCompanyName(prompt, companyNames);
  const occasion = firstMatch(text, OCCASION_RULES);
  const wants: PresentationRequest['wants'] = [];
  // In the order the prompt names them.
  const hits = PRODUCT_RULES.map(([re, want]) => ({ at: text.search(re), want })).filter((h) => h.at >= 0).sort((a, b) => a.at - b.at);
  for (const { want } of hits) {
    if (wants.some((w) => w.category === want.category && (w.keyword === want.keyword || want.keyword === null))) continue;
    wants.push(want);
  }
  const quantity = quantityOf(text);
  const budget = budgetOf(text);
  const unitBudget = budget.perUnit ?? (budget.total !== null && quantity ? Math.round((budget.total / quantity) * 100) / 100 : null);
  return {
    companyName,
    industry: firstMatch(text, INDUSTRY_RULES),
    occasion: occasion?.occasion ?? null,
    audience: firstMatch(text, AUDIENCE_RULES),
    wants: wants.slice(0, 4),
    quantity,
    budget: budget.total,
    unitBudget,
  };
}

/** Categories that fit an occasion, for prompts that name no products. */
export function occasionCategories(occasion: string | null): string[] {
  return OCCASION_RULES.find(([, o]) => o.occasion === occasion)?.[1].categories ?? [];
}
