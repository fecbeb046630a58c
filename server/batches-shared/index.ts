// What company and contact batches share: parsing pasted text, row limits, status and the header.
export { batchRowCount, recentBatches } from './batch-kinds.js';
export { settleBatchStatus } from './batch-status.js';
export { headerColumns, readRecords } from './delimited-text.js';
export { presentBatchHeader } from './presenter.js';
export { keepWithinLimit } from './row-limit.js';
