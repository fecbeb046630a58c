import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { inspect } from 'node:util';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createOpenAiClient, extractJson, LlmError, type LlmClient, type LlmErrorCode } from '../../server/llm/openai.js';
import { createOpenAiResearch } from '../../server/research/sources/openai.js';
import { createOpenAiSignalDetector } from '../../server/research/signals/openai.js';
import { chatReply, errorReply, startFakeOpenAi, type FakeOpenAi } from '../fixtures/fake-openai.js';

let fake: FakeOpenAi;
let client: LlmClient;
const WRONG_KEY = 'sk-wrong-key-should-never-leak-42';
const errors: unknown[] = [];

async function failure(promise: Promise<unknown>, code: LlmErrorCode): Promise<LlmError> {
  const err = await promise.then(
    () => {
      throw new Error('expected an LlmError');
    },
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(LlmError);
  expect((err as LlmError).code).toBe(code);
  errors.push(err);
  return err as LlmError;
}

const user = (content: string) => [{ role: 'user' as const, content }];
const lastBody = () => fake.requests[fake.requests.length - 1].body;

beforeAll(async () => {
  fake = await startFakeOpenAi();
  client = createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'sonar-pro', timeoutMs: 2000 });
});
beforeEach(() => fake.reset());
afterAll(async () => {
  await fake.close();
  // Whatever went wrong, no error anywhere repeated either key.
  for (const err of errors) {
    const everything = `${String(err)} ${JSON.stringify(err)} ${inspect(err, { depth: 5 })}`;
    expect(everything).not.toContain(fake.apiKey);
    expect(everything).not.toContain(WRONG_KEY);
  }
});

