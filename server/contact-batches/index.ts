// Contact batches offer what their job runs: finding contacts for a batch.
export { failContactBatchSearch, runContactBatchSearch } from './find.js';
