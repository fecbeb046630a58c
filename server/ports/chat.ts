// The chat capability's port: what an assistant is given (the turn, the catalogue as tools) and
// answers. The built-in assistant (server/assistant/) and the adapters in server/assistant/providers/ implement it.
import type { ChatIntent, RecommendedProduct } from '../../contracts/chat.js';
import type { PriceBreak, ProductSummary } from '../../contracts/catalogue.js';

/** What the assistant knows about the chat's company (vague questions are answered from it). */
export interface ChatCompanyContext {
  name: string;
  industry: string | null;
  promoOpportunities: string | null;
  signals: { signalType: string; summary: string; useCase: string | null; productCategories: string[] }[];
}

export interface ChatTurn {
  message: string;
  /** Earlier turns, oldest first. */
  history: { role: 'user' | 'assistant'; content: string }[];
  previousIntent: ChatIntent | null;
  /** Unit prices of the products last recommended, at the quantity then in force (for "cheaper ones"). */
  previousPrices: number[];
  /** The products last recommended ("compare the first two"). */
  previousProducts: RecommendedProduct[];
  company: ChatCompanyContext | null;
  userId: string;
  sessionId: string;
  companyId: string | null;
  now: Date;
}

export interface ChatAnswer {
  content: string;
  products: RecommendedProduct[];
  intent: ChatIntent | null;
}

/** What the constraint check (server/assistant/check.ts) needs to know of a product (the catalogue's product detail has it all). */
export interface ProductFacts {
  name: string;
  categories: string[];
  priceBreaks: PriceBreak[];
  minQuantity: number;
  colors: string[];
  prodTimeDays: number | null;
  rushAvailable: boolean;
  madeIn: string | null;
  flags: { envFriendly: boolean; recyclable: boolean };
  /** The catalogue it comes from: the vocabulary's categories are the built-in one's (absent: built-in). */
  source?: string;
}

export type ProductSearch = (input: Record<string, unknown>) => Promise<{ products: ProductSummary[]; total: number; totalCapped: boolean }>;
/** Products' facts by id, asked together (one round trip for a search's candidates); ids the catalogue has not are left out. */
export type ProductLookup = (ids: readonly string[]) => Promise<ReadonlyMap<string, ProductFacts>>;

/** A product type as the catalogue's names call it. */
export interface ProductType {
  /** Singular words joined by spaces: 'golf ball', 'tumbler'. */
  term: string;
  words: string[];
  /** Categories whose products are named with it. */
  categories: string[];
  /** The name's head noun ends the term ('water bottle'), rather than a compound before it ('tape measure' of 'Tape Measure Keychain'). */
  head: boolean;
  /** Products (distinct names) named with it: the smaller, the more specific. */
  count: number;
}

/** The words of a catalogue, built from its own names and categories (server/assistant/vocabulary.ts). */
export interface CatalogueVocabulary {
  types: ReadonlyMap<string, ProductType>;
  /** Words buyers use for a type the names spell otherwise ('koozie' → 'can cooler'). */
  synonyms: ReadonlyMap<string, string>;
  /** Category phrases by categoryKey() ('drinkware', 'writing instrument', 'clothing') → category. */
  categories: ReadonlyMap<string, string>;
  /** Every (singular) word of the product names, materials included. */
  words: ReadonlySet<string>;
  /** Decoration methods the catalogue offers ('embroidery', 'screen printing'). */
  decorations: readonly string[];
}

/** The catalogue as the assistant uses it: search, a product's facts, the catalogue's vocabulary. */
export interface ChatTools {
  search: ProductSearch;
  products: ProductLookup;
  vocabulary: CatalogueVocabulary;
  /**
   * The catalogue holds products the vocabulary does not know (SAGE's, beside a vocabulary built
   * from the built-in catalogue): a product the vocabulary lacks is searched for by its own words
   * before the reply says the catalogue has none.
   */
  openCatalogue?: boolean;
}

/** Fails with a ProviderError whose message the chat shows as the failed reply (docs/product.md#chat texts). */
export interface ChatAssistant {
  reply(turn: ChatTurn, tools: ChatTools): Promise<ChatAnswer>;
}
