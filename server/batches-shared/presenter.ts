import type { BatchHeader } from '../../contracts/company-batches.js';

/** The fields every batch shows (company and contact batches alike). */
export const presentBatchHeader = (row: { id: string; name: string; source: string; status: string; createdAt: Date }): BatchHeader => ({
  id: row.id,
  name: row.name,
  source: row.source,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});
