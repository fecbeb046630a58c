import { atom } from 'jotai';
import type { EventType } from '../../contracts/events.js';
import type { EventHandlers, Store } from './store.js';

/**
 * Bumped by every event that can move the deal figures: amounts, stages and owners of companies,
 * the stage probabilities, proposals (a sent proposal's total is a deal's amount), tasks (done
 * counts, stale deals without one), emails sent and replies, buyer signals. Open reports and the
 * dashboard's forecast re-read, debounced.
 */
export const dealFiguresVersionAtom = atom(0);

export const DEAL_FIGURE_EVENTS = [
  'company.created',
  'company.updated',
  'company.deleted',
  'deal.settings.updated',
  'proposal.updated',
  'proposal.deleted',
  'proposal.client_action',
  'task.created',
  'task.updated',
  'task.deleted',
  'email.updated',
  'email.received',
  'alert.created',
] as const satisfies readonly EventType[];

const bump = (_event: unknown, store: Store) => store.set(dealFiguresVersionAtom, (v) => v + 1);

/** Run after the records (companies 40, proposals 150, tasks 75…): pages re-read once the records are held. */
export const dealFigureEvents: EventHandlers = Object.fromEntries(DEAL_FIGURE_EVENTS.map((type) => [type, bump]));
