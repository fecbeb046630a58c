// The imports area offers: what its jobs run.
export { failImport, failUndo, runImport, runUndo } from './run.js';
export type { ImportJobData } from './run.js';
