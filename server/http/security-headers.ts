import type { Context, Middleware } from 'koa';
import helmet from 'koa-helmet';

type HelmetOptions = NonNullable<Parameters<typeof helmet>[0]>;
type HeaderValue = string | number | readonly string[];

/**
 * JSON API responses get the short set the OWASP REST Security Cheat Sheet recommends: they load
 * nothing, may not be framed and must not be sniffed. Pages (the UI, Agendash) get helmet's full
 * set. Every header byte is paid on each of the many small API responses (see BENCHMARKS.md).
 */
export const API_SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
  'Strict-Transport-Security': 'max-age=31536000; includeSubDomains',
};

/** The headers helmet sets with these (static) options, worked out once. */
export function helmetHeaders(options: HelmetOptions): Array<[string, HeaderValue]> {
  const headers = new Map<string, HeaderValue>();
  const res = {
    setHeader: (name: string, value: HeaderValue) => void headers.set(name, value),
    removeHeader: (name: string) => void headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  };
  // helmet sets its headers synchronously before it calls next.
  void helmet(options)({ req: { headers: {} }, res } as unknown as Context, async () => undefined).catch(() => undefined);
  if (headers.size === 0) throw new Error('helmet set no headers synchronously; cannot precompute them');
  return [...headers];
}

/**
 * Security headers on every response, computed once instead of running helmet's dozen small
 * middlewares per request. The page options must be static (no per-request CSP nonces).
 */
export function securityHeaders(pageOptions: HelmetOptions, apiPrefix = '/api/'): Middleware {
  // As two lists each, walked by index: no pair destructured per header and request.
  const split = (headers: Array<[string, HeaderValue]>) => ({ names: headers.map(([n]) => n), values: headers.map(([, v]) => v) });
  const page = split(helmetHeaders(pageOptions));
  const api = split(Object.entries(API_SECURITY_HEADERS));
  return (ctx, next) => {
    const { names, values } = ctx.path.startsWith(apiPrefix) ? api : page;
    const res = ctx.res;
    for (let i = 0; i < names.length; i++) res.setHeader(names[i], values[i]);
    return next();
  };
}
