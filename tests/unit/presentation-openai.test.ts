import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOpenAiClient, LlmError } from '../../server/llm/openai.js';
import { createOpenAiPresentationWriter, htmlOfReply } from '../../server/writers/presentations/openai.js';
import { parsePresentationPrompt } from '../../server/writers/presentations/prompt.js';
import type { PresentationBrief } from '../../server/ports/presentations.js';
import { chatReply, errorReply, startFakeOpenAi, type FakeOpenAi } from '../fixtures/fake-openai.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(async () => {
  await fake?.close();
});

const MUG_SVG = 'data:image/svg+xml;base64,PHN2Zy8+';
const brief: PresentationBrief = {
  title: 'Expo deck',
  description: null,
  prompt: 'Trade show kit for Beta Labs: 200 mugs',
  request: parsePresentationPrompt('Trade show kit for Beta Labs: 200 mugs', ['Beta Labs']),
  sender: {
    name: 'Robin Seller', title: null, email: 'robin@example.com', companyName: 'Peak Promo', website: null,
    tone: 'technical', primaryColor: '#2563EB', secondaryColor: '#86EFAC', keywords: ['speed'], services: ['Embroidery'], industries: [],
  },
  company: {
    name: 'Beta Labs', domain: 'beta.example', industry: 'Biotech', headquarters: null, companySize: null, description: null,
    recentActivity: 'Beta Labs is exhibiting at BIO 2026.', promoOpportunities: null, uniqueCharacteristics: null, eventParticipationLikelihood: 'High', researchSource: null,
    signals: [{ signalType: 'Trade Show', summary: 'Beta Labs exhibits at BIO 2026', useCase: 'Booth giveaways', nextSteps: ['Send a booth-giveaway proposal'], evidence: null, source: null }],
  },
  order: {
    items: [{ label: 'mug', quantity: 200, colours: [], decoration: null, relaxed: [], products: [{ id: 'p1', name: 'Harbor Ceramic Mug', imageUrl: MUG_SVG, keySellingPoint: 'Dishwasher safe', category: 'Drinkware', unitPrice: 4.2, quantity: 200, minQuantity: 48, leadTime: '5 business days', productionDays: 5, supplierName: 'Mug Co', itemNum: 'MC-778' }] }],
    budget: { kind: 'total', amount: 1000 },
    deadline: null,
    event: 'BIO 2026',
    absent: [],
  },
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
    for (const text of ['Brand tone: technical', 'primary #2563EB, secondary #86EFAC', 'Beta Labs is exhibiting at BIO 2026.', 'Harbor Ceramic Mug', '$4.20 per unit at 200', 'image IMAGE_1', 'Event: BIO 2026', '200 × Mug', 'The recommended picks total $840.00: $160.00 under your $1,000.00 budget.', 'Robin Seller'])
      expect(prompt).toContain(text);
    // What the client must not read never reaches the model.
    for (const secret of ['Mug Co', 'MC-778', 'Send a booth-giveaway proposal', 'Booth giveaways', 'speed']) expect(prompt).not.toContain(secret);
  });

  it('puts the embedded pictures in place of the image tokens and removes supplier names and item numbers', async () => {
    fake.reset();
    fake.reply(chatReply('<section><img src="IMAGE_1" alt="mug"><p>Harbor Ceramic Mug (Mug Co MC-778)</p></section>'));
    const { html, guidance } = await writer().write(brief);
    expect(html).toContain(`src="${MUG_SVG}"`);
    expect(html).not.toMatch(/Mug Co|MC-778/);
    expect(guidance.nextSteps).toEqual(['Send a booth-giveaway proposal']);
  });

  it('removes supplier names and item numbers whatever their case', async () => {
    fake.reset();
    fake.reply(chatReply('<section><h2>HARBOR CERAMIC MUG BY MUG CO</h2><p>Ref mc-778</p></section>'));
    const { html } = await writer().write(brief);
    expect(html).not.toMatch(/mug co|mc-778/i);
    expect(html).toContain('HARBOR CERAMIC MUG');
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
