// Presentations offer: counting them (for the dashboard).
export { countPresentationsSql } from './queries.js';
