/**
 * The industries SwagScout knows: the built-in directory's companies are generated in these, and
 * every industry filter (the pipeline, Discover) offers exactly these options. One home, so a
 * filter can never offer a name no company carries.
 */
export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Education',
  'Finance',
  'Manufacturing',
  'Retail',
  'Hospitality',
  'Construction',
  'Nonprofit',
  'Government',
  'Energy',
  'Transportation & Logistics',
  'Professional Services',
  'Media & Entertainment',
  'Real Estate',
  'Food & Beverage',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** The pipeline filter's "no filter" option. */
export const ALL_INDUSTRIES = 'All Industries';
