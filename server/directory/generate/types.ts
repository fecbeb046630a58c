// Shapes of the built-in company directory (the embedded research / enrichment / contact source).

export { INDUSTRIES, type Industry } from '../../../contracts/industries.js';
import type { Industry } from '../../../contracts/industries.js';

export { COMPANY_SIZES, type CompanySize } from '../../../contracts/company-sizes.js';
import type { CompanySize } from '../../../contracts/company-sizes.js';

export type CompanyType = 'Private' | 'Public' | 'Nonprofit' | 'Government';
export type CountryCode = 'US' | 'CA' | 'GB' | 'AU' | 'DE';
export type EventLikelihood = 'High' | 'Medium' | 'Low';
export type DirectoryContactCategory = 'hr' | 'marketing' | 'membership' | 'executive';

export interface DirectoryPerson {
  firstName: string;
  lastName: string;
  title: string;
  category: DirectoryContactCategory;
  email: string;
  linkedinUrl: string;
  phone: string;
}

export interface DirectoryCompany {
  name: string;
  /** Unique, lower-case, no protocol or www. */
  domain: string;
  industry: Industry;
  companySize: CompanySize;
  employeeCount: number;
  founded: number;
  /** "City, Region", e.g. "Austin, TX". */
  headquarters: string;
  country: CountryCode;
  type: CompanyType;
  description: string;
  specialties: string[];
  linkedinUrl: string;
  /** 1–3 activities, each dated relative to the day it is read (see dating.ts: activityOn). */
  activity: DirectoryActivity[];
  eventParticipationLikelihood: EventLikelihood;
  people: DirectoryPerson[];
}

/** A trade show or conference an industry exhibits at; month is 1–12. */
export interface TradeShow {
  name: string;
  city: string;
  month: number;
}

/** One line of business inside an industry: names, description and specialties that fit together. */
export interface Segment {
  /** "a regional health system" — the noun phrase of the first description sentence. */
  noun: string;
  /** Words put after a name root ("Health" → "Bluestem Health"), or a pattern with {root} / {place}. */
  suffixes: string[];
  /** "runs a hospital and primary-care clinics" — the verb phrase of the first sentence. */
  offering: string;
  specialties: string[];
  /** Who it serves, completing "serving …". */
  audiences: string[];
  /** Phrases completing "hiring 40 …". */
  roles: string[];
  /** Forces the organisation type (credit unions, school districts…). */
  type?: CompanyType;
  /** Title of the person who runs it, when not the industry's first executive title. */
  leader?: string;
}

/** Everything the generator needs to know to write believable companies of one industry. */
export interface IndustryProfile {
  industry: Industry;
  segments: Segment[];
  /** Preferred top-level domains, repeated to weight them. */
  tlds: ('com' | 'io' | 'org' | 'co')[];
  types: [CompanyType, number][];
  /** Weights for COMPANY_SIZES by index. */
  sizeWeights: number[];
  foundedRange: [number, number];
  tradeShows: TradeShow[];
  /** Phrases completing "launched …". */
  launches: string[];
  /** Phrases completing "won …" that mention a contract ({amount} is filled in). */
  contracts: string[];
  /** Facility nouns completing "opened a new … in City". */
  facilities: string[];
  /** Phrases completing "a new partnership with …". */
  partners: string[];
  /** Phrases completing "was named …" that mention an award, ranking or list ({city}, {year}). */
  awards: string[];
  /** Events the organisation hosts itself, completing "hosted its …". */
  hostedEvents: string[];
  /** Relative weights of the recent-activity kinds for this industry. */
  activity: Partial<Record<ActivityKind, number>>;
  /** Base propensity (0–1) to take part in events. */
  eventBase: number;
  executiveTitles: string[];
}

/**
 * When a directory activity last happened, relative to the day it is read: every `everyDays` days
 * counted from day `phase` (days since 1970-01-01), or every year on a month and day (trade
 * shows, anniversaries). Between two occurrences the date stays put, so reading it again gives
 * the same sentence (and the same signal), and each company keeps the same kind of history
 * whatever today is.
 */
export type Recurrence = { everyDays: number; phase: number } | { month: number; day: number };

/**
 * A sentence of recent activity with its date left open: "In {when}, Acme won the {year} award"
 * or "celebrated its {nth:1998} anniversary"; dating.ts fills them in for a given day.
 */
export interface DirectoryActivity {
  kind: ActivityKind;
  recurs: Recurrence;
  text: string;
}

export type ActivityKind =
  | 'contract'
  | 'hiring'
  | 'newOffice'
  | 'launch'
  | 'anniversary'
  | 'tradeShow'
  | 'event'
  | 'funding'
  | 'expansion'
  | 'partnership'
  | 'award';
