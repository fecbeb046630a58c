import type { IncomingHttpHeaders } from 'node:http';

const hostOf = (origin: string) => {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
};

/**
 * Whether a socket handshake may be served to the page it came from: the page's Origin must be
 * one of `allowed` (APP_ORIGIN and EXTRA_ORIGINS) or this very host (scheme://host:port as the
 * browser addressed it), so a page on another port or site cannot ride the visitor's cookie.
 * Browsers send Origin with every WebSocket and cross-origin request; a same-origin polling GET
 * may come without one, and then Sec-Fetch-Site (sent by browsers, not by other clients) must not
 * say the request came from another site.
 */
export function originAllowed(headers: IncomingHttpHeaders, allowed: readonly string[]): boolean {
  const origin = headers.origin;
  if (origin === undefined) {
    const site = headers['sec-fetch-site'];
    return site === undefined || site === 'same-origin' || site === 'none';
  }
  if (allowed.includes(origin)) return true;
  const host = hostOf(origin);
  return host !== null && host === headers.host;
}
