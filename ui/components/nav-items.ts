import type { NavItem } from '../ui-area.js';
import { areas } from '../areas.js';

export type { NavItem };

/**
 * The sidebar's 'Navigation' group (docs/product.md#limits): every area's entries (ui/areas.ts) by
 * position, in the order a rep works through them — find and research companies, act on their
 * signals, then sell; the workspace's activity, its jobs and settings last.
 */
export const navItems: NavItem[] = areas.flatMap((area) => area.nav ?? []).sort((a, b) => a.position - b.position);

/** Highlighted when the path equals the entry or, for non-root entries, starts with it. */
export const isActive = (path: string, href: string) => path === href || (href !== '/' && path.startsWith(href));
