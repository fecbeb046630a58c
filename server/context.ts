import type { Logger } from 'pino';
import type { Config } from './config.js';
import type { Database, Db } from './db/connect.js';
import type { EventBus } from './events/bus.js';
import type { EventRecorder } from './events/outbox.js';
import type { TokenSigner } from './auth/tokens.js';
import type { JobScheduler } from './jobs/port.js';
import type { AuthLimits } from './auth/rate-limits.js';
import type { Providers } from './ports/providers.js';
import type { Clock } from './clock.js';
import type { WorkspaceHooks } from './ports/workspace-hooks.js';

/** What every area's routes, services and jobs are given: one object, built once at boot. */
export type AppContext = {
  config: Config;
  log: Logger;
  database: Database;
  db: Db;
  bus: EventBus;
  /** What a transaction's events leave besides the outbox: the activity history (server/activity/recorder.ts, given by server/app.ts). */
  recorder: EventRecorder;
  tokens: TokenSigner;
  jobs: JobScheduler;
  limits: AuthLimits;
  providers: Providers;
  /** "Now" for every rule that depends on today's date (server/clock.ts). */
  clock: Clock;
  /** What areas do when a workspace is made or loses a member (server/ports/workspace-hooks.ts); wired by the composition root. */
  workspaceHooks: WorkspaceHooks;
};
