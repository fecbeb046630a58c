import { startServer, type RunningServer } from './app.js';
import { installProcessGuards } from './process-guards.js';

const bootLog = {
  error: (obj: object, msg: string) => console.error(msg, obj),
  fatal: (obj: object, msg: string) => console.error(msg, obj),
};
const current: { server?: RunningServer } = {};
installProcessGuards(() => current.server?.app.log ?? bootLog);

const server = await startServer().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
current.server = server;

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ signal }, 'shutting down: finishing requests and jobs');
    server
      .close()
      .then(() => process.exit(0))
      .catch((err: unknown) => {
        server.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      });
  });
}
