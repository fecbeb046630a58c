import { createServer, type Server as HttpServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa, { type Middleware } from 'koa';
import { pino, type Logger } from 'pino';
import { loadConfig, type Config } from './config.js';
import { connectDatabase } from './db/connect.js';
import { runMigrations } from './db/migrate.js';
import { EventBus } from './events/bus.js';
import { createTokenSigner } from './auth/tokens.js';
import { createAuthLimits } from './auth/rate-limits.js';
import { createJobClient, type JobClient } from '../jobs/client.js';
import type { AppContext } from './context.js';
import { errorMiddleware } from './http/error-middleware.js';
import { rawUploadRoutes, requestGuards } from './http/security.js';
import { jsonBody } from './http/json-body.js';
import { textGuard } from './http/text-guard.js';
import { answerClientErrorsWithEnvelope } from './http/client-error.js';
import { securityHeaders } from './http/security-headers.js';
import { compression } from './http/compression.js';
import { healthChecks, type ReadinessState } from './http/health.js';
import { staticUi } from './http/static-ui.js';
import { adminJobs } from './http/admin-jobs.js';
import { SERVER_AREAS } from './areas.js';
import { activityMappersOf, workspaceHooksOf } from './ports/server-area.js';
import { createRealtime, type AttachNamespace, type Realtime } from './realtime/gateway.js';
import { attachWorkerEmitter } from './realtime/worker-emitter.js';
import { publicLimitsFor } from './proposals/public/limits.js';
import { seedInBackground } from './seed-on-start.js';
import { startHeartbeat } from './ops/heartbeat.js';
import { createProviders } from './composition/providers.js';
import { createCompanyDirectory } from './directory/company-directory.js';
import { createActivityRecorder } from './activity/recorder.js';
import { generateDirectory, tradeShowsOf } from '../seed/directory/index.js';
import { clockStartingAt } from './clock.js';
import { closeTransports, createReplyWatchers, registerReplyWatchers, type ReplyWatchers } from './mail/index.js';
import { chain } from './http/chain.js';
import { staticRoutes } from './http/static-routes.js';

export type RunningServer = {
  app: AppContext;
  /** The job runner behind app.jobs: start, drain, wait for idle (tests), Agenda itself. */
  jobs: JobClient;
  /** http://127.0.0.1:port — empty for a worker-only process. */
  url: string;
  koa: Koa;
  /** Resolves when built-in data (catalogue, directory) has been loaded. */
  seeded: Promise<void>;
  /** The IMAP reply watchers of a process that runs jobs (config.replyWatchers), else undefined. */
  replyWatchers: ReplyWatchers | undefined;
  close(): Promise<void>;
};

function buildKoa(app: AppContext, state: ReadinessState): Koa {
  // X-Forwarded-For is trusted only from the configured number of proxies (TRUST_PROXY): ctx.ip is
  // then the address the outermost trusted proxy saw, not whatever a client wrote in the header.
  const hops = app.config.trustProxy;
  const koa = new Koa({ proxy: hops > 0, maxIpsCount: hops });
  // Koa's own default handler prints to stderr; a browser closing a connection is not news.
  koa.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code === 'ERR_STREAM_PREMATURE_CLOSE' || err.code === 'ECONNRESET' || err.code === 'EPIPE') return;
    app.log.warn({ err }, 'response error');
  });
  koa.use(async (ctx, next) => {
    const started = performance.now();
    await next();
    // Every request at debug; server errors at error (their cause is logged by the error middleware).
    const level = ctx.status >= 500 ? 'error' : 'debug';
    if (!app.log.isLevelEnabled(level)) return;
    const ms = Math.round((performance.now() - started) * 10) / 10;
    app.log[level]({ method: ctx.method, path: ctx.path, status: ctx.status, ms }, 'request');
  });
  koa.use(errorMiddleware(app.log));
  koa.use(compression(2048));
  // The front door and the areas' routers as one middleware (chain: no koa-compose dispatch of its own
  // per step and request; a request for the tenth area's route used to pass twenty of them).
  // @koa/router types its middleware with its own context (params, router), which it sets itself.
  const asKoa = (m: unknown) => m as Middleware;
  const areaRouters = SERVER_AREAS.flatMap((area) => area.routes?.(app) ?? []);
  const routers = areaRouters.flatMap((router) => [asKoa(router.routes()), asKoa(router.allowedMethods())]);
  koa.use(
    chain([
      securityHeaders({
        contentSecurityPolicy: {
          directives: {
            'default-src': ["'self'"],
            // Our own images (built-in catalogue drawings, favicon, presentation decks) and SAGE's
            // product pictures; any other host's image is not loaded (ProductImage shows its placeholder).
            'img-src': ["'self'", 'data:', new URL(app.config.sageBaseUrl).origin],
            'style-src': ["'self'", "'unsafe-inline'"],
            // 'self' covers same-origin WebSockets (Socket.IO) in current browsers.
            'connect-src': ["'self'"],
            'frame-src': ["'self'"],
            'upgrade-insecure-requests': null,
          },
        },
        crossOriginEmbedderPolicy: false,
      }),
      requestGuards({ allowedOrigins: [app.config.appOrigin], rawUploads: rawUploadRoutes() }),
      jsonBody(),
      textGuard(),
      healthChecks(app, state),
      // Paths without parameters by one lookup: past the routers' matching of every route before them.
      staticRoutes(areaRouters),
      ...routers,
      ...(app.config.serveUi ? [staticUi()] : []),
    ]),
  );
  return koa;
}

