import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';
import { hashLinkToken } from '../shares.js';

/**
 * Rate limits of client links, counted per link (by its token's hash: tokens themselves are never
 * stored) in the shared rate_limits table, so they hold across server processes.
 */
export const LINK_ACTIONS_PER_MINUTE = 30;
export const LINK_VIEWS_PER_MINUTE = 300;
export const LINK_SOCKETS_PER_MINUTE = 60;

export type PublicLimits = {
  hitView(token: string, ip: string): Promise<void>;
  hitAction(token: string): Promise<void>;
  /** False past the limit (a socket handshake is refused, not thrown at). */
  allowSocket(token: string): Promise<boolean>;
};

const tooMany = (ms: number) =>
  new AppError('rate_limited', 'Too many requests for this link. Please wait a minute and try again.', undefined, { 'Retry-After': String(Math.max(1, Math.ceil(ms / 1000))) });

async function consume(limiter: RateLimiterPostgres, key: string): Promise<number | null> {
  try {
    await limiter.consume(key);
    return null;
  } catch (res) {
    if (res instanceof RateLimiterRes) return res.msBeforeNext;
    throw res;
  }
}

const created = new WeakMap<AppContext, PublicLimits>();

export function publicLimitsFor(app: AppContext): PublicLimits {
  let limits = created.get(app);
  if (limits) return limits;
  const common = { storeClient: app.database.pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false, duration: 60 };
  const views = new RateLimiterPostgres({ ...common, keyPrefix: 'link_view', points: LINK_VIEWS_PER_MINUTE });
  const actions = new RateLimiterPostgres({ ...common, keyPrefix: 'link_action', points: LINK_ACTIONS_PER_MINUTE });
  const sockets = new RateLimiterPostgres({ ...common, keyPrefix: 'link_socket', points: LINK_SOCKETS_PER_MINUTE });
  const key = (token: string) => hashLinkToken(token).slice(0, 32);
  limits = {
    async hitView(token, ip) {
      const wait = await consume(views, `${key(token)}|${ip}`);
      if (wait !== null) throw tooMany(wait);
    },
    async hitAction(token) {
      const wait = await consume(actions, key(token));
      if (wait !== null) throw tooMany(wait);
    },
    allowSocket: async (token) => (await consume(sockets, key(token))) === null,
  };
  created.set(app, limits);
  return limits;
}
