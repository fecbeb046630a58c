import type { Context } from 'koa';
import { parseCookie } from 'cookie';
import { ACCESS_TTL_SECONDS, REFRESH_TTL_SECONDS } from './tokens.js';

export const ACCESS_COOKIE = 'ss_access';
export const REFRESH_COOKIE = 'ss_refresh';
const REFRESH_PATH = '/api/auth';
/**
 * Says only that this browser holds a session (it lives as long as the refresh token and goes
 * with it): the page routes cannot see the refresh cookie (its path is /api/auth), and a visitor
 * with neither this nor an access cookie is sent the landing page already rendered
 * (server/http/static-ui.ts). Never read as a credential.
 */
export const SESSION_HINT_COOKIE = 'ss_signed_in';

const baseOptions = (secure: boolean) => ({ httpOnly: true, sameSite: 'lax' as const, secure, overwrite: true });

export function setSessionCookies(ctx: Context, access: string, refresh: string, secure: boolean) {
  setAccessCookie(ctx, access, secure);
  ctx.cookies.set(REFRESH_COOKIE, refresh, { ...baseOptions(secure), path: REFRESH_PATH, maxAge: REFRESH_TTL_SECONDS * 1000 });
  ctx.cookies.set(SESSION_HINT_COOKIE, '1', { ...baseOptions(secure), path: '/', maxAge: REFRESH_TTL_SECONDS * 1000 });
}

/** Only the access cookie: e.g. after switching workspace (the session, and its refresh token, stay). */
export function setAccessCookie(ctx: Context, access: string, secure: boolean) {
  ctx.cookies.set(ACCESS_COOKIE, access, { ...baseOptions(secure), path: '/', maxAge: ACCESS_TTL_SECONDS * 1000 });
}

export function clearSessionCookies(ctx: Context) {
  ctx.cookies.set(ACCESS_COOKIE, null, { path: '/' });
  ctx.cookies.set(REFRESH_COOKIE, null, { path: REFRESH_PATH });
  ctx.cookies.set(SESSION_HINT_COOKIE, null, { path: '/' });
}

/**
 * Reads one cookie from a raw Cookie header (socket handshakes have no Koa context). Never
 * throws: a value that is not valid percent-encoding is returned as sent.
 */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parseCookie(header)[name];
}
