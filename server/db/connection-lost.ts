/**
 * Whether an error means "the database connection is gone or cannot be made right now" (a failover,
 * a restart, an operator ending backends) rather than "this statement was refused". Such a request
 * is answered 503 and may be retried; the pool opens fresh connections for the next one.
 */

/** SQLSTATEs of a lost or refused connection: class 08, admin/crash shutdown, starting up, too many connections. */
const LOST_STATES = /^(08[0-9A-Z]{3}|57P0[1-3]|53300)$/;
/** Socket errors on the way to the server. */
const LOST_SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);
/** node-postgres's own messages for a connection that died or never came. */
const LOST_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error and is not queryable',
  // …or one the pool took back after its connection ended (server/db/connect.ts).
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
  'Cannot use a pool after calling end on the pool',
];

/** Drizzle's wrapper around a failed statement: its cause is what the driver threw. */
const isQueryWrapper = (e: { name?: unknown; query?: unknown }) => e.name === 'DrizzleQueryError' || 'query' in e;

export function isConnectionLost(err: unknown): boolean {
  type Link = { code?: unknown; message?: unknown; severity?: unknown; cause?: unknown; name?: unknown; query?: unknown };
  let fromDriver = true; // a socket error counts only as thrown by the driver (not, say, by a provider's fetch)
  for (let e = err as Link | undefined, depth = 0; e && typeof e === 'object' && depth < 5; e = e.cause as Link | undefined, depth++) {
    const { code, message, severity } = e;
    // PostgreSQL ends the session after a FATAL error (e.g. "database … is not currently accepting connections").
    if (severity === 'FATAL' || severity === 'PANIC') return true;
    if (typeof code === 'string' && (LOST_STATES.test(code) || (fromDriver && LOST_SOCKET_CODES.has(code)))) return true;
    if (typeof message === 'string' && LOST_MESSAGES.some((m) => message.startsWith(m))) return true;
    fromDriver = isQueryWrapper(e);
  }
  return false;
}
