// The built-in company directory: a deterministic generator of fictional but realistic companies
// (data only). Looking companies up and dating their activity is the server's (server/directory).
export { generateDirectory, DEFAULT_DIRECTORY_SEED, COMPANIES_PER_INDUSTRY } from './generate.js';
export { INDUSTRY_PROFILES, tradeShowsOf } from './profiles.js';
export { hasMembership } from './people.js';
export * from './types.js';
