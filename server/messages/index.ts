// The messages area offers: the cursor its lists page with.
export { decodeCursor, encodeCursor } from './queries.js';
export type { Cursor } from './queries.js';
