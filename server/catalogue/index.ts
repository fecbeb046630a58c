// The catalogue offers: search and products, pricing, decoration costs, imprint areas and keywords.
export { catalogueDecorationOptions, costTermsOf, netCostCents } from './decoration.js';
export type { DecorationOption } from './decoration.js';
export { imprintAreaOf } from './imprint-areas.js';
export { singular, SYNONYM_GROUPS, tokenize } from './keywords.js';
export { LARGE_SIZE, productImagePath } from './presenter.js';
export { breakForQuantity, formatPrice, priceForQuantity, priceRangeFromText } from './pricing.js';
export { expandColors, RUSH_DAYS } from './queries.js';
export { catalogueFor, catalogueProduct, catalogueProducts, catalogueProductWithCosting, productImageSvg, searchCatalogue, searchCatalogueForTools } from './service.js';
export type { Chosen } from './service.js';
