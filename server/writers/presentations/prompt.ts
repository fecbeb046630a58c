// Reads who a presentation is for and why: a pipeline company named in the prompt, the industry,
// the occasion and the audience. The order itself (products, quantities, colours, budget,
// deadline, event) is read by the shared brief parser (server/assistant/brief/), the same way
// as a chat question. Plain word rules: the same prompt always reads the same way.
import { containsWord } from '../client-text.js';
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

/** The longest workspace company name that appears in the prompt as whole words. */
export function findCompanyName(prompt: string, companyNames: readonly string[]): string | null {
  const byLength = [...companyNames].filter((n) => n.trim().length > 1).sort((a, b) => b.length - a.length || a.localeCompare(b));
  return byLength.find((name) => containsWord(prompt, name)) ?? null;
}

/** Reads a prompt; `companyNames` are the workspace's pipeline companies. */
export function parsePresentationPrompt(prompt: string, companyNames: readonly string[] = []): PresentationRequest {
  const text = prompt.toLowerCase().replace(/\s+/g, ' ');
  return {
    companyName: findCompanyName(prompt, companyNames),
    industry: firstMatch(text, INDUSTRY_RULES),
    occasion: firstMatch(text, OCCASION_RULES)?.occasion ?? null,
    audience: firstMatch(text, AUDIENCE_RULES),
  };
}

/** Categories that fit an occasion, for prompts that name no products. */
export function occasionCategories(occasion: string | null): string[] {
  return OCCASION_RULES.find(([, o]) => o.occasion === occasion)?.[1].categories ?? [];
}
