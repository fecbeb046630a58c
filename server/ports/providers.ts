import type { Capability, ProviderIdentity } from './capabilities.js';
import type { ContactFinder, Enricher, ResearchProvider, SignalDetector } from './research.js';
import type { MessageWriter } from './messages.js';
import type { PresentationWriter } from './presentations.js';
import type { ChatAssistant } from './chat.js';
import type { CatalogueProvider, CatalogueProviderName, ProviderCache } from './catalogue.js';

/**
 * The providers every area is given (AppContext.providers): for each capability the chosen
 * provider, with its identity, and the catalogues. server/composition/providers.ts builds them from
 * configuration, once, at boot (server/app.ts); infrastructure knows only these interfaces.
 */

export type CapabilityContracts = {
  research: ResearchProvider;
  signals: SignalDetector;
  enrichment: Enricher;
  contacts: ContactFinder;
  messages: MessageWriter;
  presentations: PresentationWriter;
  chat: ChatAssistant;
};

export type Catalogue = CatalogueProvider & { id: CatalogueProviderName; label: string };

/** A workspace's saved connection to an outside catalogue (server/catalogue/connections.ts). */
export type CatalogueConnection = { provider: string; settings: unknown; key: string };

export type CatalogueProviders = {
  /** The built-in catalogue, made once. */
  builtin(): Catalogue;
  /** The outside catalogue a connection names; null for a provider or settings it does not know. */
  connect(connection: CatalogueConnection, cache: ProviderCache): Catalogue | null;
};

export type Providers = { [C in Capability]: CapabilityContracts[C] & ProviderIdentity } & { catalogue: CatalogueProviders };
