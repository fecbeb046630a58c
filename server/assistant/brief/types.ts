import type { Country } from '../../../contracts/catalogue.js';
import type { ProductType } from '../vocabulary.js';

/** What the brief parser reads out of a request (docs/product.md#chat-assistant). */

export interface BriefItem {
  /** The catalogue's term for the product ('tumbler', 'golf ball'), or a category name in lower case. */
  productType: string;
  /** Set when the buyer named a whole category ('drinkware') or the type lives in one category only. */
  category?: string;
  /** The type's entry in the vocabulary (absent for a category). */
  type?: ProductType;
  quantity?: number;
  colours: string[];
  /** Decoration method of the catalogue ('embroidery'). */
  decoration?: string;
  /** Other catalogue words describing it ('insulated', 'stainless'). */
  descriptors: string[];
  /** A unit price ceiling said of this product alone ('the totes under $3'), in cents. */
  budgetCents?: number;
  /** The kind asked for that the catalogue lacks ('beach towels'); productType is the plain type it has ('towel'). */
  missing?: string;
}

export type BriefSort = 'cheapest' | 'fastest' | 'premium';

export interface Brief {
  items: BriefItem[];
  /** A quantity not tied to one product ('for 2,000 attendees'); each item without its own takes it. */
  quantity?: number;
  /** `cents`: the ceiling (absent for a floor alone: 'at least $30 each'); `minCents`: the floor. */
  budget?: { kind: 'unit' | 'total'; cents?: number; minCents?: number };
  /** `production`: the days are the production time asked for ('produced within 5 days'), not a delivery date. */
  deadline?: { days: number; businessDays?: number; date?: string; production?: boolean };
  rush: boolean;
  event?: string;
  eco?: boolean;
  recyclable?: boolean;
  madeIn?: Country;
  sort?: BriefSort;
  themes: string[];
  /** Product words the catalogue has no type for ('sunglasses'). */
  absent: string[];
  /** The count written with a product the catalogue lacks listed beside products it has ('… and 300 kazoos'), by its phrase. */
  absentCounts?: Record<string, number>;
  /** Colours not tied to one product. */
  colours: string[];
  /** Colours or patterns asked for that no catalogue product comes in ('camo', 'tie-dye'). */
  unlistedColours?: string[];
}
