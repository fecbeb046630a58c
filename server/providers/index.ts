import type { Config } from '../config.js';
import { generateDirectory } from '../../seed/directory/index.js';
import { createEmbeddedResearch } from './research/embedded.js';
import { fetchWebsiteFacts, type WebsiteFetcher } from './research/website.js';
import { createOpenAiResearch } from './research/openai.js';
import { createOpenAiClient } from './llm/openai.js';
import { createRuleSignalDetector } from './signals/rules.js';
import { createOpenAiSignalDetector } from './signals/openai.js';
import type { ContactFinder, Enricher, ResearchProvider, SignalDetector } from './research/types.js';
import type { MessageWriter } from './messages/types.js';
import { createEmbeddedWriter } from './messages/embedded.js';
import { createOpenAiWriter } from './messages/openai.js';
import type { ChatAssistant } from './chat/types.js';
import { chatAssistantFor } from './chat/choose.js';
import type { PresentationWriter } from './presentations/types.js';
import { createEmbeddedPresentationWriter } from './presentations/embedded.js';
import { createOpenAiPresentationWriter } from './presentations/openai.js';

export type Providers = {
  research: ResearchProvider & { label: string };
  enricher: Enricher & { label: string };
  contacts: ContactFinder & { label: string };
  signals: SignalDetector & { label: string };
  messages: MessageWriter & { label: string };
  chat: ChatAssistant & { label: string };
  presentations: PresentationWriter & { label: string };
};

/**
 * Reads a company's home page through the guarded client: only public addresses, resolved once
 * per connection, so a prospect's "domain" cannot make the server fetch something on its own
 * network. Tests inject a resolver / local start URLs through `websiteFetchForTests`, which no
 * environment variable can set.
 */
function guardedWebsiteFetcher(config: Config): WebsiteFetcher {
  const testHooks = config.websiteFetchForTests ?? {};
  return (domain, hooks) => fetchWebsiteFacts(domain, { timeoutMs: 5000, ...testHooks, ...hooks });
}

let directory: ReturnType<typeof generateDirectory> | undefined;

/** Built-in providers by default; an OpenAI-compatible model for research and signals when configured. */
export function createProviders(config: Config): Providers {
  directory ??= generateDirectory();
  const embedded = createEmbeddedResearch({ directory, fetchWebsite: guardedWebsiteFetcher(config) });
  const builtIn = 'SwagScout built-in';
  const base = { enricher: { ...embedded, label: builtIn }, contacts: { ...embedded, label: builtIn }, chat: chatAssistantFor(config, builtIn) };
  if (config.llm) {
    const client = createOpenAiClient({ baseUrl: config.llm.baseUrl, apiKey: config.llm.apiKey ?? '', model: config.llm.model, timeoutMs: 60_000 });
    const label = `openai:${config.llm.model}`;
    return {
      ...base,
      research: { ...createOpenAiResearch(client), label },
      signals: { ...createOpenAiSignalDetector(client), label },
      messages: { ...createOpenAiWriter(client), label },
      presentations: { ...createOpenAiPresentationWriter(client), label },
    };
  }
  return {
    ...base,
    research: { ...embedded, label: builtIn },
    signals: { ...createRuleSignalDetector(), label: builtIn },
    messages: { ...createEmbeddedWriter(), label: builtIn },
    presentations: { ...createEmbeddedPresentationWriter(), label: builtIn },
  };
}
