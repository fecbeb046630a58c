import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRAND_TONES } from '../../contracts/branding.js';
import { CONNECTION_REQUEST_MAX, MESSAGE_KINDS } from '../../contracts/messages.js';
import { EMAIL_WORDS, writeMessage } from '../../server/writers/messages/embedded.js';
import { clientTextLeaks } from '../../server/writers/client-text.js';
import { createOpenAiWriter } from '../../server/writers/messages/openai.js';
import { createOpenAiClient, LlmError } from '../../server/llm/openai.js';
import type { MessageBrief } from '../../server/ports/messages.js';
import { chatReply, errorReply, startFakeOpenAi, type FakeOpenAi } from '../fixtures/fake-openai.js';

const brief: MessageBrief = {
  kind: 'email',
  sender: {
    name: 'Riley Stone',
    title: 'Account Executive',
    companyName: 'Peak Promo',
    website: 'https://peakpromo.example',
    tone: 'professional',
    keywords: ['Quality', 'Sustainability'],
    services: ['Custom apparel', 'Event kits'],
    industries: ['Healthcare'],
    spelling: 'US',
  },
  contact: { firstName: 'Dana', lastName: 'Reyes', jobTitle: 'VP Marketing' },
  company: {
    name: 'Harbor Health Partners',
    industry: 'Healthcare',
    promoOpportunities: 'Hiring 40 nurses: employee onboarding kits — Apparel, Drinkware.',
    uniqueCharacteristics: 'Privately held healthcare company. Known for cardiology and community clinics.',
    eventParticipationLikelihood: 'High',
    researchSource: 'SwagScout directory',
  },
  signal: {
    signalType: 'Hiring Surge',
    summary: 'Harbor Health Partners is hiring 40 nurses for its new Denver clinic (March 2025)',
    evidence: 'In March 2025 Harbor Health Partners is hiring 40 nurses for its new Denver clinic.',
    source: 'SwagScout built-in',
    occurredAt: '2025-03-15T00:00:00.000Z',
    useCase: 'Employee onboarding kits',
    productCategories: ['Apparel', 'Drinkware', 'Bags'],
    nextSteps: ['Offer onboarding kits for the new nurses'],
  },
  products: [
    { name: 'Classic Cotton Tee', category: 'Apparel', unitPrice: 6.1, quantity: 100, leadTime: '7 business days', supplierName: 'Acme Supply Co', itemNum: 'AC-1001' },
    { name: 'Insulated Tumbler 20 oz', category: 'Drinkware', unitPrice: 9.8, quantity: 100, leadTime: '10 business days', supplierName: 'Blue Ridge Drinkware', itemNum: 'BR-2020' },
  ],
  template: null,
  today: '2025-04-10T12:00:00.000Z',
  signalMaxAgeDays: 90,
};
const bare: MessageBrief = {
  ...brief,
  sender: { ...brief.sender, companyName: 'Sole Trader Promo', title: null, website: null, keywords: [], services: [], industries: [] },
  contact: { firstName: 'Sam', lastName: 'Lee', jobTitle: null },
  company: { name: 'Acme', industry: null, promoOpportunities: null, uniqueCharacteristics: null, eventParticipationLikelihood: null, researchSource: null },
  signal: null,
  products: [],
};
const long: MessageBrief = {
  ...brief,
  company: { ...brief.company, name: 'The Extraordinarily Long-Named International Consolidated Holdings Group' },
  signal: { ...brief.signal!, summary: `The Extraordinarily Long-Named International Consolidated Holdings Group ${'announced a very long initiative '.repeat(5)}` },
};
const words = (s: string) => s.split(/\s+/).filter(Boolean).length;
const withTone = (b: MessageBrief, tone: MessageBrief['sender']['tone'], kind = b.kind): MessageBrief => ({ ...b, kind, sender: { ...b.sender, tone } });

