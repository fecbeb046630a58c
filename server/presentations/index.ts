// Presentations offer: counting them (for the dashboard) and what their generation job runs.
export { writeRequestedPresentation } from './generate.js';
export { countPresentationsSql } from './queries.js';
export { markGenerationFailed } from './service.js';
export { sharePresentation } from './sharing/service.js';
