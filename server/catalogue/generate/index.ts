export { CATEGORIES, CATEGORY_NAMES, type CategoryDef, type ProductTemplate, type Tier } from './categories.js';
export { DEFAULT_CATALOGUE_SEED, generateSuppliers, type SeedSupplier } from './suppliers.js';
export {
  createProductFactory,
  generateProductChunks,
  generateProducts,
  type GenerateProductsOptions,
  type SeedPriceBreak,
  type SeedProduct,
} from './products.js';
export { hash32, mulberry32, Random } from './prng.js';