describe('embedded message writer', () => {
  it('is deterministic: the same brief gives the same message', () => {
    for (const kind of MESSAGE_KINDS) expect(writeMessage({ ...brief, kind })).toEqual(writeMessage(structuredClone({ ...brief, kind })));
  });

  it('uses the contact, the company, the signal, the branding and the sender', () => {
    const { subject, message } = writeMessage(brief);
    expect(subject).toBe('Employee onboarding kits for Harbor Health Partners');
    expect(message).toMatch(/^Hi Dana,/);
    expect(message).toContain('the new roles you are hiring for in March');
    expect(message).toContain('Peak Promo');
    expect(message).toContain('custom apparel and event kits');
    expect(message).toContain('healthcare organizations like yours');
    expect(message).toContain('the Classic Cotton Tee at $6.10 each for 100 pieces and the Insulated Tumbler 20 oz at $9.80 each');
    expect(message).toMatch(/Riley Stone\nAccount Executive, Peak Promo$/);
  });

  it('writes emails of 120-180 words for full, bare and long briefs in every tone', () => {
    for (const b of [brief, bare, long])
      for (const tone of BRAND_TONES) {
        const m = writeMessage(withTone(b, tone));
        expect(m.subject).toBeTruthy();
        expect(words(m.message)).toBeGreaterThanOrEqual(EMAIL_WORDS.min);
        expect(words(m.message)).toBeLessThanOrEqual(EMAIL_WORDS.max);
      }
  });

  it('keeps LinkedIn connection requests within 300 characters, without a subject', () => {
    for (const b of [brief, bare, long])
      for (const tone of BRAND_TONES) {
        const m = writeMessage(withTone(b, tone, 'connection_request'));
        expect(m.subject).toBeNull();
        expect(m.message.length).toBeLessThanOrEqual(CONNECTION_REQUEST_MAX);
        expect(m.message).toContain(b.contact.firstName);
      }
    const templated = writeMessage({ ...brief, kind: 'connection_request', template: { subject: 'x', content: `Hi {contact}. ${'We make great things. '.repeat(30)}` } });
    expect(templated.message.length).toBeLessThanOrEqual(CONNECTION_REQUEST_MAX);
  });

  it('writes post-connection follow-ups that thank the contact, without a subject', () => {
    for (const tone of BRAND_TONES) {
      const m = writeMessage(withTone(brief, tone, 'post_connection'));
      expect(m.subject).toBeNull();
      expect(m.message).toMatch(/connect/i);
      expect(m.message).toContain('Dana');
    }
  });

  it('gives every tone its own opening, closing and subject', () => {
    for (const kind of MESSAGE_KINDS) {
      const byTone = BRAND_TONES.map((tone) => writeMessage(withTone(brief, tone, kind)));
      expect(new Set(byTone.map((m) => m.message.split('\n')[0])).size).toBe(kind === 'email' ? 5 : BRAND_TONES.length); // two email tones both greet "Hi Dana,"
      expect(new Set(byTone.map((m) => m.message)).size).toBe(BRAND_TONES.length);
      if (kind === 'email') {
        expect(new Set(byTone.map((m) => m.subject)).size).toBe(BRAND_TONES.length);
        expect(new Set(byTone.map((m) => m.message.split('\n').at(-3))).size).toBe(BRAND_TONES.length); // the sign-off
      }
    }
    expect(writeMessage(withTone(brief, 'formal')).message).toMatch(/^Dear Dana,[\s\S]*Sincerely,/);
    expect(writeMessage(withTone(brief, 'casual')).message).toMatch(/^Hey Dana,[\s\S]*Cheers,/);
  });

  it('greets by first name in every tone and kind: "Hi Ana,", never "Hi Ana Núñez,"', () => {
    const ana = { ...brief, contact: { ...brief.contact, firstName: 'Ana', lastName: 'Núñez' } };
    for (const kind of MESSAGE_KINDS)
      for (const tone of BRAND_TONES) {
        const greeting = writeMessage(withTone(ana, tone, kind)).message.split('\n')[0];
        expect(greeting, `${tone} ${kind}`).toMatch(/\bAna\b/);
        expect(greeting, `${tone} ${kind}`).not.toContain('Núñez');
      }
  });

  it('fills {first_name}, {last_name} and {contact} (the full name, for older templates)', () => {
    const m = writeMessage({ ...brief, signal: null, template: { subject: 'For {first_name} {LAST_NAME}', content: 'Hi {first_name},\n\n{contact} at {company}' } });
    expect(m).toMatchObject({ subject: 'For Dana Reyes', message: 'Hi Dana,\n\nDana Reyes at Harbor Health Partners' });
  });

  it('fills a template’s placeholders and keeps its words', () => {
    const m = writeMessage({ ...brief, signal: null, template: { subject: 'Ideas for {company}', content: 'Hello {contact},\n\nFor {Company}: {unknown}.\n\n{ user }' } });
    expect(m).toMatchObject({ subject: 'Ideas for Harbor Health Partners', message: 'Hello Dana Reyes,\n\nFor Harbor Health Partners: {unknown}.\n\nRiley Stone' });
    const withSignal = writeMessage({ ...brief, template: { subject: 'S', content: 'Hello {contact}' } });
    expect(withSignal.message).toMatch(/^Hello Dana Reyes\n\nP\.S\. I read about the new roles you are hiring for in March\./);
    expect(writeMessage({ ...brief, kind: 'post_connection', template: { subject: 'S', content: 'Hi {contact}' } }).subject).toBeNull();
  });
});

