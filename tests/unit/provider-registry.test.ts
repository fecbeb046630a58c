import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { chooseProviders, createProviders } from '../../server/composition/providers.js';
import { createCompanyDirectory } from '../../server/directory/company-directory.js';
import { systemClock } from '../../server/clock.js';

const llm = { baseUrl: 'http://127.0.0.1:9/v1', apiKey: 'sk-test', model: 'm-test' };
const configOf = (env: Record<string, string>) => loadConfig({ LOG_LEVEL: 'silent', ...env }, { inMemory: true });

describe('provider registry', () => {
  it('defaults to the built-in providers without configuration', () => {
    expect(chooseProviders(configOf({}))).toEqual({
      research: 'builtin', signals: 'builtin', enrichment: 'builtin', contacts: 'builtin', messages: 'builtin', presentations: 'builtin', chat: 'builtin',
    });
  });

  it('keeps today’s defaults: LLM_* answers every capability a model can, the chat webhook wins for chat', () => {
    expect(chooseProviders({ llm, chatWebhookUrl: undefined, providerChoices: {} })).toEqual({
      research: 'openai', signals: 'openai', enrichment: 'builtin', contacts: 'builtin', messages: 'openai', presentations: 'openai', chat: 'openai',
    });
    expect(chooseProviders({ llm, chatWebhookUrl: 'http://127.0.0.1:9/hook', providerChoices: {} }).chat).toBe('webhook');
  });

  it('chooses each capability on its own from its variable', () => {
    const config = configOf({ LLM_BASE_URL: llm.baseUrl, CHAT_WEBHOOK_URL: 'http://127.0.0.1:9/hook', MESSAGES_PROVIDER: 'builtin', CHAT_PROVIDER: 'openai', SIGNALS_PROVIDER: 'builtin' });
    expect(chooseProviders(config)).toMatchObject({ research: 'openai', signals: 'builtin', messages: 'builtin', presentations: 'openai', chat: 'openai' });
  });

  it('refuses a choice that cannot work, naming the variable', () => {
    expect(() => configOf({ RESEARCH_PROVIDER: 'webhook' })).toThrow(/RESEARCH_PROVIDER/);
    expect(() => chooseProviders(configOf({ RESEARCH_PROVIDER: 'openai' }))).toThrow('RESEARCH_PROVIDER=openai needs LLM_BASE_URL');
    expect(() => chooseProviders(configOf({ CHAT_PROVIDER: 'webhook' }))).toThrow('CHAT_PROVIDER=webhook needs CHAT_WEBHOOK_URL');
  });

  it('gives every provider one identity: the id it was chosen by and the label results show', () => {
    const config = configOf({ LLM_BASE_URL: llm.baseUrl, LLM_MODEL: 'm-test', CHAT_WEBHOOK_URL: 'http://127.0.0.1:9/hook', PRESENTATIONS_PROVIDER: 'builtin' });
    const p = createProviders(config, { directory: createCompanyDirectory(systemClock, { companies: () => [], tradeShows: () => [] }), db: undefined as never, clock: systemClock });
    expect({ id: p.research.id, label: p.research.label }).toEqual({ id: 'openai', label: 'openai:m-test' });
    expect({ id: p.presentations.id, label: p.presentations.label }).toEqual({ id: 'builtin', label: 'SwagScout built-in' });
    expect({ id: p.contacts.id, label: p.contacts.label }).toEqual({ id: 'builtin', label: 'SwagScout built-in' });
    expect({ id: p.chat.id, label: p.chat.label }).toEqual({ id: 'webhook', label: 'chat webhook' });
  });
});
