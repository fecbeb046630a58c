// The built-in company directory's companies as its generator (seed/directory) makes them and
// the server stores, looks up and dates them (server/directory). Shapes only.
import type { CompanySize } from './company-sizes.js';
import type { Industry } from './industries.js';

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
  /** 1–3 activities, each dated relative to the day it is read (server/directory/dating.ts: activityOn). */
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
 * or "celebrated its {nth:1998} anniversary"; server/directory/dating.ts fills them in for a given day.
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
