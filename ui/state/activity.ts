import { atom } from 'jotai';
import type { ActivityItem } from '../../contracts/activity.js';
import { matchesActivityKind } from '../../contracts/activity-kinds.js';
import type { EventHandlers } from './store.js';

/** How many live activity items a tab keeps (the feed's page and card read the rest from the API). */
const KEPT = 200;

/** The `activity.created` items this tab received, oldest first (docs/product.md#teams). */
export const activityArrivalsAtom = atom<ActivityItem[]>([]);

/** The feed's filters, as GET /api/activity takes them (undefined: all). */
export type ActivityFilter = { actor?: string; kind?: string };

export const matchesActivityFilter = (item: ActivityItem, f: ActivityFilter): boolean =>
  (!f.actor || item.actor?.id === f.actor) && matchesActivityKind(item.kind, f.kind);

/** Arrivals newer than a loaded feed's newest row that pass its filters, newest first. */
export const arrivalsAfter = (arrivals: readonly ActivityItem[], afterId: number, f: ActivityFilter): ActivityItem[] =>
  arrivals.filter((i) => i.id > afterId && matchesActivityFilter(i, f)).reverse();

export const activityEvents: EventHandlers = {
  'activity.created': ({ payload: { activity } }, store) => store.set(activityArrivalsAtom, (list) => [...list, activity].slice(-KEPT)),
};
