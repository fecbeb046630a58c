import type { ReactNode } from 'react';
import { useSetAtom } from 'jotai';
import { Link } from 'wouter';
import { Menu, Search } from 'lucide-react';
import { Sidebar } from './Sidebar.js';
import { UserMenu } from './UserMenu.js';
import { mobileSheetOpenAtom } from './sidebar-state.js';
import { MailboxBanner } from './MailboxBanner.js';

/** The signed-in frame: sidebar, top bar and the page. */
export function AppLayout({ children }: { children: ReactNode }) {
  const openSheet = useSetAtom(mobileSheetOpenAtom);
  return (
    <div className="flex min-h-screen">
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-30 flex h-14 items-center justify-between border-b border-slate-200 bg-white/90 px-4 backdrop-blur">
          <button type="button" className="rounded-md p-2 text-slate-600 hover:bg-slate-100 md:hidden" onClick={() => openSheet(true)} aria-label="Open navigation">
            <Menu className="h-5 w-5" />
          </button>
          <div className="flex-1" />
          <Link href="/product-search" className="mr-2 inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100">
            <Search className="h-4 w-4" aria-hidden /> <span className="max-sm:sr-only">Product Search</span>
          </Link>
          <UserMenu />
        </header>
        <main className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:px-8">
          <MailboxBanner />
          {children}
        </main>
      </div>
    </div>
  );
}
