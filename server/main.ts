// First: an older Node.js is told which version to install before the dependencies load (and crash).
import '../scripts/node-guard.mjs';
import { startServer, type RunningServer } from './app.js';
import { installProcessGuards } from './process-guards.js';

const bootLog = {
  error: (obj: object, msg: string) => console.error(msg, obj),
  fatal: (obj: object, msg: string) => console.error(msg, obj),
};
const current: { server?: RunningServer } = {};
installProcessGuards(() => current.server?.app.log ?? bootLog);

// Signals are handled from the first moment: a SIGTERM that arrives while the server is still
// starting (it already answers /readyz before its job processor is up) waits for the start to
// finish, then shuts down gracefully instead of killing the process mid-boot.
const starting = startServer().then(
  (server) => (current.server = server),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);

let stopping = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    void starting.then((server) => {
      server.app.log.info({ signal }, 'shutting down: finishing requests and jobs');
      server
        .close()
        .then(() => process.exit(0))
        .catch((err: unknown) => {
          server.app.log.error({ err }, 'shutdown failed');
          process.exit(1);
        });
    });
  });
}

await starting;
