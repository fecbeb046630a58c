// The messages area offers: the cursor its lists page with and what its generation job runs.
export { writeMessageNow, writePendingMessage } from './generate.js';
export { decodeCursor, encodeCursor } from './queries.js';
export type { Cursor } from './queries.js';
export { markFailed } from './service.js';
