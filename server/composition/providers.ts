import type { Config } from '../config.js';
import type { Db } from '../db/connect.js';
import type { Clock } from '../clock.js';
import { createSpeller } from '../catalogue/speller.js';
import { CAPABILITIES, PROVIDER_OPTIONS, providerVariable, type Capability, type ProviderId } from '../ports/capabilities.js';
import type { CapabilityContracts, CatalogueConnection, CatalogueProviders, Providers } from '../ports/providers.js';
import { createOpenAiClient, type LlmClient } from '../llm/openai.js';
import { createEmbeddedResearch, type EmbeddedResearch } from '../research/sources/embedded.js';
import { createOpenAiResearch } from '../research/sources/openai.js';
import { fetchWebsiteFacts, type WebsiteFetcher } from '../research/sources/website.js';
import type { CompanyDirectory } from '../directory/company-directory.js';
import { createRuleSignalDetector } from '../research/signals/rules.js';
import { createOpenAiSignalDetector } from '../research/signals/openai.js';
import { createEmbeddedWriter } from '../writers/messages/embedded.js';
import { createOpenAiWriter } from '../writers/messages/openai.js';
import { createEmbeddedPresentationWriter } from '../writers/presentations/embedded.js';
import { createOpenAiPresentationWriter } from '../writers/presentations/openai.js';
import { createEmbeddedAssistant } from '../assistant/providers/embedded.js';
import { createOpenAiAssistant } from '../assistant/providers/openai.js';
import { createWebhookAssistant } from '../assistant/providers/webhook.js';
import { createBuiltinProvider } from '../catalogue/providers/builtin.js';
import { createSageProvider, sageSettings } from '../catalogue/providers/sage-provider.js';
import type { CatalogueProvider, CatalogueProviderName, ProviderCache } from '../ports/catalogue.js';

/**
 * The provider registry: for each capability, the providers that can answer it, built from
 * configuration once at boot. Each capability is chosen on its own (RESEARCH_PROVIDER,
 * CHAT_PROVIDER…); unset, it keeps the default below. Every provider carries one identity
 * `{ id, label }`, and the label is what results store and the UI shows. What each capability
 * answers (its interface), the Providers type and the capability list are the ports' (server/ports/).
 */

export const BUILTIN_LABEL = 'SwagScout built-in';

/** What adapters are built from; each piece is made once, the first time a chosen provider needs it. */
type Parts = {
  /** For adapters that read their own settings. */
  config: Config;
  /** Today, for adapters whose answers depend on it (signal recency). */
  clock: Clock;
  /** The one model client every OpenAI-compatible capability shares. */
  llm(): LlmClient;
  /** The directory and the website reader behind built-in research, enrichment and contact finding. */
  builtinResearch(): EmbeddedResearch;
};

/** Every capability's providers by id. Adding one: its id in PROVIDER_OPTIONS, its factory here, its label below. */
const ADAPTERS: { [C in Capability]: { [P in ProviderId<C>]: (parts: Parts) => CapabilityContracts[C] } } = {
  research: { builtin: (p) => p.builtinResearch(), openai: (p) => createOpenAiResearch(p.llm()) },
  signals: { builtin: (p) => createRuleSignalDetector(p.clock), openai: (p) => createOpenAiSignalDetector(p.llm(), { clock: p.clock }) },
  enrichment: { builtin: (p) => p.builtinResearch() },
  contacts: { builtin: (p) => p.builtinResearch() },
  messages: { builtin: () => createEmbeddedWriter(), openai: (p) => createOpenAiWriter(p.llm()) },
  presentations: { builtin: () => createEmbeddedPresentationWriter(), openai: (p) => createOpenAiPresentationWriter(p.llm()) },
  chat: { builtin: () => createEmbeddedAssistant(), openai: (p) => createOpenAiAssistant(p.llm()), webhook: (p) => createWebhookAssistant(p.config.chatWebhookUrl!) },
};

/** Outside catalogues a workspace can connect, by id. Adding one: its adapter and settings schema here, its id in CatalogueProviderName. */
type ConnectorId = Exclude<CatalogueProviderName, 'builtin'>;
const CATALOGUE_CONNECTORS: Record<ConnectorId, { label: string; connect(config: Config, connection: CatalogueConnection, cache: ProviderCache): CatalogueProvider | null }> = {
  sage: {
    label: 'SAGE Connect',
    connect(config, connection, cache) {
      const settings = sageSettings.safeParse(connection.settings);
      return settings.success ? createSageProvider({ baseUrl: config.sageBaseUrl, credentials: { ...settings.data, key: connection.key }, cache }) : null;
    },
  },
};

