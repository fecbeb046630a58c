import { useEffect } from 'react';
import { useAtom } from 'jotai';
import { Link, useLocation } from 'wouter';
import { PanelLeftClose, PanelLeftOpen, X } from 'lucide-react';
import { cn } from '../lib/cn.js';
import { useHeadlessUI } from '../lib/headless-ui.js';
import { isActive, navItems } from './nav-items.js';
import { mobileSheetOpenAtom, sidebarOpenAtom, writeSidebarCookie } from './sidebar-state.js';
import { ConnectionIndicator } from './ConnectionIndicator.js';
import { WorkspaceSwitcher } from './WorkspaceSwitcher.js';

function NavList({ collapsed, onNavigate }: { collapsed: boolean; onNavigate?: () => void }) {
  const [path] = useLocation();
  return (
    <nav aria-label="Navigation" className="flex-1 overflow-y-auto px-2 py-3">
      {!collapsed && <p className="px-2 pb-2 text-xs font-medium uppercase tracking-wide text-slate-500">Navigation</p>}
      <ul className="space-y-1">
        {navItems.map(({ label, href, icon: Icon, badge: Badge }) => {
          const active = isActive(path, href);
          return (
            <li key={href}>
              <Link
                href={href}
                onClick={onNavigate}
                title={collapsed ? label : undefined}
                aria-current={active ? 'page' : undefined}
                className={cn(
                  'relative flex h-9 items-center gap-3 rounded-md px-2 text-sm font-medium transition-colors',
                  active ? 'bg-brand-100 text-brand-800' : 'text-slate-700 hover:bg-slate-100',
                  collapsed && 'justify-center px-0',
                )}
              >
                <Icon className="h-4 w-4 shrink-0" aria-hidden />
                {!collapsed && <span>{label}</span>}
                {collapsed && <span className="sr-only">{label}</span>}
                {Badge && <Badge collapsed={collapsed} />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

function Brand({ collapsed }: { collapsed: boolean }) {
  return (
    <Link href="/" className={cn('flex h-14 items-center gap-2 border-b border-slate-200 px-3 font-semibold', collapsed && 'justify-center px-0')}>
      <img src="/favicon.svg" alt="" className="h-7 w-7" />
      {!collapsed && <span className="text-slate-900">SwagScout</span>}
    </Link>
  );
}

/** docs/product.md#limits: 16rem expanded, 3rem collapsed, Ctrl/Cmd+B toggles, 18rem sheet under 768 px. */
export function Sidebar() {
  const [open, setOpen] = useAtom(sidebarOpenAtom);
  const [sheetOpen, setSheetOpen] = useAtom(mobileSheetOpenAtom);

  const ui = useHeadlessUI();
  useEffect(() => writeSidebarCookie(open), [open]);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.key.toLowerCase() === 'b' && (e.metaKey || e.ctrlKey)) {
        e.preventDefault();
        if (window.innerWidth < 768) setSheetOpen((v) => !v);
        else setOpen((v) => !v);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [setOpen, setSheetOpen]);

  return (
    <>
      <aside
        data-testid="sidebar"
        data-state={open ? 'expanded' : 'collapsed'}
        style={{ width: open ? '16rem' : '3rem' }}
        className="sticky top-0 hidden h-screen shrink-0 flex-col border-r border-slate-200 bg-white transition-[width] duration-200 md:flex"
      >
        <Brand collapsed={!open} />
        {open && <WorkspaceSwitcher />}
        <NavList collapsed={!open} />
        <div className={cn('flex items-center border-t border-slate-200 p-2', open ? 'justify-between' : 'flex-col gap-2')}>
          <ConnectionIndicator compact={!open} />
          <button
            type="button"
            onClick={() => setOpen(!open)}
            className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100"
            aria-label={open ? 'Collapse sidebar' : 'Expand sidebar'}
            title="Toggle sidebar (Ctrl/Cmd+B)"
          >
            {open ? <PanelLeftClose className="h-4 w-4" /> : <PanelLeftOpen className="h-4 w-4" />}
          </button>
        </div>
      </aside>
      {ui && (
      <ui.Dialog open={sheetOpen} onClose={setSheetOpen} className="relative z-50 md:hidden" aria-label="Navigation menu">
        <ui.DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
        <ui.DialogPanel style={{ width: '18rem' }} className="fixed inset-y-0 left-0 flex flex-col bg-white shadow-xl" data-testid="mobile-sheet">
          <div className="flex items-center justify-between pr-2">
            <Brand collapsed={false} />
            <button type="button" onClick={() => setSheetOpen(false)} className="rounded-md p-1.5 text-slate-500 hover:bg-slate-100" aria-label="Close navigation">
              <X className="h-4 w-4" />
            </button>
          </div>
          <WorkspaceSwitcher />
          <NavList collapsed={false} onNavigate={() => setSheetOpen(false)} />
          <div className="border-t border-slate-200 p-3">
            <ConnectionIndicator />
          </div>
        </ui.DialogPanel>
      </ui.Dialog>
      )}
    </>
  );
}
