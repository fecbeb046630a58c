import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BRAND_TONES } from '../../contracts/branding.js';
import { CONNECTION_REQUEST_MAX, MESSAGE_KINDS } from '../../contracts/messages.js';
import { EMAIL_WORDS, writeMessage } from '../../server/providers/messages/embedded.js';
import { createOpenAiWriter } from '../../server/providers/messages/openai.js';
import { createOpenAiClient, LlmError } from '../../server/providers/llm/openai.js';
import type { MessageBrief } from '../../server/providers/messages/types.js';
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
  },
  contact: { firstName: 'Dana', lastName: 'Reyes', jobTitle: 'VP Marketing' },
  company: {
    name: 'Harbor Health Partners',
    industry: 'Healthcare',
    promoOpportunities: 'Hiring 40 nurses: employee onboarding kits — Apparel, Drinkware.',
    uniqueCharacteristics: 'Privately held healthcare company. Known for cardiology and community clinics.',
    eventParticipationLikelihood: 'High',
  },
  signal: {
    signalType: 'Hiring Surge',
    summary: 'Harbor Health Partners is hiring 40 nurses for its new Denver clinic (March 2025)',
    useCase: 'Employee onboarding kits',
    productCategories: ['Apparel', 'Drinkware', 'Bags'],
    nextSteps: ['Offer onboarding kits for the new nurses'],
  },
  template: null,
};
const bare: MessageBrief = {
  ...brief,
  sender: { ...brief.sender, companyName: null, title: null, website: null, keywords: [], services: [], industries: [] },
  contact: { firstName: 'Sam', lastName: 'Lee', jobTitle: null },
  company: { name: 'Acme', industry: null, promoOpportunities: null, uniqueCharacteristics: null, eventParticipationLikelihood: null },
  signal: null,
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
    expect(message).toContain('is hiring 40 nurses for its new Denver clinic');
    expect(message).toContain('Peak Promo');
    expect(message).toContain('custom apparel and event kits');
    expect(message).toContain('healthcare organisations like yours');
    expect(message).toContain('apparel, drinkware and bags');
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
    expect(writeMessage(withTone(brief, 'formal')).message).toMatch(/^Dear Dana Reyes,[\s\S]*Sincerely,/);
    expect(writeMessage(withTone(brief, 'casual')).message).toMatch(/^Hey Dana,[\s\S]*Cheers,/);
  });

  it('fills a template’s placeholders and keeps its words', () => {
    const m = writeMessage({ ...brief, signal: null, template: { subject: 'Ideas for {company}', content: 'Hello {contact},\n\nFor {Company}: {unknown}.\n\n{ user }' } });
    expect(m).toEqual({ subject: 'Ideas for Harbor Health Partners', message: 'Hello Dana Reyes,\n\nFor Harbor Health Partners: {unknown}.\n\nRiley Stone' });
    const withSignal = writeMessage({ ...brief, template: { subject: 'S', content: 'Hello {contact}' } });
    expect(withSignal.message).toMatch(/^Hello Dana Reyes\n\nP\.S\. I noticed that Harbor Health Partners is hiring 40 nurses/);
    expect(writeMessage({ ...brief, kind: 'post_connection', template: { subject: 'S', content: 'Hi {contact}' } }).subject).toBeNull();
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
    expect(await writer().write(brief)).toEqual({ subject: 'Onboarding kits for Harbor', message: 'Hi Dana, ...' });
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

  it('fails with a readable error on a bad answer or an HTTP error', async () => {
    fake.reply(chatReply('{"subject": "x"}'));
    await expect(writer().write(brief)).rejects.toBeInstanceOf(LlmError);
    fake.reply(errorReply(500, 'boom'));
    await expect(writer().write(brief)).rejects.toThrow('The AI provider failed (HTTP 500)');
  });
});
