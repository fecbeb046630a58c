import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type { AppContext } from '../../context.js';
import { AppError } from '../../http/errors.js';

/**
 * Rate limits of client links, in the shared rate_limits table so they hold across server
 * processes. Requests are counted per address before the token is looked up; per link only once
 * the token has been found live (by its share's id), so guessing tokens writes no row per guess:
 * a guesser fills one row, their address's, and is stopped by it.
 */
export const LINK_ACTIONS_PER_MINUTE = 30;
/** Client actions from one address over all links (a client may answer several links at once). */
export const LINK_ACTIONS_PER_IP_PER_MINUTE = 120;
export const LINK_VIEWS_PER_MINUTE = 300;
export const LINK_SOCKETS_PER_MINUTE = 60;

export type PublicLimits = {
  /** Counts a request for a link's page, PDF or logo from an address (any link); throws 429 past the limit. */
  hitView(ip: string): Promise<void>;
  /** Counts a client action or comment from an address (any link); throws 429 past the limit. */
  hitAction(ip: string): Promise<void>;
  /** Counts a client action or comment on one live link (by its share's id); throws 429 past the limit. */
  hitLinkAction(shareId: string): Promise<void>;
  /** False past the limit of socket handshakes of one live link (a handshake is refused, not thrown at). */
  allowSocket(shareId: string): Promise<boolean>;
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
  const views = new RateLimiterPostgres({ ...common, keyPrefix: 'link_view_ip', points: LINK_VIEWS_PER_MINUTE });
  const actionsByIp = new RateLimiterPostgres({ ...common, keyPrefix: 'link_action_ip', points: LINK_ACTIONS_PER_IP_PER_MINUTE });
  const actionsByLink = new RateLimiterPostgres({ ...common, keyPrefix: 'link_action', points: LINK_ACTIONS_PER_MINUTE });
  const sockets = new RateLimiterPostgres({ ...common, keyPrefix: 'link_socket', points: LINK_SOCKETS_PER_MINUTE });
  const refuseOver = async (limiter: RateLimiterPostgres, key: string) => {
    const wait = await consume(limiter, key);
    if (wait !== null) throw tooMany(wait);
  };
  limits = {
    // Per address only: a row per guessed token is what a guesser must not get.
    hitView: (ip) => refuseOver(views, ip),
    hitAction: (ip) => refuseOver(actionsByIp, ip),
    hitLinkAction: (shareId) => refuseOver(actionsByLink, shareId),
    allowSocket: async (shareId) => (await consume(sockets, shareId)) === null,
  };
  created.set(app, limits);
  return limits;
}
