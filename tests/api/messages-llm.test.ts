import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../contracts/events.js';
import { CONNECTION_REQUEST_MAX, messageResponse, type GeneratedMessage } from '../../contracts/messages.js';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { signUp } from '../helpers/client.js';
import { connectSocket } from '../helpers/socket.js';
import { chatReply, errorReply, startFakeOpenAi, type FakeOpenAi } from '../fixtures/fake-openai.js';

let fake: FakeOpenAi;
let server: RunningServer;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({ llm: { baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'writer-test' } });
  await server.seeded;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const settled = (id: string) => (e: EventEnvelope) =>
  e.type === 'message.updated' && (e.payload as { message: GeneratedMessage }).message.id === id && (e.payload as { message: GeneratedMessage }).message.status !== 'pending';

describe('messages written by a configured OpenAI-compatible model', () => {
  it('records the model as the provider, enforces LinkedIn limits, and fails clearly when the model keeps failing', async () => {
    const { client } = await signUp(server.url, 'Model Writer');
    const socket = await connectSocket(server.url, client.cookieHeader);
    try {
      await client.put('/api/branding', { companyName: 'Model Promo Co', brandTone: 'professional', primaryColor: '#7E69AB', secondaryColor: '#1EAEDB' });
      const pick = (await client.get('/api/directory/companies?limit=1')).body.items[0] as { name: string; domain: string };
      const id = (await client.post('/api/companies', { name: pick.name, domain: pick.domain })).body.company.id as string;
      await client.post(`/api/companies/${id}/enrich`);
      await socket.waitFor((e) => e.type === 'company.updated' && (e.payload as { change?: { kind: string } }).change?.kind === 'enriched', 20_000);
      await client.post(`/api/companies/${id}/contacts/find`, { categories: ['executive', 'hr', 'marketing', 'membership'] });
      const found = await socket.waitFor((e) => e.type === 'company.contacts.found', 20_000);
      const contact = (found.payload as { contacts: Array<{ id: string; firstName: string }> }).contacts[0];

      fake.reply(chatReply(JSON.stringify({ subject: 'ignored for LinkedIn', message: `Hi ${contact.firstName}! ${'Branded gear your team will keep. '.repeat(15)}` })));
      const res = await client.post('/api/messages/generate', { contactId: contact.id, messageType: 'connection_request' });
      const pending = messageResponse.parse(res.body).message;
      const done = (await socket.waitFor(settled(pending.id), 20_000)).payload as { message: GeneratedMessage };
      expect(done.message).toMatchObject({ status: 'ready', provider: 'openai:writer-test', subject: null });
      expect(done.message.message!.length).toBeLessThanOrEqual(CONNECTION_REQUEST_MAX);
      const prompt = fake.requests.at(-1)!.body!.messages!.map((m) => m.content).join('\n');
      expect(prompt).toContain(pick.name);
      expect(prompt).toContain('Model Writer');
      expect(prompt).toContain('Connection Request Message');

      fake.handle(() => errorReply(503, 'overloaded'));
      const failing = messageResponse.parse((await client.post('/api/messages/generate', { contactId: contact.id })).body).message;
      const failed = (await socket.waitFor(settled(failing.id), 30_000)).payload as { message: GeneratedMessage };
      expect(failed.message).toMatchObject({ status: 'failed', error: 'The AI provider failed (HTTP 503): overloaded', message: null });
    } finally {
      fake.handle(null);
      socket.close();
    }
  });
});
