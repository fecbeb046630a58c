// Shapes of the directory generator: what it knows of an industry. The companies it makes have
// the shapes in contracts/directory-company.ts.
export { INDUSTRIES, type Industry } from '../../contracts/industries.js';
export { COMPANY_SIZES, type CompanySize } from '../../contracts/company-sizes.js';
export type * from '../../contracts/directory-company.js';
import type { ActivityKind, CompanyType, TradeShow } from '../../contracts/directory-company.js';
import type { Industry } from '../../contracts/industries.js';

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
