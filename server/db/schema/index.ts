export * from './accounts.js';
export * from './settings.js';
export * from './companies.js';
export * from './catalogue.js';
export * from './batches.js';
export * from './messages.js';
export * from './chat.js';
export * from './presentations.js';
