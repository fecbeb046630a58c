import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import { AppError } from '../http/errors.js';

/** Failures before each further attempt is slowed down, and the lock that follows. */
const SLOWDOWN_AFTER = 3;
const LOCK_SECONDS = 15 * 60;

export type AuthLimits = {
  /** Counts one sign-in / registration attempt from an IP; throws 429 past the limit. */
  hitIp(ip: string): Promise<void>;
  /** Throws 429 while this email is locked after repeated failures. */
  assertEmailNotLocked(email: string): Promise<void>;
  /** Records a failed sign-in; returns how long to wait before answering (slow-down). */
  recordFailure(email: string): Promise<number>;
  clearFailures(email: string): Promise<void>;
  /** Counts a registration for this email (a few an hour); throws 429 past the limit. */
  hitRegistration(email: string): Promise<void>;
};

const REGISTRATIONS_PER_EMAIL_PER_HOUR = 5;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const tooMany = (ms: number, message: string) =>
  new AppError('rate_limited', message, undefined, { 'Retry-After': String(Math.ceil(ms / 1000)) });

export function createAuthLimits(pool: pg.Pool, opts: { perIpPerMinute: number; failuresBeforeLock: number }): AuthLimits {
  const common = { storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false };
  const perIp = new RateLimiterPostgres({ ...common, keyPrefix: 'auth_ip', points: opts.perIpPerMinute, duration: 60 });
  const failures = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'auth_fail',
    points: opts.failuresBeforeLock,
    duration: LOCK_SECONDS,
    blockDuration: LOCK_SECONDS,
  });
  const registrations = new RateLimiterPostgres({ ...common, keyPrefix: 'auth_reg', points: REGISTRATIONS_PER_EMAIL_PER_HOUR, duration: 3600 });
  const key = (email: string) => email.trim().toLowerCase();
  return {
    async hitIp(ip) {
      try {
        await perIp.consume(ip);
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        throw tooMany(res.msBeforeNext, 'Too many attempts from your network. Please wait a minute and try again.');
      }
    },
    async assertEmailNotLocked(email) {
      const res = await failures.get(key(email));
      if (res && res.consumedPoints >= opts.failuresBeforeLock)
        throw tooMany(
          res.msBeforeNext,
          `Too many failed sign-in attempts. This account is locked for ${minutes(res.msBeforeNext)} minutes.`,
        );
    },
    async recordFailure(email) {
      let consumed = opts.failuresBeforeLock;
      try {
        consumed = (await failures.consume(key(email))).consumedPoints;
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
      }
      return consumed <= SLOWDOWN_AFTER ? 0 : Math.min(4000, 250 * 2 ** (consumed - SLOWDOWN_AFTER - 1));
    },
    async hitRegistration(email) {
      try {
        await registrations.consume(key(email));
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
        throw tooMany(res.msBeforeNext, `Too many sign-up attempts for this email. Please try again in ${minutes(res.msBeforeNext)} minutes.`);
      }
    },
    async clearFailures(email) {
      await failures.delete(key(email));
    },
  };
}
