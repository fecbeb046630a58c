// Usage analytics offer: recording a feature use or a search, never failing the caller.
export { recordFeature, recordSafely, recordSearch, setSearchProductCount } from './service.js';
