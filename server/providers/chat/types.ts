import type { ChatIntent } from '../../../contracts/chat.js';
import type { CatalogueSearchResponse, ProductSummary } from '../../../contracts/catalogue.js';

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
  /** Unit prices of the products last recommended (for "cheaper ones"). */
  previousPrices: number[];
  company: ChatCompanyContext | null;
  userId: string;
  sessionId: string;
  companyId: string | null;
  now: Date;
}

export type ProductSearch = (input: Record<string, unknown>) => Promise<Pick<CatalogueSearchResponse, 'products' | 'total' | 'totalCapped'>>;

export interface ChatAnswer {
  content: string;
  products: ProductSummary[];
  intent: ChatIntent | null;
}

export interface ChatAssistant {
  name: string;
  reply(turn: ChatTurn, tools: { search: ProductSearch }): Promise<ChatAnswer>;
}

/** A reply that failed in a way the user should read in the chat (docs/product.md#chat texts). */
export class ChatProviderError extends Error {}
