import { atom } from 'jotai';

export const SIDEBAR_COOKIE = 'sidebar_state';
const SEVEN_DAYS = 7 * 24 * 60 * 60;
export const MOBILE_BREAKPOINT = 768;

export function readSidebarCookie(): boolean {
  if (typeof document === 'undefined') return true;
  const match = document.cookie.match(/(?:^|;\s*)sidebar_state=(true|false)/);
  return match ? match[1] === 'true' : true;
}

export function writeSidebarCookie(open: boolean) {
  document.cookie = `${SIDEBAR_COOKIE}=${open}; path=/; max-age=${SEVEN_DAYS}; SameSite=Lax`;
}

/** Desktop: expanded (16rem) or collapsed to icons (3rem); kept in a cookie for 7 days. */
export const sidebarOpenAtom = atom(readSidebarCookie());
/** Phones (< 768 px): the slide-in sheet (18rem). */
export const mobileSheetOpenAtom = atom(false);
