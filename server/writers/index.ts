// The writers offer: catalogue picks to quote, order quantities, role angles and the presentation prompt.
export { cheapestPrice, embeddableImage, openCatalogueHas, quoteProducts } from './catalogue-picks.js';
export type { ProductWant, QuotedProduct } from './catalogue-picks.js';
export { quantitiesToQuote } from './order-quantity.js';
export { occasionCategories, parsePresentationPrompt } from './presentations/prompt.js';
export { roleAngleOf } from './role-angle.js';
