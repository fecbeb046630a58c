import { lazy, type ComponentType } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { EventHandlers } from './state/store.js';

/** A page of an area: shown at `path` to a signed-in user, inside the app frame. */
export type AreaRoute = { path: string; component: ComponentType };

/**
 * An entry of the sidebar's Navigation group. `position` places it among every area's entries
 * (lower first); `badge`, if any, is shown beside the label (and as a dot when collapsed).
 */
export type NavItem = {
  label: string;
  href: string;
  icon: LucideIcon;
  position: number;
  badge?: ComponentType<{ collapsed: boolean }>;
};

/**
 * One entity's live-event handlers. Handlers of the same event run in `order` (lower first)
 * across every area: an entity's records before the pages that react to them.
 */
export type AreaEvents = { order: number; handlers: EventHandlers };

/**
 * What an area adds to the app, listed once in ui/areas.ts. Routes: pages loaded when first
 * opened (a fixed path wins over a `:param` path of any area, whatever the order here). Events:
 * applied by every signed-in tab whichever page it shows, so they are imported eagerly.
 */
export type UiArea = {
  name: string;
  routes?: AreaRoute[];
  nav?: NavItem[];
  events?: AreaEvents[];
};

/**
 * A page component in its own chunk, downloaded when first shown. `load` must be written in the
 * area's file as `() => import('./Page.js')` so that the bundler sees the split point.
 */
export function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType): ComponentType {
  return lazy(() => load().then((m) => ({ default: pick(m) })));
}
