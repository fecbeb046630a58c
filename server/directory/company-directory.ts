import { findInDirectory, generateDirectory, INDUSTRY_PROFILES, type DirectoryCompany, type DirectoryQuery, type TradeShow } from './generate/index.js';

export type { DirectoryCompany };

/**
 * The built-in company directory (sample data) that built-in research, enrichment and contact
 * finding read. Made once by the composition root (server/app.ts) and handed to the providers,
 * so a test or another deployment can give them another one.
 */
export interface CompanyDirectory {
  /** The directory's company with this domain (or, failing that, this name), or null. */
  find(query: DirectoryQuery): DirectoryCompany | null;
  /** The trade shows an industry's companies go to. */
  tradeShows(industry: DirectoryCompany['industry']): readonly TradeShow[];
}

/** `companies` defaults to the generated directory, made on first use (not at boot: a server that never looks anything up never pays for it). */
export function createCompanyDirectory(companies?: readonly DirectoryCompany[]): CompanyDirectory {
  let all = companies;
  return {
    find: (query) => findInDirectory((all ??= generateDirectory()), query),
    tradeShows: (industry) => INDUSTRY_PROFILES[industry].tradeShows,
  };
}
