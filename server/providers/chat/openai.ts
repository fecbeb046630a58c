import { z } from 'zod';
import { REPLY_PRODUCTS_MAX, type ChatIntent } from '../../../contracts/chat.js';
import type { ProductSummary } from '../../../contracts/catalogue.js';
import { LlmError, type ChatMessage, type LlmClient, type ToolDefinition } from '../llm/openai.js';
import { emptyIntent } from '../../chat/intent.js';
import { searchInputOf } from './embedded.js';
import { ChatProviderError, type ChatAssistant } from './types.js';

/** An OpenAI-compatible model that answers with the catalogue through a `search_products` tool. */

export const SEARCH_TOOL: ToolDefinition = {
  type: 'function',
  function: {
    name: 'search_products',
    description: 'Search the promotional-product catalogue. Prices returned are per unit at the given quantity.',
    parameters: {
      type: 'object',
      properties: {
        keywords: { type: 'string', description: 'Product words, e.g. "insulated tumbler"' },
        category: { type: 'string', description: 'Catalogue category, e.g. Drinkware, Apparel, Bags' },
        quantity: { type: 'integer', minimum: 1 },
        maxUnitPrice: { type: 'number', minimum: 0 },
        minUnitPrice: { type: 'number', minimum: 0 },
        colors: { type: 'array', items: { type: 'string' } },
        maxProductionDays: { type: 'integer', minimum: 1 },
        ecoFriendly: { type: 'boolean' },
      },
    },
  },
};

const toolArgs = z.object({
  keywords: z.string().max(200).optional(),
  category: z.string().max(100).optional(),
  quantity: z.number().int().positive().max(1_000_000).optional(),
  maxUnitPrice: z.number().nonnegative().optional(),
  minUnitPrice: z.number().nonnegative().optional(),
  colors: z.array(z.string().max(40)).max(10).optional(),
  maxProductionDays: z.number().int().positive().max(365).optional(),
  ecoFriendly: z.boolean().optional(),
});

const SYSTEM = [
  'You are the product research assistant of a promotional-products distributor.',
  'Use the search_products tool to find real catalogue products before recommending any; never invent products or prices.',
  'Answer briefly: what you understood, and why the products fit (price at the quantity, production time, eco).',
].join(' ');

const MAX_ROUNDS = 4;

export function createOpenAiAssistant(client: LlmClient): ChatAssistant {
  return {
    name: 'openai',
    async reply(turn, { search }) {
      const messages: ChatMessage[] = [
        { role: 'system', content: turn.company ? `${SYSTEM} The client is ${turn.company.name}${turn.company.industry ? ` (${turn.company.industry})` : ''}.` : SYSTEM },
        ...turn.history.slice(-10).map((m): ChatMessage => ({ role: m.role, content: m.content })),
        { role: 'user', content: turn.message },
      ];
      let products: ProductSummary[] = [];
      let intent: ChatIntent | null = null;
      try {
        for (let round = 0; round < MAX_ROUNDS; round++) {
          const completion = await client.complete(messages, { tools: [SEARCH_TOOL], toolChoice: round === MAX_ROUNDS - 1 ? 'none' : 'auto', temperature: 0.3 });
          if (completion.toolCalls.length === 0) {
            const content = completion.content?.trim();
            if (!content) throw new ChatProviderError("I processed your request but couldn't generate a proper response.");
            return { content, products, intent };
          }
          messages.push(completion.message);
          for (const call of completion.toolCalls) {
            let result: unknown;
            const args = (() => {
              try {
                return toolArgs.safeParse(JSON.parse(call.function.arguments || '{}'));
              } catch {
                return null;
              }
            })();
            if (call.function.name !== 'search_products' || !args?.success) {
              result = { error: 'Unknown tool or invalid arguments' };
            } else {
              const a = args.data;
              intent = {
                ...emptyIntent(),
                category: a.category ?? null,
                keywords: a.keywords ? a.keywords.split(/\s+/).filter(Boolean) : [],
                quantity: a.quantity ?? null,
                budgetMax: a.maxUnitPrice ?? null,
                budgetMin: a.minUnitPrice ?? null,
                colors: a.colors ?? [],
                prodTimeDays: a.maxProductionDays ?? null,
                eco: a.ecoFriendly ?? false,
              };
              const found = await search(searchInputOf(intent));
              products = found.products.slice(0, REPLY_PRODUCTS_MAX);
              result = {
                total: found.total,
                products: products.map((p) => ({ id: p.id, name: p.name, itemNum: p.itemNum, unitPrice: p.priceText, minQuantity: p.minQuantity, productionTime: p.leadTime, supplier: p.supplier.name })),
              };
            }
            messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
          }
        }
      } catch (err) {
        if (err instanceof LlmError) throw new ChatProviderError(err.message);
        throw err;
      }
      throw new ChatProviderError("I processed your request but couldn't generate a proper response.");
    },
  };
}
