import { Activity, Bell, Building2, FileText, LayoutDashboard, Layers, MessageSquare, Settings, Users, type LucideIcon } from 'lucide-react';

export type NavItem = { label: string; href: string; icon: LucideIcon };

/** docs/product.md#limits: the sidebar's 'Navigation' group, in this order (Proposals and Activity added since). */
export const navItems: NavItem[] = [
  { label: 'Dashboard', href: '/', icon: LayoutDashboard },
  { label: 'Companies', href: '/companies', icon: Building2 },
  { label: 'Contacts', href: '/contacts', icon: Users },
  { label: 'Messages', href: '/messages', icon: MessageSquare },
  { label: 'Proposals', href: '/proposals', icon: FileText },
  { label: 'Batches', href: '/batches', icon: Layers },
  { label: 'Alerts', href: '/alerts', icon: Bell },
  // docs/product.md#teams: the workspace's activity feed.
  { label: 'Activity', href: '/activity', icon: Activity },
  { label: 'Settings', href: '/settings', icon: Settings },
];

/** Highlighted when the path equals the entry or, for non-root entries, starts with it. */
export const isActive = (path: string, href: string) => path === href || (href !== '/' && path.startsWith(href));
