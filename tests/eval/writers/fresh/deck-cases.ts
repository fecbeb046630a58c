/**
 * The fresh evaluation of the presentation (deck) writer: 80 briefs written the way sales reps
 * brief a deck (one-liners, pasted client emails with their signatures, several products, total
 * budgets, events and audiences, a product the catalogue lacks, a colour for one item, deadlines,
 * and notes meant for the rep alone), by an independent helper from the catalogue's data
 * (seed/catalogue/), docs/product.md#presentations and the data shapes in contracts/ only —
 * without reading the writer's code, its brief parser or its earlier evaluation.
 *
 * Split once, by a rule that does not look at the content: all cases sorted by id (plain string
 * order), the 1st, 3rd, 5th… went to decks-dev.ts and the 2nd, 4th, 6th… to decks-held-out.ts
 * (40 each). A case added later goes to either half, never moves between them.
 *
 * Every productType of an item matches at least one catalogue name (4,000 products, default
 * seed), and each item has at least one product meeting all its constraints (a tight deadline
 * possibly only with rush; the total budget met by the cheapest fitting product of each item);
 * an `absent` type matches none.
 *
 * How the briefs were read (the expectations follow from these):
 * - "Now" is Sunday 22 November 2026. A date's production days are the working days (Mon–Fri, no
 *   public holidays) after today up to and including the date, minus 3 for shipping: by Fri 18 Dec
 *   is 20 − 3 = 17, by Fri 11 Dec 12, by Fri 4 Dec 7. "In 3 weeks" is Sun 13 Dec: 12. A stated
 *   date or month is also `inHands`: the deck should tell the client when the order arrives.
 *   Relative deadlines ("in 3 weeks") give production days only.
 * - Quantities are per item. A count of people ("for our 120 new hires") is the quantity of every
 *   item when no other is named; "a hoodie and a tumbler for each of 150 hires" is 150 of each.
 *   Phone numbers, street and suite numbers, years, sizes ("20 oz", "10000 mAh") and order
 *   numbers are never quantities.
 * - "Under $40 each", "max $40", "$40 or less" are at most 4000 cents per unit, on every item the
 *   sentence covers. A total for one item is divided by its quantity and rounded down to the cent
 *   ("$2,000 for 275" → 727); a total across several items is `maxTotalCents`. "All-in" and
 *   "including decoration" are read the same (the judge sees catalogue prices only).
 * - Colours: "grey" is the catalogue's Gray; "blue" also accepts navy; burgundy is maroon; "X or
 *   Y" is a list. A colour said of one item is that item's only. "Logo in white" is a decoration
 *   colour, not the product's. Decoration is not judged.
 * - A product type is the catalogue's own wording: 'koozies' are can coolers, 'hats' are caps,
 *   hats, beanies and visors, 't-shirts' T-Shirts and Tees, 'water bottles' Water Bottles, Sport
 *   Bottles and Stainless Steel Bottles. A type with no product in the catalogue (sunglasses,
 *   socks, ornaments, fridge magnets, stickers…) is `absent`: the deck says plainly it is not
 *   offered; alternatives it shows must be labelled as such.
 * - "Would be nice", "prefer", "if possible" are preferences, not constraints.
 * - `event`, `audience` and `client` are what the client reads about their own occasion: each is
 *   a list of acceptable wordings, one of which must appear (plural and hyphen tolerant).
 * - `internal` holds phrases of the brief's notes for the rep ("between us", "FYI", "internal:",
 *   "don't mention…") that must never reach the client; the judge adds generic words of its own
 *   (rep, margin, commission, internal, placeholders…). `allow` lists a generic word the client's
 *   own request uses ("our internal hackathon", "for our field reps"), which the deck may repeat.
 */

/** One item asked for (a type the catalogue has) with its own constraints. */
export interface DeckItem {
  /** A phrase of catalogue product names (singular; plurals and hyphens tolerated); a list means any. */
  productType: string | string[];
  /** The quantity asked; unit prices are read at it (at the product's minimum order without one). */
  qty?: number;
  /** Unit price at the quantity, in cents. */
  maxUnitCents?: number;
  minUnitCents?: number;
  /** A colour word the product must offer ('blue' → Royal Blue, Light Blue); a list means any. */
  colour?: string | string[];
  /** Production days at most this (working days to the in-hands date minus 3), or rush offered and said. */
  maxProductionDays?: number;
}

/** A type the catalogue lacks: the deck says so plainly and no product pretends to be it. */
export interface DeckAbsent {
  productType: string | string[];
  /** Quantity and budget asked for it: alternatives the deck labels as such are priced at it. */
  qty?: number;
  maxUnitCents?: number;
}

export interface DeckExpect {
  items: DeckItem[];
  /** Total budget across the items: the cheapest product shown per item, line totals added up, fits it. */
  maxTotalCents?: number;
  absent?: DeckAbsent[];
  /** The client's name as the deck should address them; any of the list. */
  client?: string | string[];
  /** The occasion ('holiday party'); any of the list must appear. */
  event?: string | string[];
  /** Who receives the items ('new hires'); any of the list must appear. */
  audience?: string | string[];
  /** The in-hands date stated by the brief: 'YYYY-MM-DD', or 'YYYY-MM' for a month. */
  inHands?: string;
  /** Phrases of the brief's notes for the rep that must not appear in the deck. */
  internal?: string[];
  /** Generic leak words the client's own request uses, so the deck may repeat them ('internal', 'rep'). */
  allow?: string[];
}

export interface DeckCase {
  id: string;
  brief: string;
  expect: DeckExpect;
}
