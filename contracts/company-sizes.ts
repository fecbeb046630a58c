/** Company size bands (employees), smallest first: the directory, enrichment and lookalike ranking use them. */
export const COMPANY_SIZES = [
  '1-10',
  '11-50',
  '51-200',
  '201-500',
  '501-1000',
  '1001-5000',
  '5001-10000',
  '10001+',
] as const;
export type CompanySize = (typeof COMPANY_SIZES)[number];
