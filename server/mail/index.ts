// The mail area offers: what its jobs run (sending, sequence steps) and what the composition root
// wires (reply watchers, the pooled SMTP connections to close at shutdown).
export { closeTransports, failOutbound, sendOutbound } from './send.js';
export type { SendJob, SendOutcome } from './send.js';
export { footerFor } from './unsubscribe.js';
export { runStep } from './sequences/step.js';
export type { StepJob } from './sequences/step.js';
export { registerReplyWatchers } from './watch-registry.js';
export { createReplyWatchers } from './replies/watchers.js';
export type { ReplyWatcherOptions, ReplyWatchers } from './replies/watchers.js';
export { assertCanSend, queueDocumentEmail } from './service.js';
export type { DocumentEmail } from './service.js';