describe('embedded message writer: what the client reads', () => {
  const leaksOf = (b: MessageBrief, m: { message: string; guidance: { nextSteps: string[]; pitchNotes: string[] } }) =>
    clientTextLeaks(m.message, {
      guidance: [...m.guidance.nextSteps, ...m.guidance.pitchNotes],
      supplierNames: b.products.map((p) => p.supplierName),
      itemNumbers: b.products.map((p) => p.itemNum),
      signalSummaries: b.signal ? [b.signal.summary] : [],
    });

  it('keeps the rep’s guidance, suppliers and item numbers out of the text and returns them beside it', () => {
    for (const kind of MESSAGE_KINDS)
      for (const tone of BRAND_TONES) {
        const b = withTone(brief, tone, kind);
        const m = writeMessage(b);
        expect(leaksOf(b, m)).toEqual([]);
        expect(m.message).not.toMatch(/one idea to start|offer onboarding kits for the new nurses/i);
      }
    const { guidance } = writeMessage(brief);
    expect(guidance.nextSteps).toEqual(['Offer onboarding kits for the new nurses']);
    expect(guidance.pitchNotes.join(' ')).toContain('supplier Acme Supply Co, item AC-1001');
    expect(guidance.keywords).toEqual(['Quality', 'Sustainability']);
    expect(guidance.sources[0]).toEqual({ fact: brief.signal!.summary, source: `SwagScout built-in: ${brief.signal!.evidence}` });
  });

  it('does not open with a signal older than the signal window, and says so to the rep', () => {
    const old = { ...brief, signal: { ...brief.signal!, signalType: 'Award', occurredAt: '2024-06-15T00:00:00.000Z' } };
    const m = writeMessage(old);
    expect(m.message).not.toMatch(/award|congratulat/i);
    expect(m.guidance.pitchNotes.join(' ')).toMatch(/older than 90 days/);
    const recent = writeMessage({ ...old, signal: { ...old.signal, occurredAt: '2025-01-20T00:00:00.000Z' } });
    expect(recent.message).toContain('Congratulations on the award in January.');
  });

  it('writes to the reader’s role', () => {
    const to = (jobTitle: string) => writeMessage({ ...brief, contact: { ...brief.contact, jobTitle } }).message;
    expect(to('Chief Financial Officer')).toMatch(/unit price at your quantity is below, and price breaks/);
    expect(to('Marketing Manager')).toMatch(/logo in front of people/);
    expect(to('HR Director')).toMatch(/welcome or thank-you gift/);
    expect(to('Event Planner')).toMatch(/event date/);
  });

  it('uses brand keywords as meaning, never as a pasted list, and writes US English', () => {
    const m = writeMessage({ ...brief, sender: { ...brief.sender, keywords: ['Quality', 'Sustainability', 'Innovation'] } }).message;
    expect(m).not.toMatch(/quality, sustainability|quality and sustainability/i);
    expect(m).toMatch(/pieces made to last|eco-friendly options/);
    expect(m).not.toMatch(/organis|colour|favour|honour/);
  });

  it('never invents event participation', () => {
    for (const tone of BRAND_TONES) expect(writeMessage(withTone({ ...brief, signal: null }, tone)).message).not.toMatch(/industry events|at events|booth/i);
  });
});

