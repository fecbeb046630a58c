import type { z } from 'zod';
import type { ApiTable } from '../../contracts/http/api.js';
import { pathOf, type BodyInput, type ParamNames, type QueryInput, type ResponseOf, type RouteDef } from '../../contracts/http/route.js';
import type { RouteShape, RouteShapes } from '../../contracts/http/route-shapes.js';
import { request, type RequestOptions } from './client.js';

export type CallOptions = RequestOptions & {
  /**
   * A newer call with the same key supersedes this one: this one is aborted and rejects with an
   * AbortError (see isAbort) instead of delivering a stale result.
   */
  key?: string;
};

type Optional<T> = [T] extends [undefined] ? true : object extends T ? true : false;
type ParamArgs<D extends RouteDef> = [ParamNames<D['path']>] extends [never] ? [] : [params: Record<ParamNames<D['path']>, string>];
type QueryArgs<D extends RouteDef> = D extends { query: z.ZodType } ? (Optional<QueryInput<D>> extends true ? [query?: QueryInput<D>] : [query: QueryInput<D>]) : [];
type BodyArgs<D extends RouteDef> = D extends { upload: object } ? [file: Blob] : D extends { body: z.ZodType } ? (Optional<BodyInput<D>> extends true ? [body?: BodyInput<D>] : [body: BodyInput<D>]) : [];

/** One route as a function: path params, then the query or body, then options. */
export type Call<D extends RouteDef> = (...args: [...ParamArgs<D>, ...QueryArgs<D>, ...BodyArgs<D>, options?: CallOptions]) => Promise<ResponseOf<D>>;

/** Raw routes (images, pages) are links, not calls: the client leaves them out. */
type JsonKeys<G> = { [K in keyof G]: G[K] extends { raw: object } ? never : K }[keyof G];
export type ApiClient<T> = { [A in keyof T]: { [R in JsonKeys<T[A]>]: T[A][R] extends RouteDef ? Call<T[A][R]> : never } };

/** Whether a call failed because it was cancelled (its signal) or superseded (a newer call of its key). */
export const isAbort = (err: unknown): boolean => typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'AbortError';

const inFlight = new Map<string, AbortController>();

/** `{ q: 'a', cursor: undefined, limit: 20 }` → `?q=a&limit=20`, in the caller's key order. */
function queryString(query: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null) continue;
    params.set(key, Array.isArray(value) ? value.join(',') : String(value as string | number | boolean));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

async function call(def: RouteShape, params: Record<string, string> | undefined, query: unknown, body: unknown, options: CallOptions = {}): Promise<unknown> {
  const { key, signal, ...rest } = options;
  const controller = new AbortController();
  const cancel = () => controller.abort(signal?.reason);
  if (signal?.aborted) cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  if (key) {
    inFlight.get(key)?.abort(new DOMException('Superseded by a newer request', 'AbortError'));
    inFlight.set(key, controller);
  }
  try {
    const url = pathOf(def.path, params) + queryString(query);
    const payload = def.method === 'GET' || def.method === 'DELETE' ? undefined : (body ?? {});
    const result = await request<unknown>(def.method, url, payload, { ...rest, signal: controller.signal });
    // A stubbed or finished fetch may resolve after the abort: its result is stale all the same.
    controller.signal.throwIfAborted();
    return result;
  } finally {
    signal?.removeEventListener('abort', cancel);
    if (key && inFlight.get(key) === controller) inFlight.delete(key);
  }
}

function caller(def: RouteShape) {
  const hasParams = Boolean(def.params?.length);
  return (...args: unknown[]) => {
    let i = 0;
    const params = hasParams ? (args[i++] as Record<string, string>) : undefined;
    const query = def.query ? args[i++] : undefined;
    const body = def.body ? args[i++] : undefined;
    return call(def, params, query, body, args[i] as CallOptions | undefined);
  };
}

function buildClient(table: RouteShapes): ApiClient<ApiTable> {
  const groups = Object.entries(table).map(([area, routes]) => [area, Object.fromEntries(Object.entries(routes).map(([name, def]) => [name, caller(def)]))]);
  return Object.fromEntries(groups) as ApiClient<ApiTable>;
}

/** The route table's shapes, inlined by the build (vite.config.ts) so the schemas stay out of the bundle. */
declare const __API_ROUTES__: RouteShapes;

/** The typed API client, built from the route table: `api.companies.list({ q: 'acme' }, { signal })`. */
export const api: ApiClient<ApiTable> = buildClient(__API_ROUTES__);

/** The address of a raw route (a PDF, an image) for a link or a download: `hrefOf(proposalsApi.pdf, { id })`. */
export const hrefOf = <D extends RouteDef>(def: D, ...params: ParamArgs<D>): string => pathOf(def.path, params[0]);
