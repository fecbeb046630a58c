import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventEnvelope } from '../../contracts/events.js';
import { presentationResponse, type Presentation } from '../../contracts/presentations.js';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { signUp } from '../helpers/client.js';
import { connectSocket } from '../helpers/socket.js';
import { chatReply, errorReply, startFakeOpenAi, type FakeOpenAi } from '../fixtures/fake-openai.js';

let fake: FakeOpenAi;
let server: RunningServer;
beforeAll(async () => {
  fake = await startFakeOpenAi();
  server = await startTestServer({ llm: { baseUrl: fake.baseUrl, apiKey: fake.apiKey, model: 'deck-test' } });
  await server.seeded;
});
afterAll(async () => {
  await server?.close();
  await fake?.close();
});

const settled = (id: string) => (e: EventEnvelope) =>
  e.type === 'presentation.updated' && (e.payload as { presentation: Presentation }).presentation.id === id && (e.payload as { presentation: Presentation }).presentation.generationStatus !== 'generating';

describe('presentations written by a configured OpenAI-compatible model', () => {
  it('stores the sanitised HTML with the model as provider, and marks the presentation failed when the model keeps failing', async () => {
    const { client } = await signUp(server.url, 'Model Presenter');
    const socket = await connectSocket(server.url, client.cookieHeader);
    try {
      const p = presentationResponse.parse((await client.post('/api/presentations', { title: 'Model deck' })).body).presentation;
      fake.reply(chatReply('```html\n<section style="color:#7E69AB"><h1>Model deck</h1><script>steal()</script><img src="x" onerror="steal()"></section>\n```'));
      expect((await client.post(`/api/presentations/${p.id}/generate`, { prompt: 'A deck for our clients' })).status).toBe(202);
      const done = ((await socket.waitFor(settled(p.id), 20_000)).payload as { presentation: Presentation }).presentation;
      expect(done).toMatchObject({ generationStatus: 'idle', provider: 'openai:deck-test', error: null });
      expect(done.content!.htmlContent).toBe('<section style="color:#7E69AB"><h1>Model deck</h1></section>');
      const prompt = fake.requests.at(-1)!.body!.messages!.map((m) => m.content).join('\n');
      expect(prompt).toContain('Request: A deck for our clients');
      expect(prompt).toContain('Model Presenter');

      fake.handle(() => errorReply(503, 'overloaded'));
      expect((await client.post(`/api/presentations/${p.id}/generate`, { prompt: 'Try again' })).status).toBe(202);
      const failed = ((await socket.waitFor((e) => settled(p.id)(e) && (e.payload as { presentation: Presentation }).presentation.generationStatus === 'failed', 30_000)).payload as { presentation: Presentation }).presentation;
      expect(failed.error).toBe('The AI provider failed (HTTP 503): overloaded');
      // The last good deck is kept.
      expect(failed.content!.htmlContent).toBe(done.content!.htmlContent);
    } finally {
      fake.handle(null);
      socket.close();
    }
  });
});
