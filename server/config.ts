import { randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { ensurePrivateDir } from './db/private-files.js';
import type { WebsiteFetchTestHooks } from './ports/website.js';
import { PROVIDER_OPTIONS, type ProviderChoices } from './ports/capabilities.js';

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Connections each process keeps to DATABASE_URL at most (jobs included). */
  DATABASE_POOL_SIZE: z.coerce.number().int().min(2).max(500).default(20),
  ROLE: z.enum(['web', 'worker', 'all']).default('all'),
  APP_ORIGIN: z.string().url().optional(),
  /** Comma-separated further origins whose pages may open the app's sockets (besides APP_ORIGIN). */
  EXTRA_ORIGINS: z
    .string()
    .optional()
    .refine((v) => !v || v.split(',').every((o) => !o.trim() || URL.canParse(o.trim())), 'must be comma-separated URLs'),
  SESSION_SECRET: z.string().min(32).optional(),
  ENCRYPTION_KEY: z.string().min(32).optional(),
  LLM_BASE_URL: z.string().url().optional(),
  LLM_API_KEY: z.string().optional(),
  LLM_MODEL: z.string().default('gpt-4o-mini'),
  CHAT_WEBHOOK_URL: z.string().url().optional(),
  /** Each capability's provider (server/ports/capabilities.ts); unset keeps the default. */
  RESEARCH_PROVIDER: z.enum(PROVIDER_OPTIONS.research).optional(),
  SIGNALS_PROVIDER: z.enum(PROVIDER_OPTIONS.signals).optional(),
  ENRICHMENT_PROVIDER: z.enum(PROVIDER_OPTIONS.enrichment).optional(),
  CONTACTS_PROVIDER: z.enum(PROVIDER_OPTIONS.contacts).optional(),
  MESSAGES_PROVIDER: z.enum(PROVIDER_OPTIONS.messages).optional(),
  PRESENTATIONS_PROVIDER: z.enum(PROVIDER_OPTIONS.presentations).optional(),
  CHAT_PROVIDER: z.enum(PROVIDER_OPTIONS.chat).optional(),
  SAGE_BASE_URL: z.string().url().default('https://www.promoplace.com/ws/ws.dll/ConnectAPI'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  NODE_ENV: z.string().default('development'),
  /** Seed the built-in catalogue / directory when empty; tests switch this off or shrink it. */
  SEED_CATALOGUE_SIZE: z.coerce.number().int().min(0).default(20_000),
  /** Rate limits for sign-in and registration (per IP per minute; failed sign-ins per account and IP). */
  AUTH_RATE_PER_IP: z.coerce.number().int().min(1).default(30),
  AUTH_FAILURES_BEFORE_LOCK: z.coerce.number().int().min(1).default(10),
  /** Per-user limits on costly work, per minute: message/presentation generation, chat questions, catalogue searches. */
  GENERATIONS_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  CHAT_QUESTIONS_PER_MINUTE: z.coerce.number().int().min(1).default(20),
  SEARCHES_PER_MINUTE: z.coerce.number().int().min(1).default(120),
  /**
   * How many reverse proxies in front of the app to trust for X-Forwarded-For / -Proto / -Host.
   * 0 (default): none, the client's address is the socket's. Never trust a header nobody strips.
   */
  TRUST_PROXY: z.coerce.number().int().min(0).max(10).default(0),
  SERVE_UI: z.enum(['true', 'false']).default('true'),
  /** Comma-separated emails allowed into /admin/jobs; unset means the dashboard is not mounted. */
  OPERATOR_EMAILS: z.string().optional(),
  /** Signals about events older than this many days are kept as history, not raised as alerts. */
  SIGNAL_MAX_AGE_DAYS: z.coerce.number().int().min(1).default(90),
  /** Starts the business clock (server/clock.ts) at this instant, e.g. 2031-11-26T12:00:00Z, for demos and tests; unset: the system's. */
  CLOCK_NOW: z.iso.datetime({ offset: true }).optional(),
  /** Benchmarks only: ignore each mailbox's daily sending cap. */
  MAIL_CAP_LIFTED: z.enum(['true', 'false']).default('false'),
  /** Read replies over IMAP in processes that run jobs (false: no reply watchers, e.g. a test that does not need them). */
  REPLY_WATCHERS: z.enum(['true', 'false']).default('true'),
  /** smtp(s)://user:pass@host:port — invitations are emailed; unset, their link is shown to copy. */
  SMTP_URL: z.string().url().optional(),
  SMTP_FROM: z.string().default('SwagScout <no-reply@swagscout.local>'),
  /** The hosted beta's landing page offers a waitlist; a self-hosted install does not. */
  WAITLIST_ENABLED: z.enum(['true', 'false']).default('false'),
  /**
   * How new passwords are hashed (server/auth/passwords.ts). 'test-only-fast' is for test suites,
   * which register thousands of users; a production server refuses to start with it.
   */
  PASSWORD_HASHING: z.enum(['standard', 'test-only-fast']).default('standard'),
});

