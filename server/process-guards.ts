import { isConnectionLost } from './db/connection-lost.js';

type Log = { error(obj: object, msg: string): void; fatal(obj: object, msg: string): void };

/**
 * Last-resort handlers for the whole process. A rejected promise nobody handled is a bug to log,
 * not a reason to drop every user's connection: the process keeps serving. An uncaught exception
 * may have left state half-changed, so it is logged and the process exits (the supervisor
 * restarts it; tabs reconnect and resume) — except a lost database connection (typically a
 * connection's `error` event nobody listened to): that connection is gone, the pool opens new
 * ones, and exiting would turn a database failover into every node restarting at once.
 */
export function installProcessGuards(log: () => Log, exit: (code: number) => void = (code) => process.exit(code)) {
  process.on('unhandledRejection', (reason) => {
    log().error({ err: reason }, 'unhandled promise rejection (still serving)');
  });
  process.on('uncaughtException', (err, origin) => {
    if (isConnectionLost(err)) {
      log().error({ err, origin }, 'uncaught database connection loss (still serving)');
      return;
    }
    log().fatal({ err, origin }, 'uncaught exception: exiting');
    exit(1);
  });
}
