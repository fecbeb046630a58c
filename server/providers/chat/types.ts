import type { ChatIntent, RecommendedProduct } from '../../../contracts/chat.js';
import type { AssistantTools } from '../../assistant/recommend.js';

export type { ProductLookup, ProductSearch } from '../../assistant/recommend.js';

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

/** The catalogue as the assistant uses it: search, a product's facts, the catalogue's vocabulary. */
export type ChatTools = AssistantTools;

/** Fails with a ProviderError whose message the chat shows as the failed reply (docs/product.md#chat texts). */
export interface ChatAssistant {
  reply(turn: ChatTurn, tools: ChatTools): Promise<ChatAnswer>;
}