/** How new passwords are hashed: see server/auth/passwords.ts. */
export type PasswordHashing = 'standard' | 'test-only-fast';

export type Config = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Connections to DATABASE_URL at most, per process. */
  databasePoolSize: number;
  role: 'web' | 'worker' | 'all';
  appOrigin: string;
  /** Origins (scheme://host[:port]) besides appOrigin allowed to open sockets. */
  extraOrigins: string[];
  sessionSecret: string;
  encryptionKey: string;
  llm: { baseUrl: string; apiKey: string | undefined; model: string } | undefined;
  chatWebhookUrl: string | undefined;
  /** Providers chosen per capability; the others take the registry's defaults (server/composition/providers.ts). */
  providerChoices: ProviderChoices;
  sageBaseUrl: string;
  logLevel: string;
  production: boolean;
  seedCatalogueSize: number;
  authRatePerIp: number;
  authFailuresBeforeLock: number;
  /** Per user per minute: generations (messages, presentations), chat questions, catalogue searches. */
  usageLimits: { generationsPerMinute: number; chatQuestionsPerMinute: number; searchesPerMinute: number };
  /** Reverse-proxy hops whose X-Forwarded-* headers are trusted; 0 trusts none. */
  trustProxy: number;
  serveUi: boolean;
  /** Tests only (startServer overrides; never read from the environment): resolver, start URLs. */
  websiteFetchForTests?: WebsiteFetchTestHooks;
  /** Tests only (startServer overrides): the migrated data directory a new embedded cluster starts as (server/db/connect.ts). */
  embeddedTemplateForTests?: Blob;
  /** Tests only (startServer overrides): where the server's log lines go instead of stdout. */
  logDestinationForTests?: NodeJS.WritableStream;
  /**
   * Tests only (startServer overrides): every job's back-off between retries multiplied by this
   * (test servers: 1/50, so a job that keeps failing fails for good in a fraction of a second, not
   * after seconds of waiting). Undefined: the jobs' own delays.
   */
  retryDelayScaleForTests?: number;
  signalMaxAgeDays: number;
  /** Where the business clock starts (CLOCK_NOW); undefined: the system's time. */
  clockStartsAt: Date | undefined;
  /** Outgoing mail (invitations); undefined: nothing is mailed. */
  smtp: { url: string; from: string } | undefined;
  /** Benchmarks: each mailbox’s daily cap is not applied. */
  mailCapLifted: boolean;
  /** Processes that run jobs also watch mailboxes for replies. */
  replyWatchers: boolean;
  /** The only (lower-case) emails that may open Agendash (it shows every workspace's jobs); unset: not mounted. */
  operatorEmails: string[] | undefined;
  /** In-memory embedded database (tests): nothing is written to disk. */
  inMemory: boolean;
  /** WAITLIST_ENABLED: the landing page shows the beta waitlist and POST /api/waitlist takes names. */
  waitlistEnabled: boolean;
  /** PASSWORD_HASHING: argon2id's standard cost, or a cheap one for test suites (never in production). */
  passwordHashing: PasswordHashing;
};