describe('OpenAI message writer', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  beforeEach(() => fake.reset());
  afterAll(async () => {
    await fake.close();
  });
  const writer = () => createOpenAiWriter(createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'gpt-test', timeoutMs: 2000 }));

  it('sends the whole brief and reads {subject, message} back', async () => {
    fake.reply(chatReply('```json\n{"subject": "Onboarding kits for Harbor", "message": "Hi Dana, ..."}\n```'));
    expect(await writer().write(brief)).toMatchObject({ subject: 'Onboarding kits for Harbor', message: 'Hi Dana, ...' });
    const body = fake.requests[0].body!;
    expect(body.model).toBe('gpt-test');
    const prompt = body.messages!.map((m) => m.content).join('\n');
    for (const fact of ['Message type: Email', 'Brand tone: professional', 'Riley Stone', 'Peak Promo', 'Custom apparel, Event kits', 'Dana Reyes', 'VP Marketing', 'Harbor Health Partners', 'hiring 40 nurses', 'Employee onboarding kits', 'Apparel, Drinkware, Bags', 'Event participation likelihood: High'])
      expect(prompt).toContain(fact);
  });

  it('drops the subject of LinkedIn messages and keeps connection requests within 300 characters', async () => {
    fake.reply(chatReply(JSON.stringify({ subject: 'ignored', message: `Hi Dana. ${'We make branded things people keep. '.repeat(20)}` })));
    const m = await writer().write({ ...brief, kind: 'connection_request' });
    expect(m.subject).toBeNull();
    expect(m.message.length).toBeLessThanOrEqual(CONNECTION_REQUEST_MAX);
    expect(fake.requests[0].body!.messages!.at(-1)!.content).toContain('at most 300 characters');
  });

  it('fills the template into the prompt', async () => {
    fake.reply(chatReply('{"subject": null, "message": "Hello"}'));
    await writer().write({ ...brief, kind: 'post_connection', template: { subject: 'For {company}', content: 'Hello {contact}, from {user}' } });
    expect(fake.requests[0].body!.messages!.at(-1)!.content).toContain('Hello Dana Reyes, from Riley Stone');
  });

  it('drops sentences that carry guidance, suppliers or the pasted signal, and returns the guidance beside the text', async () => {
    const text = [
      'Hi Dana, Harbor Health Partners is hiring 40 nurses for its new Denver clinic (March 2025).',
      'At our company we love nurses.',
      'The Classic Cotton Tee is $6.10 each for 100 pieces.',
      'One idea to start: offer onboarding kits for the new nurses.',
      'It comes from Acme Supply Co.',
      'Our colour options are wide.',
    ].join(' ');
    fake.reply(chatReply(JSON.stringify({ subject: 'Hi', message: text })));
    const m = await writer().write(brief);
    expect(m.message).toBe('The Classic Cotton Tee is $6.10 each for 100 pieces. Our color options are wide.');
    expect(m.guidance.nextSteps).toEqual(['Offer onboarding kits for the new nurses']);
    const prompt = fake.requests[0].body!.messages!.map((x) => x.content).join('\n');
    expect(prompt).toContain('Classic Cotton Tee: $6.10 each for 100 pieces');
    expect(prompt).not.toContain('Acme Supply Co');
    expect(prompt).not.toContain('Offer onboarding kits');
  });

  it('holds the subject line to the same rules as the text: US spelling, and no supplier, item number or placeholder', async () => {
    const message = 'The Classic Cotton Tee is $6.10 each for 100 pieces.';
    const subjectOf = async (subject: string) => {
      fake.reply(chatReply(JSON.stringify({ subject, message })));
      return (await writer().write(brief)).subject;
    };
    expect(await subjectOf('Colour kits for Harbor')).toBe('Color kits for Harbor');
    expect(await subjectOf('Tees from Acme Supply Co')).toBeNull();
    expect(await subjectOf('Item AC-1001 for Harbor')).toBeNull();
    expect(await subjectOf('Kits from our company')).toBeNull();
  });

  it('fails with a readable error on a bad answer or an HTTP error', async () => {
    fake.reply(chatReply('{"subject": "x"}'));
    await expect(writer().write(brief)).rejects.toBeInstanceOf(LlmError);
    fake.reply(errorReply(500, 'boom'));
    await expect(writer().write(brief)).rejects.toThrow('The AI provider failed (HTTP 500)');
  });
});
