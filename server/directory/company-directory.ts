import type { Clock } from '../clock.js';
import { activityOn, findInDirectory, generateDirectory, INDUSTRY_PROFILES, type DirectoryCompany, type DirectoryQuery, type TradeShow } from './generate/index.js';

/** A directory company as read today: its activity written out with dates relative to the clock, newest first. */
export type ListedCompany = Omit<DirectoryCompany, 'activity'> & { recentActivity: string[] };

/**
 * The built-in company directory (sample data) that built-in research, enrichment and contact
 * finding read. Made once by the composition root (server/app.ts) and handed to the providers,
 * so a test or another deployment can give them another one.
 */
export interface CompanyDirectory {
  /** The directory's company with this domain (or, failing that, this name), or null. */
  find(query: DirectoryQuery): ListedCompany | null;
  /** The trade shows an industry's companies go to. */
  tradeShows(industry: DirectoryCompany['industry']): readonly TradeShow[];
}

/** The company with its activity dated as read on `now`. */
export function listedOn(company: DirectoryCompany, now: Date): ListedCompany {
  const { activity, ...facts } = company;
  return { ...facts, recentActivity: activityOn(activity, now) };
}

/**
 * `companies` defaults to the generated directory, made on first use (not at boot: a server that
 * never looks anything up never pays for it). Activity is dated by `clock` each time it is read.
 */
export function createCompanyDirectory(clock: Clock, companies?: readonly DirectoryCompany[]): CompanyDirectory {
  let all = companies;
  return {
    find: (query) => {
      const hit = findInDirectory((all ??= generateDirectory()), query);
      return hit ? listedOn(hit, clock.now()) : null;
    },
    tradeShows: (industry) => INDUSTRY_PROFILES[industry].tradeShows,
  };
}
