// The companies area offers: the domain rule, finding and presenting a company, its logo, its buyer signals and what its jobs run.
export { newestEventFirst, presentAlert } from './alert-presenter.js';
export { runContactSearch } from './contact-search.js';
export { normaliseDomain } from './domain.js';
export { abandonEnrichment, runEnrichment } from './enrichment.js';
export { requestEnrichment } from './intel/service.js';
export { checkLogo } from './logo/image-check.js';
export type { CheckedLogo } from './logo/image-check.js';
export { findLogo } from './logo/queries.js';
export type { StoredLogo } from './logo/queries.js';
export { sendLogo } from './logo/response.js';
export { declaredLogoType, readLogoBody } from './logo/upload.js';
export { presentCompany } from './presenter.js';
export type { CompanyRow } from './presenter.js';
export { findCompany, findCompanyRow } from './queries.js';
export { failResearch, runResearch } from './research.js';
export { companiesDueForSweep, runSignalDetection } from './signals.js';
export { initialStage } from './stage.js';
export { TELL } from './timeline.js';
