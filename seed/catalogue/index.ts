// The built-in product catalogue: a deterministic generator of suppliers and products (data only).
export { CATEGORIES, CATEGORY_NAMES, type CategoryDef, type ProductTemplate, type Tier } from './categories.js';
export { DEFAULT_CATALOGUE_SEED, generateSuppliers, type SeedSupplier } from './suppliers.js';
export {
  builtinCatalogue,
  createProductFactory,
  generateProductChunks,
  generateProducts,
  SUPPLIER_COUNT,
  type GenerateProductsOptions,
  type SeedPriceBreak,
  type SeedProduct,
} from './products.js';