/** The areas' client-link live channels (proposals', presentations'), under one socket limit per link. */
function publicLinkNamespaces(app: AppContext): AttachNamespace[] {
  const limits = publicLimitsFor(app);
  const allowSocket = (shareId: string) => limits.allowSocket(shareId);
  return SERVER_AREAS.flatMap((area) => area.publicNamespaces?.(app, allowSocket) ?? []);
}

/**
 * Boots SwagScout: config → database → migrations → jobs → HTTP + sockets (per ROLE).
 * Tests call this with overrides (port 0, in-memory database).
 */
export async function startServer(overrides: Partial<Config> = {}, env: NodeJS.ProcessEnv = process.env): Promise<RunningServer> {
  const config = loadConfig(env, overrides);
  const logOptions = { level: config.logLevel, base: { role: config.role } };
  const log: Logger = config.logDestinationForTests ? pino(logOptions, config.logDestinationForTests) : pino(logOptions);
  const database = await connectDatabase({
    databaseUrl: config.databaseUrl,
    poolSize: config.databasePoolSize,
    dataDir: config.dataDir,
    inMemory: config.inMemory,
    template: config.embeddedTemplateForTests,
    onConnectionLost: (err) => log.warn({ err }, 'a database connection was lost (the pool opens a new one when needed)'),
  });
  await runMigrations(database.pool);
  const clock = clockStartingAt(config.clockStartsAt);
  const base: Omit<AppContext, 'jobs'> = {
    config,
    clock,
    log,
    database,
    db: database.db,
    bus: new EventBus(),
    recorder: createActivityRecorder(activityMappersOf(SERVER_AREAS)),
    tokens: createTokenSigner(config.sessionSecret),
    providers: createProviders(config, {
      directory: createCompanyDirectory(clock, { companies: () => generateDirectory(), tradeShows: tradeShowsOf }),
      db: database.db,
      clock,
    }),
    // What a new workspace starts with (the pipeline's sample company), who inherits a removed member's records.
    workspaceHooks: workspaceHooksOf(SERVER_AREAS),
    limits: createAuthLimits(database.pool, {
      perIpPerMinute: config.authRatePerIp,
      failuresBeforeLock: config.authFailuresBeforeLock,
      usage: config.usageLimits,
    }),
  };
  const app = base as AppContext;
  const jobs = createJobClient(app, { embedded: database.embedded });
  app.jobs = jobs;

  const state: ReadinessState = { shuttingDown: false, checks: [jobs.notReadyReason] };
  let httpServer: HttpServer | undefined;
  let realtime: Realtime | undefined;
  let detachEmitter: (() => void) | undefined;
  let url = '';
  const koa = buildKoa(app, state);

  if (config.role !== 'worker') {
    const dashboard = await adminJobs(app, jobs.agenda);
    if (dashboard) koa.use(dashboard);
    // Koa settles each request's errors itself (ctx.onerror); Node does not want its promise.
    const handle = koa.callback();
    httpServer = createServer((req, res) => void handle(req, res));
    answerClientErrorsWithEnvelope(httpServer);
    realtime = await createRealtime(app, httpServer, publicLinkNamespaces(app));
    state.checks.push(realtime.notReadyReason);
    await new Promise<void>((resolve) => httpServer!.listen(config.port, config.host, resolve));
    const { port } = httpServer.address() as AddressInfo;
    url = `http://127.0.0.1:${port}`;
    log.info({ url: `http://localhost:${port}`, embedded: database.embedded }, 'SwagScout is listening');
  } else {
    detachEmitter = await attachWorkerEmitter(app);
  }
  if (config.role !== 'web') await jobs.start();
  // Replies are read where jobs run (a web-only process has none): one IMAP connection per mailbox.
  const replyWatchers = config.role !== 'web' && config.replyWatchers ? createReplyWatchers(app) : undefined;
  if (replyWatchers) {
    registerReplyWatchers(app, replyWatchers);
    await replyWatchers.start();
  }
  const stopHeartbeat = config.role === 'worker' ? startHeartbeat(app, () => !state.shuttingDown && jobs.agenda.isActiveJobProcessor()) : undefined;
  const seeded = config.role === 'web' && !database.embedded ? Promise.resolve() : seedInBackground(app);

  let closing: Promise<void> | undefined;
  const close = () =>
    (closing ??= (async () => {
      state.shuttingDown = true;
      stopHeartbeat?.();
      if (httpServer) {
        const server = httpServer;
        const closed = new Promise<void>((resolve) => server.close(() => resolve()));
        server.closeIdleConnections();
        await realtime?.close();
        await Promise.race([closed, new Promise((r) => setTimeout(r, 10_000))]);
        server.closeAllConnections();
      }
      if (replyWatchers) {
        registerReplyWatchers(app, null);
        await replyWatchers.stop();
      }
      await jobs.drain();
      closeTransports(app);
      await seeded.catch(() => undefined);
      detachEmitter?.();
      await database.close();
    })());

  return { app, jobs, url, koa, seeded, replyWatchers, close };
}
