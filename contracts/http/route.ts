import type { z } from 'zod';
import type { Action } from '../permissions.js';

/**
 * One HTTP route, declared once: the server registers its handler from it
 * (server/http/typed-routes.ts), the UI calls it through the client built from it
 * (ui/api/endpoints.ts), and GET /api/openapi.json describes it.
 */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A path parameter: a record id (anything but a UUID is a 400 "Invalid <label>") or text the handler checks. */
export type PathParam = { readonly kind: 'uuid'; readonly label: string } | { readonly kind: 'text'; readonly description: string };
export const uuidParam = (label: string) => ({ kind: 'uuid', label }) as const;
export const textParam = (description: string) => ({ kind: 'text', description }) as const;

/** A request body that is a file, sent raw with its own Content-Type (an image upload): the handler reads it. */
export type RawUpload = { readonly contentTypes: readonly string[]; readonly maxBytes: number; readonly description: string };

/** A body that is not JSON (an image, a page): its handler writes it, the document names its type. */
export type RawResponse = { readonly contentType: string; readonly description: string };

export type SuccessStatus = 200 | 201 | 202 | 204;

/** The statuses a route may answer with on success, the default first. */
export const successStatuses = (def: Pick<RouteDef, 'status'>): readonly SuccessStatus[] =>
  def.status === undefined ? [200] : typeof def.status === 'number' ? [def.status] : def.status;

export type RouteDef = {
  readonly method: HttpMethod;
  /** The full path, with `:name` for each path parameter. */
  readonly path: string;
  readonly summary: string;
  /** 'user' (the default): a signed-in user, else 401. 'public': anyone (the handler may still read the cookie). */
  readonly auth?: 'user' | 'public';
  /** The 401's message when it is not the generic one. */
  readonly signedOutMessage?: string;
  /**
   * What the route does in the permission table (contracts/permissions.ts): every signed-in route
   * declares one, and the router refuses a role the table says no to with 403 and the table's
   * message before anything else runs. Public routes have none.
   */
  readonly permission?: Action;
  readonly params?: Readonly<Record<string, PathParam>>;
  readonly query?: z.ZodType;
  readonly body?: z.ZodType;
  /** Instead of a JSON body: a raw file (the UI's client sends a Blob). */
  readonly upload?: RawUpload;
  /**
   * 200 unless said: 201 for a create, 202 for work accepted, 204 for no content. A list when the
   * outcome decides (a batch is created, 201, or accepted for a job to fill, 202): the handler sets
   * `ctx.status` to one of them, else the first is sent.
   */
  readonly status?: SuccessStatus | readonly SuccessStatus[];
  /** The JSON body of a success (absent with 204 or a raw body). */
  readonly response?: z.ZodType;
  readonly raw?: RawResponse;
};

/** `/api/a/:id/b/:rowId` → 'id' | 'rowId'. */
export type ParamNames<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | ParamNames<Rest>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

type ParamsMatchPath<D extends RouteDef> = [ParamNames<D['path']>] extends [never]
  ? { readonly params?: undefined }
  : { readonly params: Readonly<Record<ParamNames<D['path']>, PathParam>> };

type PermissionMatchesAuth<D extends RouteDef> = D extends { auth: 'public' } ? { readonly permission?: undefined } : { readonly permission: Action };

/** Declares a route; the path's `:names` and the params must agree, and a signed-in route names its permission. */
export const route = <const D extends RouteDef>(def: D & ParamsMatchPath<D> & PermissionMatchesAuth<D>): D => def;

export type ParamsOf<D extends RouteDef> = D extends { params: infer P extends Record<string, PathParam> } ? { [K in keyof P]: string } : Record<string, never>;
export type QueryOf<D extends RouteDef> = D extends { query: infer Q extends z.ZodType } ? z.output<Q> : undefined;
export type QueryInput<D extends RouteDef> = D extends { query: infer Q extends z.ZodType } ? z.input<Q> : undefined;
export type BodyOf<D extends RouteDef> = D extends { body: infer B extends z.ZodType } ? z.output<B> : undefined;
export type BodyInput<D extends RouteDef> = D extends { body: infer B extends z.ZodType } ? z.input<B> : undefined;
/** What the client receives. */
export type ResponseOf<D extends RouteDef> = D extends { response: infer R extends z.ZodType } ? z.output<R> : void;
/** What the handler returns (before JSON serialisation). */
export type ResponseInput<D extends RouteDef> = D extends { response: infer R extends z.ZodType } ? z.input<R> : void;

/** `/api/companies/:id/logo` → a pattern matching its concrete paths (one segment per parameter). */
export const pathPattern = (path: string): RegExp => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`);

/** `/api/companies/:id` with `{ id: 'x y' }` → `/api/companies/x%20y`. */
export function pathOf(path: string, params: Readonly<Record<string, string>> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(value);
  });
}
