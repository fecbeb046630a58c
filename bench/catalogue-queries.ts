import { createProductFactory } from '../seed/catalogue/index.js';

/**
 * The mixed set of 50 searches the catalogue benchmark times: what buyers type (products,
 * misspellings, synonyms, item numbers), the same with filters, category browsing with sorts
 * and price limits, and filter-only searches. Query-string form, as the search screen sends it.
 */
export function catalogueBenchQueries(): Record<string, string>[] {
  const sample = createProductFactory()(4_321);
  return [
    // Keywords (20)
    { keywords: 'mug' }, { keywords: 'tumblr' }, { keywords: 'tote' }, { keywords: 'tee' },
    { keywords: 'water bottle' }, { keywords: 'pen' }, { keywords: 'notebook' }, { keywords: 'hoodie' },
    { keywords: 'power bank' }, { keywords: 'usb flash drive' }, { keywords: 'lanyard' }, { keywords: 'stress ball' },
    { keywords: 'golf umbrella' }, { keywords: 'blue tumbler' }, { keywords: 'eco tote' }, { keywords: 'cotton t-shirt' },
    { keywords: 'bluetooth speaker' }, { keywords: 'coffe mugg' }, { keywords: 'keychain' }, { keywords: sample.itemNum },
    // Keywords with filters (12)
    { keywords: 'mug', qty: '144', priceHigh: '5' }, { keywords: 'pen', qty: '500', sort: 'price-low' },
    { keywords: 'tote', colors: 'Navy' }, { keywords: 'water bottle', recyclable: 'true' },
    { keywords: 't-shirt', madeIn: 'US' }, { keywords: 'notebook', themes: 'Education' },
    { keywords: 'tumbler', priceLow: '10', priceHigh: '25' }, { keywords: 'hat', colors: 'Black' },
    { keywords: 'speaker', sort: 'price-high' }, { keywords: 'journal', esg: 'Sustainable' },
    { keywords: 'bag', prodTime: '7' }, { keywords: 'cap', verified: 'true' },
    // Category browsing (10)
    { categories: 'Drinkware' }, { categories: 'Apparel', sort: 'price-low' }, { categories: 'Bags', sort: 'price-high' },
    { categories: 'Tech', qty: '250' }, { categories: 'Writing Instruments', priceHigh: '1' }, { categories: 'Eco-Friendly' },
    { categories: 'Headwear', page: '2' }, { categories: 'Office', newProduct: 'true' }, { categories: 'Food & Beverage', timely: 'true' },
    { categories: 'Awards & Recognition', prefGroups: 'Gold' },
    // Filters only (8)
    {}, { themes: 'Outdoor,Travel' }, { verified: 'true', recyclable: 'true' }, { madeIn: 'US', unionShop: 'true' },
    { esg: 'Sustainable' }, { prodTime: '3', includeRush: 'true' }, { colors: 'Red', sort: 'price-low' },
    { itemNum: sample.itemNum, itemNumExact: 'true' },
  ];
}
