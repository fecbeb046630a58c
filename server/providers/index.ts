import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
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

/** Loopback, private, link-local and unique-local addresses: never fetched on a user's behalf. */
export function isPrivateAddress(ip: string): boolean {
  if (isIP(ip) === 4) {
    const [a, b] = ip.split('.').map(Number);
    return a === 10 || a === 127 || a === 0 || (a === 169 && b === 254) || (a === 172 && b >= 16 && b <= 31) || (a === 192 && b === 168) || (a === 100 && b >= 64 && b <= 127);
  }
  const v = ip.toLowerCase();
  return v === '::1' || v === '::' || v.startsWith('fc') || v.startsWith('fd') || v.startsWith('fe80') || v.startsWith('::ffff:') && isPrivateAddress(v.slice(7));
}

/**
 * Reads a company's home page, refusing domains that resolve to internal addresses, so a
 * prospect's "domain" cannot make the server fetch something on its own network.
 */
function guardedWebsiteFetcher(config: Config): WebsiteFetcher {
  if (config.websiteOverrideUrl) return (domain, hooks) => fetchWebsiteFacts(domain, { baseUrlOverride: config.websiteOverrideUrl, ...hooks });
  // Checked before every request, redirects included.
  const checkHost = async (hostname: string) => {
    if (isIP(hostname)) return !isPrivateAddress(hostname);
    const addresses = await lookup(hostname, { all: true }).catch(() => []);
    return addresses.length > 0 && !addresses.some((a) => isPrivateAddress(a.address));
  };
  return (domain, hooks) => fetchWebsiteFacts(domain, { timeoutMs: 5000, checkHost, ...hooks });
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
