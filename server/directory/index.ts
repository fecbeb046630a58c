// The company directory offers: the directory port researchers read.
export type { CompanyDirectory, ListedCompany } from './company-directory.js';
