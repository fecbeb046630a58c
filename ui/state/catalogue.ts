import { atom } from 'jotai';
import type { CatalogueSearchResponse } from '../../contracts/catalogue.js';
import type { SearchFormValues } from '../pages/catalogue/search-form.js';

/** The last product search of this tab, so coming back from a product page shows it again. */
export type LastSearch = { key: string; values: SearchFormValues; page: number; response: CatalogueSearchResponse };
export const lastSearchAtom = atom<LastSearch | null>(null);

/** Bumped when the catalogue credentials change: categories and searches come from elsewhere. */
export const catalogueSourceVersionAtom = atom(0);
