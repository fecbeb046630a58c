import {
  Activity,
  Bell,
  Bot,
  Building2,
  FileText,
  LayoutDashboard,
  Layers,
  ListChecks,
  MessageSquare,
  Presentation,
  Search,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';

export type NavItem = { label: string; href: string; icon: LucideIcon };

/**
 * The sidebar's 'Navigation' group (docs/product.md#limits): every area of the app, in the order a
 * rep works through them — find and research companies, act on their signals, then sell.
 */
export const navItems: NavItem[] = [
  { label: 'Dashboard', href: '/', icon: LayoutDashboard },
  { label: 'Companies', href: '/companies', icon: Building2 },
  { label: 'Contacts', href: '/contacts', icon: Users },
  { label: 'Alerts', href: '/alerts', icon: Bell },
  { label: 'Chat', href: '/chat', icon: Bot },
  { label: 'Product Search', href: '/product-search', icon: Search },
  { label: 'Proposals', href: '/proposals', icon: FileText },
  { label: 'Presentations', href: '/presentations', icon: Presentation },
  { label: 'Messages', href: '/messages', icon: MessageSquare },
  { label: 'Batches', href: '/batches', icon: Layers },
  // docs/product.md#teams: the workspace's activity feed.
  { label: 'Activity', href: '/activity', icon: Activity },
  { label: 'Background jobs', href: '/jobs', icon: ListChecks },
  { label: 'Settings', href: '/settings', icon: Settings },
];

/** Highlighted when the path equals the entry or, for non-root entries, starts with it. */
export const isActive = (path: string, href: string) => path === href || (href !== '/' && path.startsWith(href));
