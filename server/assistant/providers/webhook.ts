import { z } from 'zod';
import { MAPPED_PRODUCT_DEFAULTS as DEFAULTS, type ProductSummary } from '../../../contracts/catalogue.js';
import { REPLY_PRODUCTS_MAX } from '../../../contracts/chat.js';
import { formatPrice, priceRangeFromText } from '../../catalogue/index.js';
import { ProviderError } from '../../ports/provider-error.js';
import type { ChatAssistant } from '../../ports/chat.js';

/** The old app's automation webhook (INTEGRATIONS.md): {message, history, userId, sessionId, companyId}. */

export const WEBHOOK_TIMEOUT_MS = 30_000;
/** docs/product.md#chat. */
export const WEBHOOK_MESSAGES = {
  timeout: 'The server is taking too long to respond. Your request is still processing and results may appear shortly.',
  empty: 'No response received from the webhook',
  emptyResult: "I processed your request but couldn't generate a proper response.",
  unreachable: "I'm currently having trouble connecting to my research tools. Please try again later or use more specific keywords to help me understand your product needs better.",
  status: (code: number) => `Unable to process webhook response: Webhook responded with status: ${code}`,
};

const webhookProduct = z.object({
  prodEId: z.union([z.string(), z.number()]),
  name: z.string().nullish(),
  spc: z.string().nullish(),
  prc: z.union([z.string(), z.number()]).nullish(),
  thumbPic: z.string().nullish(),
});
const replyObject = z.object({
  response: z.string().nullish(),
  output: z.string().nullish(),
  productResults: z.array(z.unknown()).nullish(),
});

export function productFromWebhook(raw: z.infer<typeof webhookProduct>): ProductSummary {
  const prcText = raw.prc === null || raw.prc === undefined ? '' : String(raw.prc);
  const range = priceRangeFromText(prcText);
  return {
    id: String(raw.prodEId),
    name: raw.name?.trim() || DEFAULTS.name,
    imageUrl: raw.thumbPic || null,
    thumbUrl: raw.thumbPic || null,
    keySellingPoint: DEFAULTS.keySellingPoint,
    price: range,
    priceText: formatPrice(prcText),
    supplier: { name: DEFAULTS.supplierName, location: DEFAULTS.supplierLocation, rating: DEFAULTS.supplierRating },
    minQuantity: DEFAULTS.minQuantity,
    leadTime: DEFAULTS.leadTime,
    categories: [],
    itemNum: raw.spc ?? String(raw.prodEId),
    source: 'sage',
    productUrl: null,
  };
}

const failure = (message: string, retryable: boolean) => new ProviderError('webhook', message, { retryable });

export function createWebhookAssistant(url: string, options: { timeoutMs?: number; fetchImpl?: typeof fetch } = {}): ChatAssistant {
  const fetchImpl = options.fetchImpl ?? fetch;
  return {
    async reply(turn) {
      let res: Response;
      let text: string;
      try {
        res = await fetchImpl(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ message: turn.message, history: turn.history, userId: turn.userId, sessionId: turn.sessionId, companyId: turn.companyId }),
          signal: AbortSignal.timeout(options.timeoutMs ?? WEBHOOK_TIMEOUT_MS),
        });
        text = await res.text();
      } catch (err) {
        const name = (err as Error).name;
        throw failure(name === 'TimeoutError' || name === 'AbortError' ? WEBHOOK_MESSAGES.timeout : WEBHOOK_MESSAGES.unreachable, true);
      }
      if (!res.ok) throw failure(WEBHOOK_MESSAGES.status(res.status), res.status >= 500 || res.status === 429 || res.status === 408);
      if (text.trim() === '') throw failure(WEBHOOK_MESSAGES.empty, false);
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch {
        return { content: text.trim(), products: [], intent: null };
      }
      if (Array.isArray(json) && json.length === 1) json = json[0];
      if (typeof json === 'string') return { content: json.trim() || WEBHOOK_MESSAGES.emptyResult, products: [], intent: null };
      const parsed = replyObject.safeParse(json);
      if (!parsed.success) return { content: WEBHOOK_MESSAGES.emptyResult, products: [], intent: null };
      const products = (parsed.data.productResults ?? [])
        .map((p) => webhookProduct.safeParse(p))
        .filter((p) => p.success)
        .map((p) => productFromWebhook(p.data))
        .slice(0, REPLY_PRODUCTS_MAX);
      const content = (parsed.data.response ?? parsed.data.output ?? '').trim();
      return { content: content || WEBHOOK_MESSAGES.emptyResult, products, intent: null };
    },
  };
}
