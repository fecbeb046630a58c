/** Counted words agree with their number everywhere a count is printed: see contracts/plural.ts. */
export { countedWord, plural } from '../../contracts/plural.js';
