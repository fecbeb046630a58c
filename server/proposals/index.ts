// Proposals offer what a shared presentation link also needs: link tokens, public limits, rep and branding.
export { publicLimitsFor } from './public/limits.js';
export type { PublicLimits } from './public/limits.js';
export { clientBranding, linkClosed, linkRep, linkRepJoin } from './public/service.js';
export { liveLinkOf } from './queries.js';
export { hashLinkToken, TOKEN_PATTERN } from './shares.js';
export { shareProposal } from './shares.js';
export { sellerProposalPdf } from './pdf/service.js';
export { salesTaxCents } from './pricing.js';
export { loadProposal } from './queries.js';
export { presentProposal } from './presenter.js';
export { sendPdf } from './pdf/response.js';
export { findLiveShare } from './shares.js';
export { publicViewOf } from './public/service.js';
