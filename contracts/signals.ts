/**
 * The kinds of buying signal SwagScout recognises, and the promotional product categories a
 * signal's playbook recommends (docs/product.md#signals). Domain constants: the rule library, the
 * model adapters and the UI all read them from here.
 */
export const SIGNAL_TYPES = [
  'Contract Win',
  'Funding',
  'Anniversary',
  'New Office',
  'Product Launch',
  'Trade Show',
  'Event',
  'Award',
  'Partnership',
  'Hiring',
  'Expansion',
] as const;
export type SignalType = (typeof SIGNAL_TYPES)[number];

export const PRODUCT_CATEGORIES = [
  'Apparel',
  'Drinkware',
  'Notebooks & Journals',
  'Bags',
  'Writing Instruments',
  'Tech',
  'Awards & Recognition',
  'Trade Show & Events',
  'Headwear',
  'Eco-Friendly',
  'Office',
  'Food & Beverage',
  'Outdoor & Leisure',
  'Health & Wellness',
] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];
