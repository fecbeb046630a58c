type Log = { error(obj: object, msg: string): void; fatal(obj: object, msg: string): void };

/**
 * Last-resort handlers for the whole process. A rejected promise nobody handled is a bug to log,
 * not a reason to drop every user's connection: the process keeps serving. An uncaught exception
 * may have left state half-changed, so it is logged and the process exits (the supervisor
 * restarts it; tabs reconnect and resume).
 */
export function installProcessGuards(log: () => Log, exit: (code: number) => void = (code) => process.exit(code)) {
  process.on('unhandledRejection', (reason) => {
    log().error({ err: reason }, 'unhandled promise rejection (still serving)');
  });
  process.on('uncaughtException', (err, origin) => {
    log().fatal({ err, origin }, 'uncaught exception: exiting');
    exit(1);
  });
}
