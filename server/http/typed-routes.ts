import Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { successStatuses, type BodyOf, type ParamsOf, type QueryOf, type ResponseInput, type RouteDef } from '../../contracts/http/route.js';
import type { AppContext } from '../context.js';
import { actorOf, requireUser, type Actor } from '../auth/middleware.js';
import { parse } from './validate.js';
import { parseId } from './params.js';
import { assertCan } from '../auth/permissions.js';
import { chain } from './chain.js';

export type HandlerInput<D extends RouteDef> = {
  params: ParamsOf<D>;
  query: QueryOf<D>;
  body: BodyOf<D>;
  ctx: Context;
  /** The signed-in user (a 401 when read on a public route without one). */
  actor: Actor;
};

/** A JSON route's handler returns its body; a raw route's handler writes `ctx` itself. */
export type RouteHandler<D extends RouteDef> = (input: HandlerInput<D>) => D extends { raw: object } ? void | Promise<void> : ResponseInput<D> | Promise<ResponseInput<D>>;

export type RouteOptions = {
  /** Run after authentication, before the input is parsed (e.g. a usage limit). */
  before?: Middleware[];
};

export type AddRoute = <D extends RouteDef>(def: D, handler: RouteHandler<D>, opts?: RouteOptions) => void;

/** Path parameters in their declared order: a malformed id is the 400 it always was. */
function paramsParser(def: RouteDef): (raw: Record<string, string | undefined>) => Record<string, string> {
  const params = Object.entries(def.params ?? {});
  return (raw) => {
    const out: Record<string, string> = {};
    for (const [name, param] of params) out[name] = param.kind === 'uuid' ? parseId(raw[name], param.label) : (raw[name] ?? '');
    return out;
  };
}

/** Keys the body has and its schema does not (zod drops them silently): a presenter leaking a field. */
function undeclaredKeys(sent: unknown, parsed: unknown, path = ''): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) return sent.flatMap((item, i) => undeclaredKeys(item, parsed[i], `${path}[${i}]`));
  if (sent === null || parsed === null || typeof sent !== 'object' || typeof parsed !== 'object') return [];
  const kept = parsed as Record<string, unknown>;
  return Object.entries(sent as Record<string, unknown>).flatMap(([key, value]) =>
    key in kept ? undeclaredKeys(value, kept[key], `${path}.${key}`) : [`${path}.${key}`],
  );
}

/**
 * Checks a JSON body against the route's response schema (tests and development only): a
 * mismatch is a server bug, so it fails the request loudly instead of reaching a client.
 */
export function checkResponse(def: RouteDef, body: unknown): void {
  if (!def.response) {
    if (body !== undefined && body !== null && !def.raw) throw new Error(`${def.method} ${def.path} declares no body but sent one`);
    return;
  }
  const sent: unknown = body === undefined ? undefined : JSON.parse(JSON.stringify(body));
  const result = def.response.safeParse(sent);
  const problems = result.success
    ? undeclaredKeys(sent, result.data).map((key) => `${key || '(body)'}: not in the response schema`)
    : result.error.issues.map((i) => `${i.path.join('.') || '(body)'}: ${i.message}`);
  if (problems.length > 0) throw new Error(`The response of ${def.method} ${def.path} does not match its schema:\n${problems.slice(0, 10).join('\n')}`);
}

/** A handler's input; `actor` is read when asked for (a public route may have none: 401). One shape for every request. */
class Input {
  constructor(
    readonly params: Record<string, string>,
    readonly query: unknown,
    readonly body: unknown,
    readonly ctx: Context,
  ) {}

  get actor(): Actor {
    return actorOf(this.ctx);
  }
}

/**
 * A router whose routes come from the route table. Each route: authentication and its permission
 * (unless public; a role the permission table says no to is refused with 403 and the table's message
 * before anything else runs), its `before` middleware, then params → query → body parsed with the
 * route's schemas (the 400 envelope on bad input), the handler, and the declared status. What a
 * route needs is worked out when it is registered, not per request.
 */
export function typedRouter(app: AppContext): { router: Router; route: AddRoute } {
  const router = new Router();
  const validate = !app.config.production;
  const route: AddRoute = (def, handler, opts = {}) => {
    const parseParams = paramsParser(def);
    const statuses: readonly number[] = successStatuses(def);
    const permission = def.permission;
    const permitted: Middleware = (ctx, next) => {
      if (permission) assertCan(actorOf(ctx), permission);
      return next();
    };
    const auth = def.auth === 'public' ? [] : [requireUser(app, def.signedOutMessage), permitted];
    const run: Middleware = async (ctx) => {
      const params = parseParams(ctx.params as Record<string, string | undefined>);
      const query: unknown = def.query ? parse(def.query, ctx.query) : undefined;
      const body: unknown = def.body ? parse(def.body, ctx.request.body ?? {}) : undefined;
      const input = new Input(params, query, body, ctx) as HandlerInput<typeof def>;
      const result: unknown = await handler(input);
      if (def.raw) return;
      if (validate) checkResponse(def, result);
      ctx.status = statuses.includes(ctx.status) ? ctx.status : statuses[0]!;
      if (result !== undefined) ctx.body = result;
    };
    router.register(def.path, [def.method], [chain([...auth, ...(opts.before ?? [])], run)]);
  };
  return { router, route };
}