describe('OpenAI-compatible client', () => {
  it('posts the model, messages and Bearer key to {base}/chat/completions', async () => {
    fake.reply(chatReply('Hello there'));
    const completion = await client.complete([{ role: 'system', content: 'Be brief.' }, ...user('Hi')]);
    expect(completion).toMatchObject({ content: 'Hello there', toolCalls: [], finishReason: 'stop', citations: [], searchResults: [] });
    expect(fake.requests[0]).toMatchObject({ method: 'POST', path: '/v1/chat/completions', authorization: `Bearer ${fake.apiKey}` });
    expect(lastBody()).toEqual({ model: 'sonar-pro', messages: [{ role: 'system', content: 'Be brief.' }, { role: 'user', content: 'Hi' }] });
  });

  it('sends tools and JSON mode when asked, and reads tool calls back', async () => {
    fake.reply(chatReply(null, { toolCalls: [{ id: 'call_1', name: 'search_products', arguments: { query: 'mugs' } }] }));
    const tools = [{ type: 'function' as const, function: { name: 'search_products', parameters: { type: 'object' } } }];
    const completion = await client.complete(user('Find mugs'), { tools, responseFormatJson: true });
    expect(lastBody()).toMatchObject({ tools, tool_choice: 'auto', response_format: { type: 'json_object' } });
    expect(completion.finishReason).toBe('tool_calls');
    expect(completion.toolCalls).toEqual([{ id: 'call_1', type: 'function', function: { name: 'search_products', arguments: '{"query":"mugs"}' } }]);
    expect(completion.message).toEqual({ role: 'assistant', content: null, tool_calls: completion.toolCalls });
  });

  it("keeps Perplexity's citations and search results", async () => {
    fake.reply(chatReply('Answer [1]', {
      citations: ['https://news.example/a', 'https://acme.example/'],
      searchResults: [{ title: 'Acme news', url: 'https://news.example/a', date: '2026-03-01', snippet: 'Acme is hiring' }],
    }));
    const completion = await client.complete(user('q'));
    expect(completion.citations).toEqual(['https://news.example/a', 'https://acme.example/']);
    expect(completion.searchResults).toEqual([{ title: 'Acme news', url: 'https://news.example/a', date: '2026-03-01', snippet: 'Acme is hiring' }]);
  });

  it('maps a rejected key to a clear message that never repeats the key', async () => {
    const wrong = createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: WRONG_KEY, model: 'm' });
    const err = await failure(wrong.complete(user('Hi')), 'unauthorized');
    expect(err.message).toBe('The AI provider rejected the API key');
    expect(err.status).toBe(401);
  });

  it('maps 429 to rate limited, with Retry-After', async () => {
    fake.reply({ ...errorReply(429, 'Rate limit reached'), headers: { 'retry-after': '7' } });
    const err = await failure(client.complete(user('Hi')), 'rate_limited');
    expect(err.message).toBe('The AI provider rate limited the request. Try again in 7 seconds.');
    expect(err.retryAfterSeconds).toBe(7);
  });

  it('maps 5xx and 4xx with the provider detail, redacting anything secret-looking', async () => {
    fake.reply(errorReply(500, `Upstream exploded while using key ${fake.apiKey} (Bearer ${fake.apiKey})`));
    const server = await failure(client.complete(user('Hi')), 'provider_error');
    expect(server.message).toMatch(/^The AI provider failed \(HTTP 500\): Upstream exploded while using key \[redacted\]/);
    fake.reply(errorReply(404, 'The model `sonar-ultra` does not exist'));
    const request = await failure(client.complete(user('Hi')), 'bad_request');
    expect(request.message).toBe('The AI provider refused the request (HTTP 404): The model `sonar-ultra` does not exist');
  });

  it('maps malformed bodies to bad_response', async () => {
    fake.reply({ raw: '{"choices": [ {"message": ' });
    expect((await failure(client.complete(user('Hi')), 'bad_response')).message).toMatch(/could not be read \(not JSON\)/);
    fake.reply({ json: { object: 'chat.completion', choices: [] } });
    await failure(client.complete(user('Hi')), 'bad_response');
    fake.reply({ raw: '<html>502 Bad Gateway</html>', status: 502 });
    await failure(client.complete(user('Hi')), 'provider_error');
  });

  it('times out slow replies', async () => {
    const quick = createOpenAiClient({ baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'm', timeoutMs: 200 });
    fake.reply({ ...chatReply('late'), delayMs: 1000 });
    const err = await failure(quick.complete(user('Hi')), 'timeout');
    expect(err.message).toBe('The AI provider did not answer within 200 ms');
  });

  it('reports an unreachable provider without the key', async () => {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    await new Promise<void>((resolve) => server.close(() => resolve()));
    const down = createOpenAiClient({ baseUrl: `http://127.0.0.1:${port}/v1/`, apiKey: fake.apiKey, model: 'm' });
    const err = await failure(down.complete(user('Hi')), 'unavailable');
    expect(err.message).toBe(`Could not reach the AI provider at 127.0.0.1:${port}`);
  });

  it('honours a caller abort', async () => {
    // Aborted once the request has reached the provider: a timer could fire before it is even
    // sent on a busy machine, and the late request would then take the next test's scripted reply.
    const caller = new AbortController();
    fake.handle(() => {
      caller.abort();
      return { ...chatReply('late'), delayMs: 200 };
    });
    await failure(client.complete(user('Hi'), { signal: caller.signal }), 'aborted');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('extractJson', () => {
  it.each([
    ['{"a": 1}', { a: 1 }],
    ['Here you go:\n```json\n{"a": {"b": [1, 2]}}\n```\nHope that helps!', { a: { b: [1, 2] } }],
    ['<think>let me think {not json}</think>\n{"a": 2}', { a: 2 }],
    ['Sure! {"text": "curly } in a string", "n": 3} — anything else?', { text: 'curly } in a string', n: 3 }],
    ['[{"x": 1}] trailing words', [{ x: 1 }]],
    ['Results: {broken, "ok": no} then {"ok": true}', { ok: true }],
  ])('%j', (reply, expected) => {
    expect(extractJson(reply)).toEqual(expected);
  });

  it('throws bad_response when there is no JSON', () => {
    for (const reply of ['No idea, sorry.', '', null, '{unterminated']) {
      expect(() => extractJson(reply)).toThrow(LlmError);
    }
  });
});

describe('createOpenAiResearch', () => {
  const research = () => createOpenAiResearch(client);

  it('asks for the research fields, validates and normalises the answer, and keeps the sources', async () => {
    fake.reply(chatReply(
      'Here is what I found:\n```json\n' + JSON.stringify({
        found: true,
        industry: 'Healthcare',
        companySize: '201-500',
        employeeCount: '1,250',
        founded: '1987',
        headquarters: 'Austin, TX',
        country: 'us',
        description: 'A regional health system.',
        specialties: 'Cardiology, Telehealth; Urgent care',
        eventParticipationLikelihood: 'high',
        recentActivity: ['In March 2026, Acme Health opened a new clinic in Round Rock.', 'In May 2026, Acme Health is hiring 40 nurses.'],
        promoOpportunities: 'Onboarding kits for new nurses.',
        uniqueCharacteristics: 'unknown',
        linkedinUrl: 'https://www.linkedin.com/company/acme-health',
        socialLinks: { twitter: 'https://x.com/acmehealth', facebook: 'not a url', myspace: 'https://myspace.com/acme' },
        sources: ['https://acmehealth.example/about', 'javascript:alert(1)'],
      }) + '\n```',
      { citations: ['https://news.example/acme'], searchResults: [{ title: 'Acme opens clinic', url: 'https://news.example/acme', date: '2026-03-02' }] },
    ));
    const result = await research().research({ name: 'Acme Health', domain: 'acmehealth.example' });
    expect(result).toEqual({
      found: true,
      source: 'openai:sonar-pro',
      industry: 'Healthcare',
      companySize: '201-500',
      employeeCount: 1250,
      founded: 1987,
      headquarters: 'Austin, TX',
      country: 'US',
      description: 'A regional health system.',
      specialties: ['Cardiology', 'Telehealth', 'Urgent care'],
      eventParticipationLikelihood: 'High',
      recentActivity: 'In March 2026, Acme Health opened a new clinic in Round Rock.\nIn May 2026, Acme Health is hiring 40 nurses.',
      promoOpportunities: 'Onboarding kits for new nurses.',
      uniqueCharacteristics: null,
      linkedinUrl: 'https://www.linkedin.com/company/acme-health',
      socialLinks: { twitter: 'https://x.com/acmehealth', linkedin: 'https://www.linkedin.com/company/acme-health' },
      citations: [
        { title: 'Acme opens clinic', url: 'https://news.example/acme', date: '2026-03-02' },
        { url: 'https://acmehealth.example/about' },
      ],
    });
    const prompt = JSON.stringify(lastBody()?.messages);
    expect(prompt).toContain('Acme Health');
    expect(prompt).toContain('acmehealth.example');
    expect(prompt).toContain('eventParticipationLikelihood');
    expect(lastBody()?.response_format).toBeUndefined();
  });

  it('uses JSON mode when configured', async () => {
    fake.reply(chatReply('{"found": false}'));
    await createOpenAiResearch(client, { responseFormatJson: true }).research({ name: 'A', domain: 'a.com' });
    expect(lastBody()?.response_format).toEqual({ type: 'json_object' });
  });

  it('reports not found, with no facts, when the model cannot identify the company', async () => {
    fake.reply(chatReply('{"found": false, "industry": "Technology", "description": "Probably a software company"}'));
    const result = await research().research({ name: 'Zzyzx', domain: 'zzyzx.example' });
    expect(result).toMatchObject({ found: false, source: 'openai:sonar-pro', message: 'No public data found for zzyzx.example', industry: null, description: null });
    fake.reply(chatReply('{"industry": null, "description": "n/a"}'));
    expect((await research().research({ name: 'Zzyzx', domain: 'zzyzx.example' })).found).toBe(false);
  });

  it('fails clearly on an answer that is not a JSON object', async () => {
    fake.reply(chatReply('I could not find anything about that company.'));
    await failure(research().research({ name: 'A', domain: 'a.com' }), 'bad_response');
    fake.reply(chatReply('["just", "a", "list"]'));
    expect((await failure(research().research({ name: 'A', domain: 'a.com' }), 'bad_response')).message).toBe(
      'The AI research answer did not have the expected fields',
    );
  });

  it('passes provider errors through', async () => {
    fake.reply(errorReply(429, 'slow down'));
    await failure(research().research({ name: 'A', domain: 'a.com' }), 'rate_limited');
  });
});

describe('createOpenAiSignalDetector', () => {
  const company = { name: 'Acme Health', industry: 'Healthcare', recentActivity: ['In March 2026, Acme Health announced it is hiring 40 nurses.'], description: null };

  it('validates the list and fills what the model left out from the rule library', async () => {
    fake.reply(chatReply(JSON.stringify({
      signals: [
        { signalType: 'hiring', summary: 'Hiring 40 nurses', evidence: 'In March 2026, Acme Health announced it is hiring 40 nurses.' },
        { signalType: 'Trade show', summary: 'At HIMSS', evidence: 'Acme Health will exhibit at HIMSS.', date: '2026-03', useCase: 'Booth swag', productCategories: ['Notebooks and Journals', 'Spaceships'], nextSteps: ['Call the events manager'] },
        { signalType: 'Hiring', summary: 'Same hiring again', evidence: 'In March 2026, Acme Health announced it is hiring 40 nurses.' },
        { summary: 'no type, skipped' },
        'not even an object',
        { signalType: 'Leadership change', summary: 'New CEO appointed', evidence: 'Acme Health named Dana Cole CEO.' },
      ],
    })));
    const detector = createOpenAiSignalDetector(client);
    const signals = await detector.detect(company);
    expect(signals).toHaveLength(3);
    expect(signals[0]).toEqual({
      key: 'hiring:2026-03',
      occurredAt: '2026-03-15T00:00:00.000Z', // the event's own date (mid-month for "March 2026")
      signalType: 'Hiring',
      summary: 'Hiring 40 nurses',
      reasoning: 'Acme Health is adding people. Every new hire needs a welcome kit, and hiring in volume means repeat orders.',
      nextSteps: [
        'Pitch an onboarding kit sized to the hiring plan, with reorder pricing',
        'Offer recruiting-fair giveaways that help attract candidates',
        'Pitch HIPAA-safe branded badge reels for new clinical staff',
      ],
      useCase: 'Employee onboarding kits',
      productCategories: ['Apparel', 'Drinkware', 'Notebooks & Journals', 'Health & Wellness'],
      evidence: 'In March 2026, Acme Health announced it is hiring 40 nurses.',
    });
    expect(signals[1]).toMatchObject({
      key: 'trade-show:2026-03',
      signalType: 'Trade Show',
      useCase: 'Booth swag',
      productCategories: ['Notebooks & Journals'],
      nextSteps: ['Call the events manager'],
    });
    expect(signals[2]).toMatchObject({ signalType: 'Leadership Change', useCase: 'Branded merchandise', productCategories: ['Apparel', 'Drinkware'] });
    expect(signals[2].key).toMatch(/^leadership-change:/);
    const prompt = JSON.stringify(lastBody()?.messages);
    expect(prompt).toContain('In March 2026, Acme Health announced it is hiring 40 nurses.');
  });

  it('accepts a bare array or a detectedSignals field, and an empty list', async () => {
    fake.reply(
      chatReply('[{"signalType": "Award", "summary": "Named a top workplace"}]'),
      chatReply('```json\n{"detectedSignals": [{"signalType": "Funding", "summary": "Raised a Series A"}]}\n```'),
      chatReply('{"signals": []}'),
    );
    const detector = createOpenAiSignalDetector(client);
    expect((await detector.detect(company)).map((s) => s.signalType)).toEqual(['Award']);
    expect((await detector.detect(company)).map((s) => s.signalType)).toEqual(['Funding']);
    expect(await detector.detect(company)).toEqual([]);
  });

  it('fails clearly when the answer is not a list of signals', async () => {
    fake.reply(chatReply('{"answer": "there are some signals"}'));
    expect((await failure(createOpenAiSignalDetector(client).detect(company), 'bad_response')).message).toBe(
      'The AI signal answer was not a list of signals',
    );
  });
});
