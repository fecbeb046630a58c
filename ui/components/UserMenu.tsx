import { useAtom } from 'jotai';
import { useLocation } from 'wouter';
import { ListChecks, LogOut, Settings, UserRound } from 'lucide-react';
import { signOut as endSession } from '../api/client.js';
import { userAtom } from '../state/auth.js';
import { useHeadlessUI } from '../lib/headless-ui.js';

export function UserMenu() {
  const [user, setUser] = useAtom(userAtom);
  const [, navigate] = useLocation();
  const ui = useHeadlessUI();
  if (!user) return null;
  const signOut = async () => {
    await endSession();
    setUser(null);
    navigate('/');
  };
  const buttonClass = 'flex items-center gap-2 rounded-full p-1 pr-3 text-sm text-slate-700 hover:bg-slate-100';
  const face = (
    <>
      {/* The name is part of the button's name (a label hiding the visible name fails WCAG 2.5.3). */}
      <span className="sr-only">Account menu: </span>
      {user.avatarUrl ? (
        <img src={user.avatarUrl} alt="" width={32} height={32} className="h-8 w-8 rounded-full object-cover" />
      ) : (
        <span className="flex h-8 w-8 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <UserRound className="h-4 w-4" aria-hidden />
        </span>
      )}
      <span className="hidden max-w-[10rem] truncate sm:inline" data-testid="user-name">
        {user.fullName}
      </span>
    </>
  );
  // The menu's code arrives just after the first screen (lib/headless-ui.ts): the button shows at once.
  if (!ui)
    return (
      <div className="relative">
        <button type="button" className={buttonClass} aria-haspopup="menu" aria-expanded={false}>
          {face}
        </button>
      </div>
    );
  const { Menu, MenuButton, MenuItem, MenuItems } = ui;
  return (
    <Menu as="div" className="relative">
      <MenuButton className={buttonClass}>{face}</MenuButton>
      <MenuItems anchor="bottom end" className="z-50 mt-1 w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg focus:outline-none">
        <MenuItem>
          <button type="button" onClick={() => navigate('/settings')} className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-sm data-[focus]:bg-slate-100">
            <Settings className="h-4 w-4" /> Settings
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={() => navigate('/jobs')} className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-sm data-[focus]:bg-slate-100">
            <ListChecks className="h-4 w-4" /> Background jobs
          </button>
        </MenuItem>
        <MenuItem>
          <button type="button" onClick={signOut} className="flex w-full items-center gap-2 rounded px-2 py-1.5 text-sm data-[focus]:bg-slate-100">
            <LogOut className="h-4 w-4" /> Sign out
          </button>
        </MenuItem>
      </MenuItems>
    </Menu>
  );
}
