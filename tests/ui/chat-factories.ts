import { randomUUID } from 'node:crypto';
import type { ProductSummary } from '../../contracts/catalogue.js';
import type { ChatMessage, ChatSession } from '../../contracts/chat.js';

export function buildProduct(over: Partial<ProductSummary> = {}): ProductSummary {
  const id = over.id ?? randomUUID();
  const price = over.price ?? { min: 5, max: 5 };
  return {
    id, name: 'Summit 20 oz Tumbler', imageUrl: `/api/catalogue/products/${id}/image?size=800`, thumbUrl: `/api/catalogue/products/${id}/image?size=150`,
    keySellingPoint: 'Keeps drinks cold', price, priceText: `$${price.min.toFixed(2)}`, supplier: { name: 'Harbor Promo', location: 'USA', rating: 4.5 },
    minQuantity: 50, leadTime: '7 business days', categories: ['Drinkware'], itemNum: 'HP-1001', source: 'builtin', productUrl: `/products/${id}`, ...over,
  };
}

export function buildSession(over: Partial<ChatSession> = {}): ChatSession {
  return { id: randomUUID(), companyId: randomUUID(), companyName: 'Acme Robotics', projectName: 'Spring Gala', firstQuestion: null, createdAt: '2026-03-05T14:30:00.000Z', ...over };
}

export function buildChatMessage(sessionId: string, over: Partial<ChatMessage> = {}): ChatMessage {
  return { id: randomUUID(), sessionId, role: 'user', content: 'Hello', products: null, intent: null, status: 'ready', provider: null, error: null, createdAt: '2026-03-05T14:31:00.000Z', ...over };
}
