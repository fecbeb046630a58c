import type { EventEnvelope, EventType } from '../../contracts/events.js';
import { activityEvents } from './activity.js';
import { alertEvents } from './alerts.js';
import { backgroundJobEvents } from './background-jobs.js';
import { companyBatchEvents } from './company-batches.js';
import { brandingEvents } from './branding.js';
import { chatEvents } from './chat.js';
import { companyEvents } from './companies.js';
import { companyDetailEvents } from './company-detail.js';
import { contactBatchEvents } from './contact-batches.js';
import { contactEvents } from './contacts.js';
import { messageEvents } from './messages.js';
import { presentationEvents } from './presentations.js';
import { presentationSharingEvents } from './presentation-sharing.js';
import { profileEvents } from './profile.js';
import { proposalEvents } from './proposals.js';
import { proposalSettingsEvents } from './proposal-settings.js';
import type { EventHandler, EventHandlers, Store } from './store.js';
import { templateEvents } from './templates.js';
import { teamEvents } from './team.js';
import { presenceEvents } from './presence.js';

/**
 * How each event changes what this tab shows: every entity's handlers for its type, run in
 * this order on the tab's Jotai store. A new entity adds its map here.
 */
const entityEvents: EventHandlers[] = [
  profileEvents,
  brandingEvents,
  templateEvents,
  companyEvents,
  contactEvents,
  alertEvents,
  companyDetailEvents,
  messageEvents,
  companyBatchEvents,
  contactBatchEvents,
  presentationEvents,
  presentationSharingEvents,
  backgroundJobEvents,
  chatEvents,
  proposalEvents,
  proposalSettingsEvents,
  teamEvents,
  presenceEvents,
  activityEvents,
];

const handlersByType = new Map<EventType, EventHandler<EventType>[]>();
for (const events of entityEvents)
  for (const [type, handler] of Object.entries(events) as [EventType, EventHandler<EventType>][])
    handlersByType.set(type, [...(handlersByType.get(type) ?? []), handler]);

export function applyEvent(event: EventEnvelope, store: Store): void {
  for (const handler of handlersByType.get(event.type) ?? []) handler(event, store);
}
