import { CATEGORY_DATA_1 } from './category-data-1.js';
import { CATEGORY_DATA_2 } from './category-data-2.js';
import type { CategoryDef } from './category-types.js';

export type { CategoryDef, ProductTemplate, Tier } from './category-types.js';

/** Every category of the built-in catalogue with its product templates and word pools. */
export const CATEGORIES: readonly CategoryDef[] = [...CATEGORY_DATA_1, ...CATEGORY_DATA_2];

export const CATEGORY_NAMES: readonly string[] = CATEGORIES.map((c) => c.name);

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
