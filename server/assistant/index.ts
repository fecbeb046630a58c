// The assistant offers: reading a brief (items, budget, dates) and the catalogue's vocabulary.
export { businessDaysWithin, monthNamed, parseBrief, productionDaysLeft, RUSH_WITHIN, shippingDaysOf, unitBudgetCents } from './brief/index.js';
export type { Brief, BriefItem } from './brief/index.js';
export { catalogueVocabulary } from './catalogue-vocabulary.js';
export { parseMessageBrief } from './offer-reply.js';
export { nameIsType, ownCategories } from './vocabulary.js';
export { namesUnlisted } from './check.js';
export { askedOrNot, UNLISTED_ASKED_MAX, unlistedCount, unlistedName } from './unlisted.js';
export { withoutOwnNames } from './own-name.js';
