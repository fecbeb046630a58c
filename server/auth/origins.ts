import type { IncomingHttpHeaders } from 'node:http';

const parse = (origin: string) => {
  try {
    return new URL(origin);
  } catch {
    return null;
  }
};

/**
 * Whether a socket handshake may be served to the page it came from: the page's Origin must be
 * one of `allowed` (APP_ORIGIN and EXTRA_ORIGINS) or this very host (host:port as the browser
 * addressed it, over a scheme one of `allowed` uses: an http page cannot reach an https app), so a
 * page on another port, scheme or site cannot ride the visitor's cookie.
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
  const url = parse(origin);
  return url !== null && url.host === headers.host && allowed.some((a) => parse(a)?.protocol === url.protocol);
}