const isConnector = (id: string): id is ConnectorId => Object.hasOwn(CATALOGUE_CONNECTORS, id);

type ProviderConfig = Pick<Config, 'llm' | 'chatWebhookUrl' | 'providerChoices'>;

const LABELS: Record<ProviderId, (config: ProviderConfig) => string> = {
  builtin: () => BUILTIN_LABEL,
  openai: (config) => `openai:${config.llm?.model}`,
  webhook: () => 'chat webhook',
};

/** What a provider needs configured, and the variable that says so. */
const NEEDS: Partial<Record<ProviderId, (config: ProviderConfig) => string | null>> = {
  openai: (config) => (config.llm ? null : 'LLM_BASE_URL'),
  webhook: (config) => (config.chatWebhookUrl ? null : 'CHAT_WEBHOOK_URL'),
};

/**
 * Today's behaviour when nothing is chosen: the model (LLM_*) for every capability it can answer,
 * the chat webhook first for chat, otherwise the built-in providers.
 */
function defaultFor(capability: Capability, config: ProviderConfig): ProviderId {
  const options: readonly ProviderId[] = PROVIDER_OPTIONS[capability];
  if (options.includes('webhook') && config.chatWebhookUrl) return 'webhook';
  if (options.includes('openai') && config.llm) return 'openai';
  return 'builtin';
}

/** The provider id of each capability; throws, naming the variable, when a choice cannot work. */
export function chooseProviders(config: ProviderConfig): { [C in Capability]: ProviderId<C> } {
  const chosen: Partial<Record<Capability, ProviderId>> = {};
  for (const capability of CAPABILITIES) {
    const id: ProviderId = config.providerChoices[capability] ?? defaultFor(capability, config);
    if (!(PROVIDER_OPTIONS[capability] as readonly ProviderId[]).includes(id)) {
      throw new Error(`${providerVariable(capability)} must be one of ${PROVIDER_OPTIONS[capability].join(', ')}`);
    }
    const missing = NEEDS[id]?.(config);
    if (missing) throw new Error(`${providerVariable(capability)}=${id} needs ${missing}`);
    chosen[capability] = id;
  }
  return chosen as { [C in Capability]: ProviderId<C> };
}

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

const once = <T>(make: () => T): (() => T) => {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
};

function catalogueProviders(config: Config, db: Db): CatalogueProviders {
  return {
    builtin: once(() => ({ ...createBuiltinProvider(db, createSpeller(db)), id: 'builtin', label: 'SwagScout catalogue' })),
    connect(connection, cache) {
      const id = connection.provider;
      if (!isConnector(id)) return null;
      const provider = CATALOGUE_CONNECTORS[id].connect(config, connection, cache);
      return provider ? { ...provider, id, label: CATALOGUE_CONNECTORS[id].label } : null;
    },
  };
}

/**
 * Builds the chosen provider of every capability (see chooseProviders) and the catalogue choice.
 * `directory` is the built-in company directory, `db` the database the built-in catalogue reads,
 * `clock` today for every provider that needs it.
 */
export function createProviders(config: Config, deps: { directory: CompanyDirectory; db: Db; clock: Clock }): Providers {
  const chosen = chooseProviders(config);
  const parts: Parts = {
    config,
    clock: deps.clock,
    llm: once(() => {
      const llm = config.llm!;
      return createOpenAiClient({ baseUrl: llm.baseUrl, apiKey: llm.apiKey ?? '', model: llm.model, timeoutMs: 60_000 });
    }),
    builtinResearch: once(() => createEmbeddedResearch({ directory: deps.directory, fetchWebsite: guardedWebsiteFetcher(config), clock: deps.clock })),
  };
  const build = <C extends Capability>(capability: C): Providers[C] => {
    const id = chosen[capability];
    const factory = (ADAPTERS[capability] as Record<string, (parts: Parts) => CapabilityContracts[C]>)[id];
    return { ...factory(parts), id, label: LABELS[id](config) } as Providers[C];
  };
  return {
    research: build('research'),
    signals: build('signals'),
    enrichment: build('enrichment'),
    contacts: build('contacts'),
    messages: build('messages'),
    presentations: build('presentations'),
    chat: build('chat'),
    catalogue: catalogueProviders(config, deps.db),
  };
}