/** A secret kept in DATA_DIR so an embedded install keeps its sessions across restarts. */
function embeddedSecret(dataDir: string, name: string): string {
  ensurePrivateDir(dataDir);
  const file = join(dataDir, name);
  if (existsSync(file)) {
    chmodSync(file, 0o600);
    return readFileSync(file, 'utf8').trim();
  }
  const value = randomBytes(32).toString('hex');
  writeFileSync(file, value, { mode: 0o600 });
  return value;
}

const withoutUnset = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const inMemory = overrides.inMemory ?? false;
  const dataDir = resolve(overrides.dataDir ?? e.DATA_DIR);
  const embedded = !(overrides.databaseUrl ?? e.DATABASE_URL);
  const secret = (given: string | undefined, name: string): string => {
    if (given) return given;
    if (inMemory) return randomBytes(32).toString('hex');
    if (!embedded) throw new Error(`${name} is required when DATABASE_URL is set`);
    return embeddedSecret(dataDir, name.toLowerCase());
  };
  const port = overrides.port ?? e.PORT;
  const passwordHashing = overrides.passwordHashing ?? e.PASSWORD_HASHING;
  if (passwordHashing === 'test-only-fast' && e.NODE_ENV === 'production') {
    throw new Error('Invalid configuration:\nPASSWORD_HASHING: test-only-fast is for test suites and is refused when NODE_ENV=production');
  }
  return {
    port,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    databasePoolSize: e.DATABASE_POOL_SIZE,
    role: e.ROLE,
    appOrigin: e.APP_ORIGIN ?? `http://localhost:${port}`,
    extraOrigins: (e.EXTRA_ORIGINS ?? '').split(',').map((o) => o.trim()).filter(Boolean).map((o) => new URL(o).origin),
    sessionSecret: secret(e.SESSION_SECRET, 'SESSION_SECRET'),
    encryptionKey: secret(e.ENCRYPTION_KEY, 'ENCRYPTION_KEY'),
    llm: e.LLM_BASE_URL ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL } : undefined,
    chatWebhookUrl: e.CHAT_WEBHOOK_URL,
    providerChoices: withoutUnset({
      research: e.RESEARCH_PROVIDER,
      signals: e.SIGNALS_PROVIDER,
      enrichment: e.ENRICHMENT_PROVIDER,
      contacts: e.CONTACTS_PROVIDER,
      messages: e.MESSAGES_PROVIDER,
      presentations: e.PRESENTATIONS_PROVIDER,
      chat: e.CHAT_PROVIDER,
    }),
    sageBaseUrl: e.SAGE_BASE_URL,
    logLevel: e.LOG_LEVEL,
    production: e.NODE_ENV === 'production',
    seedCatalogueSize: e.SEED_CATALOGUE_SIZE,
    authRatePerIp: e.AUTH_RATE_PER_IP,
    authFailuresBeforeLock: e.AUTH_FAILURES_BEFORE_LOCK,
    usageLimits: {
      generationsPerMinute: e.GENERATIONS_PER_MINUTE,
      chatQuestionsPerMinute: e.CHAT_QUESTIONS_PER_MINUTE,
      searchesPerMinute: e.SEARCHES_PER_MINUTE,
    },
    trustProxy: e.TRUST_PROXY,
    serveUi: e.SERVE_UI === 'true',
    signalMaxAgeDays: e.SIGNAL_MAX_AGE_DAYS,
    clockStartsAt: e.CLOCK_NOW ? new Date(e.CLOCK_NOW) : undefined,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.SMTP_FROM } : undefined,
    mailCapLifted: e.MAIL_CAP_LIFTED === 'true',
    replyWatchers: e.REPLY_WATCHERS === 'true',
    operatorEmails: e.OPERATOR_EMAILS ? e.OPERATOR_EMAILS.split(',').map((x) => x.trim().toLowerCase()).filter(Boolean) : undefined,
    inMemory,
    waitlistEnabled: e.WAITLIST_ENABLED === 'true',
    ...overrides,
    passwordHashing,
  };
}
