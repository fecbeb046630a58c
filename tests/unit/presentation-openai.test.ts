import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiClient, LlmError } from '../../server/providers/llm/openai.js';
import { createOpenAiPresentationWriter, htmlOfReply } from '../../server/providers/presentations/openai.js';
import { parsePresentationPrompt } from '../../server/providers/presentations/prompt.js';
import type { PresentationBrief } from '../../server/providers/presentations/types.js';
import { chatReply, errorReply, startFakeOpenAi, type FakeOpenAi } from '../fixtures/fake-openai.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake?.close();
});

const brief: PresentationBrief = {
  title: 'Expo deck',
  description: null,
  prompt: 'Trade show kit for Beta Labs: 200 mugs',
  request: parsePresentationPrompt('Trade show kit for Beta Labs: 200 mugs', ['Beta Labs']),
  sender: {
    name: 'Robin Seller', title: null, email: 'robin@example.com', companyName: 'Peak Promo', website: null, logoUrl: null,
    tone: 'technical', primaryColor: '#2563EB', secondaryColor: '#86EFAC', keywords: [], services: ['Embroidery'], industries: [],
  },
  company: {
    name: 'Beta Labs', domain: 'beta.example', industry: 'Biotech', headquarters: null, companySize: null, description: null,
    recentActivity: 'Beta Labs is exhibiting at BIO 2026.', promoOpportunities: null, uniqueCharacteristics: null, eventParticipationLikelihood: 'High', signals: [],
  },
  products: [{ id: 'p1', name: 'Harbor Ceramic Mug', imageUrl: '/api/catalogue/products/p1/image?size=800', keySellingPoint: 'Dishwasher safe', category: 'Drinkware', unitPrice: 4.2, priceText: '$4.20', minQuantity: 48, leadTime: '5 business days', supplierName: 'Mug Co' }],
  quantity: 200,
  date: 'Mar 4, 2026',
};

const writer = () => createOpenAiPresentationWriter(createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'deck-model', timeoutMs: 5000 }));

describe('the OpenAI-compatible presentation writer', () => {
  it('sends the brief — tone, colours, company, real products with prices — and returns the HTML without fences', async () => {
    fake.reset();
    fake.reply(chatReply('Here you go:\n```html\n<section style="color:#2563EB"><h1>Expo deck</h1></section>\n```'));
    const { html } = await writer().write(brief);
    expect(html).toBe('<section style="color:#2563EB"><h1>Expo deck</h1></section>');
    const sent = fake.requests.at(-1)!.body!;
    expect(sent.model).toBe('deck-model');
    const prompt = sent.messages!.map((m) => m.content).join('\n');
    for (const text of ['Brand tone: technical', 'primary #2563EB, secondary #86EFAC', 'Beta Labs is exhibiting at BIO 2026.', 'Harbor Ceramic Mug', '$4.20 per unit at 200 units', '/api/catalogue/products/p1/image?size=800', 'Robin Seller'])
      expect(prompt).toContain(text);
  });

  it('fails clearly when the model answers no HTML or errors', async () => {
    fake.reset();
    fake.reply(chatReply('I cannot help with that.'));
    await expect(writer().write(brief)).rejects.toThrow('The AI provider did not answer with HTML');
    fake.reply(errorReply(503, 'overloaded'));
    await expect(writer().write(brief)).rejects.toBeInstanceOf(LlmError);
  });

  it('drops <think> blocks', () => {
    expect(htmlOfReply('<think>plan the slides</think>\n<section>ok</section>')).toBe('<section>ok</section>');
  });
});
