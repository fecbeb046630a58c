import { CATALOGUE_CATEGORIES, CATALOGUE_CATEGORY_NAMES } from '../../contracts/builtin-catalogue.js';
import { CATEGORY_DATA_1 } from './category-data-1.js';
import { CATEGORY_DATA_2 } from './category-data-2.js';
import type { CategoryDef } from './category-types.js';

export type { CategoryDef, ProductTemplate, Tier } from './category-types.js';

const DATA = new Map([...CATEGORY_DATA_1, ...CATEGORY_DATA_2].map((c) => [c.name, c]));
if (DATA.size !== CATALOGUE_CATEGORIES.length) throw new Error('The generator has data for a category the catalogue does not list');

/**
 * Every category of the built-in catalogue, in catalogue order, with its product templates and
 * word pools; its name, order and decoration are the catalogue's own (contracts/builtin-catalogue.ts).
 */
export const CATEGORIES: readonly CategoryDef[] = CATALOGUE_CATEGORIES.map(({ name, imprint }) => {
  const data = DATA.get(name);
  if (!data) throw new Error(`No generator data for the catalogue category ${name}`);
  return { ...data, imprint };
});

export const CATEGORY_NAMES: readonly string[] = CATALOGUE_CATEGORY_NAMES;

/** Relative share of the catalogue per category (mass-market items are more numerous). */
export const CATEGORY_WEIGHTS: Readonly<Record<string, number>> = {
  Apparel: 12, Bags: 9, Drinkware: 12, Office: 7, Tech: 7, 'Writing Instruments': 9, Headwear: 6,
  'Eco-Friendly': 6, 'Food & Beverage': 5, Electronics: 6, 'Awards & Recognition': 4,
  'Trade Show & Events': 5, 'Outdoor & Sports': 6, 'Health & Wellness': 5, 'Keychains & Lanyards': 5,
  'Notebooks & Journals': 6,
};

/** Quantity ladders (4–5 breaks) per order-size tier. */
export const QUANTITY_LADDERS = {
  bulk: [[250, 500, 1000, 2500, 5000], [500, 1000, 2500, 5000, 10000], [150, 300, 500, 1000, 2500]],
  standard: [[50, 100, 250, 500, 1000], [100, 250, 500, 1000, 2500], [48, 96, 144, 288, 576], [25, 50, 100, 250, 500]],
  small: [[12, 24, 48, 72, 144], [24, 48, 72, 144, 288], [6, 12, 24, 48, 96]],
  single: [[1, 5, 10, 25, 50], [1, 6, 12, 24, 48], [1, 10, 25, 50, 100]],
} as const;

/** Product-line names; every product name starts with one, so names repeat rarely. */
export const COLLECTIONS = [
  'Summit', 'Harbor', 'Evergreen', 'Atlas', 'Pioneer', 'Metro', 'Coastal', 'Ridge', 'Vista', 'Nova',
  'Urban', 'Prairie', 'Aspen', 'Cascade', 'Meridian', 'Zenith', 'Sierra', 'Beacon', 'Maverick', 'Lumen',
  'Terra', 'Voyager', 'Crest', 'Juniper', 'Keystone', 'Solstice', 'Trailhead', 'Bayside', 'Granite', 'Horizon',
  'Catalina', 'Dakota', 'Everest', 'Mesa', 'Orion', 'Sonoma', 'Tahoe', 'Willow', 'Yukon', 'Sequoia',
  'Alpine', 'Boulder', 'Canyon', 'Driftwood', 'Ember', 'Fairway', 'Glacier', 'Hudson', 'Ivy', 'Jetstream',
  'Kodiak', 'Legacy', 'Monarch', 'Northwind', 'Oakridge', 'Pacific', 'Quarry', 'Redstone', 'Skyline', 'Tundra',
] as const;

export const ADJECTIVES = [
  'Classic', 'Premium', 'Deluxe', 'Essential', 'Everyday', 'Executive', 'Signature', 'Modern',
  'Heritage', 'Value', 'Select', 'Original', 'Elite', 'Urban', 'Custom',
] as const;
