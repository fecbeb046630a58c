import { z } from 'zod';
import { REPLY_PRODUCTS_MAX, type ChatIntent, type RecommendedProduct } from '../../../contracts/chat.js';
import type { ChatMessage, LlmClient, ToolDefinition } from '../../llm/openai.js';
import { ProviderError } from '../../ports/provider-error.js';
import { parseBrief } from '../brief/index.js';
import { LINES_IN_TEXT, productLine } from '../compose.js';
import { readQuestion } from '../intent.js';
import { recommend } from '../recommend.js';
import type { CatalogueVocabulary } from '../../ports/chat.js';
import type { ChatAssistant } from '../../ports/chat.js';

/**
 * An OpenAI-compatible model that answers with the catalogue through a `search_products` tool;
 * the tool runs the built-in assistant's search and constraint check (docs/product.md#chat-assistant).
 */

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
  'Use the search_products tool to find real catalogue products before recommending any; never invent products, prices or facts.',
  'The tool returns only products that passed the catalogue check against the buyer\'s constraints (unit price at the quantity, minimum order, colour, eco, production time, origin); recommend only those.',
  'Answer briefly: what you understood, and why the products fit (price at the quantity, production time).',
].join(' ');

const MAX_ROUNDS = 4;
const NO_ANSWER = "I processed your request but couldn't generate a proper response.";
/** The model answered, but with nothing to show: asking again is for the user to decide. */
const noAnswer = () => new ProviderError('openai', NO_ANSWER, { retryable: false });

/**
 * The model's search, read as an intent: its product words through the same brief parser, its
 * figures where the buyer gave none. Every constraint the buyer stated stays (theirs win), so the
 * check holds products to what was asked, whatever the model searched for.
 */
export function toolIntent(asked: ChatIntent, a: z.infer<typeof toolArgs>, vocabulary: CatalogueVocabulary, now: Date): ChatIntent {
  const words = parseBrief(`${a.keywords ?? ''} ${a.category ?? ''}`, vocabulary, now);
  const item = words.items[0];
  const intent: ChatIntent = { ...asked, relaxed: [] };
  if (!asked.productType && !asked.category && item) {
    intent.productType = item.type ? item.productType : null;
    intent.category = item.category ?? null;
    intent.keywords = item.descriptors;
  }
  intent.quantity ??= a.quantity ?? null;
  if (asked.budgetMax === null && asked.budgetMin === null) {
    intent.budgetMax = a.maxUnitPrice ?? null;
    intent.budgetMin = a.minUnitPrice ?? null;
  }
  if (asked.colors.length === 0) intent.colors = a.colors ?? [];
  if (asked.prodTimeDays === null && a.maxProductionDays) intent.prodTimeDays = a.maxProductionDays;
  intent.eco ||= a.ecoFriendly ?? false;
  return intent;
}

export function createOpenAiAssistant(client: LlmClient): ChatAssistant {
  return {
    async reply(turn, tools) {
      const asked = readQuestion(turn.message, turn.previousIntent, turn.previousPrices, tools.vocabulary, turn.now).intent;
      const messages: ChatMessage[] = [
        { role: 'system', content: turn.company ? `${SYSTEM} The client is ${turn.company.name}${turn.company.industry ? ` (${turn.company.industry})` : ''}.` : SYSTEM },
        ...turn.history.slice(-10).map((m): ChatMessage => ({ role: m.role, content: m.content })),
        { role: 'user', content: turn.message },
      ];
      let products: RecommendedProduct[] = [];
      let intent: ChatIntent | null = null;
      for (let round = 0; round < MAX_ROUNDS; round++) {
        const completion = await client.complete(messages, { tools: [SEARCH_TOOL], toolChoice: round === MAX_ROUNDS - 1 ? 'none' : 'auto', temperature: 0.3 });
        if (completion.toolCalls.length === 0) {
          const content = completion.content?.trim();
          if (!content) throw noAnswer();
          // The figures the rep reads come from the check, not from the model's prose.
          const checked = products.length ? ['', 'Checked against the catalogue:', ...products.slice(0, LINES_IN_TEXT).map(productLine)] : [];
          return { content: [content, ...checked].join('\n'), products, intent };
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
            const wanted = toolIntent(asked, args.data, tools.vocabulary, turn.now);
            const rec = await recommend(wanted, tools);
            intent = rec.intent;
            products = rec.products.slice(0, REPLY_PRODUCTS_MAX);
            result = {
              fitting: rec.fits,
              relaxed: rec.relaxed,
              products: products.map((p) => ({
                id: p.id, name: p.name, itemNum: p.itemNum,
                unitPrice: p.fit?.unitPrice ?? null, atQuantity: p.fit?.quantity ?? null, minQuantity: p.minQuantity,
                productionDays: p.fit?.productionDays ?? null, needsRush: p.fit?.rush ?? false,
                fits: p.fit?.fits ?? [], misses: p.fit?.misses ?? [],
              })),
            };
          }
          messages.push({ role: 'tool', tool_call_id: call.id, content: JSON.stringify(result) });
        }
      }
      throw noAnswer();
    },
  };
}
