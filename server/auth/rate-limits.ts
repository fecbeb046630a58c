import { RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import type pg from 'pg';
import { AppError } from '../http/errors.js';

/** Failures (of one account from one IP) before each further attempt is slowed down, and the lock that follows. */
const SLOWDOWN_AFTER = 3;
const LOCK_SECONDS = 15 * 60;
/**
 * Failures of one account from anywhere before its failed attempts are slowed down too. This
 * only ever delays a wrong password: it never refuses the owner's right one, so a stranger
 * spraying guesses cannot lock a known account out.
 */
const ACCOUNT_SLOWDOWN_AFTER = 20;
const MAX_DELAY_MS = 4000;

export type UsageKind = 'generation' | 'chat' | 'search';

export type AuthLimits = {
  /** Counts one sign-in / registration attempt from an IP; throws 429 past the limit. */
  hitIp(ip: string): Promise<void>;
  /** Throws 429 while this account is locked for this IP after repeated failures from it. */
  assertNotLocked(email: string, ip: string): Promise<void>;
  /** Records a failed sign-in; returns how long to wait before answering (slow-down). */
  recordFailure(email: string, ip: string): Promise<number>;
  clearFailures(email: string, ip: string): Promise<void>;
  /** Counts a registration for this email (a few an hour); throws 429 past the limit. */
  hitRegistration(email: string): Promise<void>;
  /** Counts one costly request (generation, chat question, search) by a user; throws 429 past the limit. */
  hitUsage(kind: UsageKind, userId: string): Promise<void>;
};

export type LimitOptions = {
  perIpPerMinute: number;
  failuresBeforeLock: number;
  usage: { generationsPerMinute: number; chatQuestionsPerMinute: number; searchesPerMinute: number };
};

const REGISTRATIONS_PER_EMAIL_PER_HOUR = 5;

const minutes = (ms: number) => Math.max(1, Math.ceil(ms / 60_000));
const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000));
const tooMany = (ms: number, message: string) => new AppError('rate_limited', message, undefined, { 'Retry-After': String(seconds(ms)) });
const delayFor = (failures: number, after: number) => (failures <= after ? 0 : Math.min(MAX_DELAY_MS, 250 * 2 ** (failures - after - 1)));

/** Consumes a point; a refusal becomes the 429 envelope built by `refuse`. */
async function consumeOr(limiter: RateLimiterPostgres, key: string, refuse: (msBeforeNext: number) => AppError): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (res) {
    if (!(res instanceof RateLimiterRes)) throw res;
    throw refuse(res.msBeforeNext);
  }
}

export function createAuthLimits(pool: pg.Pool, opts: LimitOptions): AuthLimits {
  const common = { storeClient: pool, storeType: 'pool', tableName: 'rate_limits', tableCreated: true, clearExpiredByTimeout: false };
  const perIp = new RateLimiterPostgres({ ...common, keyPrefix: 'auth_ip', points: opts.perIpPerMinute, duration: 60 });
  // Keyed by account AND ip: a stranger's failures lock only the stranger's own address.
  const pairFailures = new RateLimiterPostgres({
    ...common,
    keyPrefix: 'auth_fail_pair',
    points: opts.failuresBeforeLock,
    duration: LOCK_SECONDS,
    blockDuration: LOCK_SECONDS,
  });
  // Counted only, never blocking: it slows wrong passwords for a much-attacked account.
  const accountFailures = new RateLimiterPostgres({ ...common, keyPrefix: 'auth_fail_acct', points: 1_000_000, duration: LOCK_SECONDS });
  const registrations = new RateLimiterPostgres({ ...common, keyPrefix: 'auth_reg', points: REGISTRATIONS_PER_EMAIL_PER_HOUR, duration: 3600 });
  const perMinute = (keyPrefix: string, points: number) => new RateLimiterPostgres({ ...common, keyPrefix, points, duration: 60 });
  const usage: Record<UsageKind, { limiter: RateLimiterPostgres; points: number; what: string }> = {
    generation: { limiter: perMinute('use_gen', opts.usage.generationsPerMinute), points: opts.usage.generationsPerMinute, what: 'generations' },
    chat: { limiter: perMinute('use_chat', opts.usage.chatQuestionsPerMinute), points: opts.usage.chatQuestionsPerMinute, what: 'chat questions' },
    search: { limiter: perMinute('use_search', opts.usage.searchesPerMinute), points: opts.usage.searchesPerMinute, what: 'searches' },
  };
  const account = (email: string) => email.trim().toLowerCase();
  const pair = (email: string, ip: string) => `${account(email)}|${ip}`;
  return {
    hitIp: (ip) => consumeOr(perIp, ip, (ms) => tooMany(ms, 'Too many attempts from your network. Please wait a minute and try again.')),
    async assertNotLocked(email, ip) {
      const res = await pairFailures.get(pair(email, ip));
      if (res && res.consumedPoints >= opts.failuresBeforeLock)
        throw tooMany(res.msBeforeNext, `Too many failed sign-in attempts. Please try again in ${minutes(res.msBeforeNext)} minutes.`);
    },
    async recordFailure(email, ip) {
      let pairCount = opts.failuresBeforeLock;
      try {
        pairCount = (await pairFailures.consume(pair(email, ip))).consumedPoints;
      } catch (res) {
        if (!(res instanceof RateLimiterRes)) throw res;
      }
      const accountCount = (await accountFailures.consume(account(email))).consumedPoints;
      return Math.max(delayFor(pairCount, SLOWDOWN_AFTER), delayFor(accountCount, ACCOUNT_SLOWDOWN_AFTER));
    },
    hitRegistration: (email) =>
      consumeOr(registrations, account(email), (ms) => tooMany(ms, `Too many sign-up attempts for this email. Please try again in ${minutes(ms)} minutes.`)),
    async clearFailures(email, ip) {
      await Promise.all([pairFailures.delete(pair(email, ip)), accountFailures.delete(account(email))]);
    },
    hitUsage(kind, userId) {
      const { limiter, points, what } = usage[kind];
      return consumeOr(limiter, userId, (ms) =>
        tooMany(ms, `You have reached the limit of ${points} ${what} per minute. Please try again in ${seconds(ms)} seconds.`),
      );
    },
  };
}
