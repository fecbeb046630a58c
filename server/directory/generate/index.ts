// The built-in company directory: generator, lookup and shapes.
export { generateDirectory, DEFAULT_DIRECTORY_SEED, COMPANIES_PER_INDUSTRY } from './generate.js';
export {
  findInDirectory,
  matchInDirectory,
  normaliseDomain,
  normaliseCompanyName,
  type DirectoryMatch,
  type DirectoryMatchKind,
  type DirectoryQuery,
} from './find.js';
export { INDUSTRY_PROFILES } from './profiles.js';
export { activityOn, datedSentence, encodeActivity, decodeActivity, occurrenceOf, storedActivityOn } from './dating.js';
export { hasMembership } from './people.js';
export * from './types.js';
