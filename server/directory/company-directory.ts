import type { Clock } from '../clock.js';
import type { DirectoryCompany, TradeShow } from '../../contracts/directory-company.js';
import type { Industry } from '../../contracts/industries.js';
import { activityOn } from './dating.js';
import { findInDirectory, type DirectoryQuery } from './find.js';

/** A directory company as read today: its activity written out with dates relative to the clock, newest first. */
export type ListedCompany = Omit<DirectoryCompany, 'activity'> & { recentActivity: string[] };

/**
 * The built-in company directory (sample data) that built-in research, enrichment and contact
 * finding read. Made once by the composition root (server/app.ts) from the generated data
 * (seed/directory) and handed to the providers, so a test or another deployment can give them
 * another one.
 */
export interface CompanyDirectory {
  /** The directory's company with this domain (or, failing that, this name), or null. */
  find(query: DirectoryQuery): ListedCompany | null;
  /** The trade shows an industry's companies go to. */
  tradeShows(industry: Industry): readonly TradeShow[];
}

/** The directory's data, as the composition root hands it in (seed/directory). */
export interface DirectoryData {
  /** Every company; called on first use only (not at boot: a server that never looks anything up never pays for it). */
  companies(): readonly DirectoryCompany[];
  /** The trade shows an industry's companies go to. */
  tradeShows(industry: Industry): readonly TradeShow[];
}

/** The company with its activity dated as read on `now`. */
export function listedOn(company: DirectoryCompany, now: Date): ListedCompany {
  const { activity, ...facts } = company;
  return { ...facts, recentActivity: activityOn(activity, now) };
}

/** The companies are made on first use, once. Activity is dated by `clock` each time it is read. */
export function createCompanyDirectory(clock: Clock, data: DirectoryData): CompanyDirectory {
  let all: readonly DirectoryCompany[] | undefined;
  return {
    find: (query) => {
      const hit = findInDirectory((all ??= data.companies()), query);
      return hit ? listedOn(hit, clock.now()) : null;
    },
    tradeShows: (industry) => data.tradeShows(industry),
  };
}
