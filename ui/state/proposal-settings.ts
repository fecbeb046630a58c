import type { ProposalSettings } from '../../contracts/proposals.js';
import { createSingleRecord } from './record-store.js';
import type { EventHandlers } from './store.js';

/** The workspace's proposal settings: undefined until loaded; kept current by `proposal_settings.updated`. */
// (No version of its own: a change replaces the held settings when they differ.)
export const proposalSettingsRecord = createSingleRecord<ProposalSettings & { updatedAt?: string }>();

export const proposalSettingsEvents: EventHandlers = {
  'proposal_settings.updated': ({ payload }, store) => proposalSettingsRecord.upsert(store, payload.settings),
};
