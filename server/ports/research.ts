// Interfaces of the research, enrichment, contact-finding and signal-detection capabilities.
// Embedded defaults (directory + website + rules) and OpenAI-compatible adapters (server/research/)
// implement them.
// Unknown facts are null — a provider never invents a value to fill a field.

export type EventLikelihood = 'High' | 'Medium' | 'Low';

/** The four contact categories of the company page's contact-types dialog (shared with the UI). */
export type { ContactCategory } from '../../contracts/contacts.js';
import type { ContactCategory } from '../../contracts/contacts.js';

export interface CompanyRef {
  name: string;
  domain: string;
}

export interface SocialLinks {
  linkedin?: string;
  twitter?: string;
  facebook?: string;
  instagram?: string;
  youtube?: string;
}

/** A source a research model cited (Perplexity's citations / search_results). */
export interface Citation {
  url: string;
  title?: string;
  date?: string;
  snippet?: string;
}

export interface ResearchResult {
  found: boolean;
  /** Who answered: 'SwagScout directory', 'company website', 'openai:sonar-pro'… */
  source: string;
  /** Why nothing was found, for the UI ("No public data found for acme.com"). */
  message?: string;
  industry: string | null;
  companySize: string | null;
  headquarters: string | null;
  eventParticipationLikelihood: EventLikelihood | null;
  /** Dated sentences, one per line. */
  recentActivity: string | null;
  /** One opportunity per line. */
  promoOpportunities: string | null;
  uniqueCharacteristics: string | null;
  description: string | null;
  /** ISO 3166-1 alpha-2 when known (US, CA, GB…), otherwise as the source wrote it. */
  country: string | null;
  specialties: string[] | null;
  linkedinUrl: string | null;
  socialLinks: SocialLinks;
  employeeCount: number | null;
  founded: number | null;
  citations: Citation[];
}

/** The message shown when research finds nothing: "No public data found for acme.com". */
export const notFoundMessage = (company: CompanyRef): string => `No public data found for ${company.domain || company.name}`;

/** A research result with every fact unknown. */
export function emptyResearch(source: string, found: boolean, message?: string): ResearchResult {
  return {
    found, source, ...(message ? { message } : {}),
    industry: null, companySize: null, headquarters: null, eventParticipationLikelihood: null, recentActivity: null,
    promoOpportunities: null, uniqueCharacteristics: null, description: null, country: null, specialties: null,
    linkedinUrl: null, socialLinks: {}, employeeCount: null, founded: null, citations: [],
  };
}

export interface ResearchProvider {
  research(input: CompanyRef): Promise<ResearchResult>;
}

/** The company fields enrichment fills in (the companies entity's enrichable columns). */
export interface EnrichmentResult {
  found: boolean;
  source: string;
  message?: string;
  /** Nothing found because the company's site could not be reached (not because it has no data). */
  unreachable?: boolean;
  name: string | null;
  industry: string | null;
  industries: string[];
  companySize: string | null;
  employeeCount: number | null;
  type: string | null;
  founded: number | null;
  headquarters: string | null;
  country: string | null;
  description: string | null;
  website: string | null;
  logoUrl: string | null;
  linkedinUrl: string | null;
  specialties: string[];
}

export interface Enricher {
  enrich(input: CompanyRef): Promise<EnrichmentResult>;
}

export interface FoundContact {
  firstName: string;
  lastName: string;
  title: string;
  category: ContactCategory;
  email: string | null;
  linkedinUrl: string | null;
  phone: string | null;
}

export interface ContactFinder {
  /** People at the company in the chosen categories only; empty when none are known. */
  findContacts(company: CompanyRef, categories: readonly ContactCategory[]): Promise<FoundContact[]>;
}

/** What signal detection looks at. */
export interface SignalInput {
  name: string;
  industry: string | null;
  /** Free text or a list of sentences. */
  recentActivity: string | readonly string[] | null;
  description: string | null;
}

export interface DetectedSignal {
  /** Stable de-duplication key, e.g. 'hiring:2026-03': the same evidence always gives the same key. */
  key: string;
  /** One of SIGNAL_TYPES from the rules; a model may name others. */
  signalType: string;
  summary: string;
  reasoning: string;
  nextSteps: string[];
  useCase: string;
  productCategories: string[];
  /** The sentence the signal came from. */
  evidence: string;
  /** When the event happened (ISO), as the evidence dates it; null when undated. */
  occurredAt?: string | null;
}

export interface SignalDetector {
  detect(company: SignalInput): Promise<DetectedSignal[]>;
}
