/**
 * What each capability may be answered by, and the variable that chooses it. The registry
 * (server/composition/providers.ts) builds the providers; the configuration (server/config.ts)
 * reads the choices. A capability without a variable set keeps the default described in the registry.
 */
export const PROVIDER_OPTIONS = {
  research: ['builtin', 'openai'],
  signals: ['builtin', 'openai'],
  enrichment: ['builtin'],
  contacts: ['builtin'],
  messages: ['builtin', 'openai'],
  presentations: ['builtin', 'openai'],
  chat: ['builtin', 'openai', 'webhook'],
} as const;

export type Capability = keyof typeof PROVIDER_OPTIONS;
export type ProviderId<C extends Capability = Capability> = (typeof PROVIDER_OPTIONS)[C][number];
/** The providers chosen by configuration; a capability left out takes its default. */
export type ProviderChoices = { [C in Capability]?: ProviderId<C> };

export const CAPABILITIES = Object.keys(PROVIDER_OPTIONS) as Capability[];

/** The variable that chooses a capability's provider: RESEARCH_PROVIDER, CHAT_PROVIDER… */
export const providerVariable = (capability: Capability): string => `${capability.toUpperCase()}_PROVIDER`;

/** Which provider produced a result: `id` is the registry's name, `label` what results and the UI show. */
export type ProviderIdentity = { id: string; label: string };
