import { and, eq, isNull } from 'drizzle-orm';
import type { AppContext } from '../context.js';
import type { EventBus } from '../events/bus.js';
import { refreshTokens } from '../db/schema/index.js';
import { ShortCache } from './short-cache.js';

/*
 * A session is one sign-in: the family of refresh tokens it rotates through. Its id (the family
 * id) is in every access token it issues (`sid`), and a session is live while its family still
 * has an unrevoked token. Every request and socket handshake checks that through a short
 * per-process cache (short-cache.ts); ending a session in this process drops the cache entry at once, other
 * processes see it within TTL_MS (and their sockets are closed through the adapter: gateway.ts).
 */

const TTL_MS = 5_000;

/** Told (in this process) that a session ended, e.g. to close its sockets; `notice` says why, for its tabs. */
export type SessionEndListener = (sessionId: string, notice?: string) => void;
/** Told (in this process) that a session moved to another workspace. */
export type SessionSwitchListener = (sessionId: string, workspaceId: string) => void;

type Registry = {
  live: ShortCache<boolean>;
  listeners: Set<SessionEndListener>;
  switchListeners: Set<SessionSwitchListener>;
};

const registries = new WeakMap<EventBus, Registry>();
const registryOf = (app: Pick<AppContext, 'bus'>): Registry => {
  let r = registries.get(app.bus);
  if (!r) registries.set(app.bus, (r = { live: new ShortCache<boolean>(TTL_MS), listeners: new Set(), switchListeners: new Set() }));
  return r;
};

const listen = <L>(set: Set<L>, listener: L): (() => void) => {
  set.add(listener);
  return () => void set.delete(listener);
};

/** Calls each listener; one that throws is logged and the others still run. */
function tell<A extends unknown[]>(app: Pick<AppContext, 'log'>, set: Set<(...args: A) => void>, what: string, ...args: A): void {
  for (const listener of set) {
    try {
      listener(...args);
    } catch (err) {
      app.log.warn({ err }, `session ${what} listener failed`);
    }
  }
}

/** Whether the session may still be used (its family has not been revoked). */
export function isSessionLive(app: Pick<AppContext, 'bus' | 'db'>, sessionId: string): Promise<boolean> {
  return registryOf(app).live.get(sessionId, async () => {
    const [row] = await app.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)))
      .limit(1);
    return Boolean(row);
  });
}

/** isSessionLive's answer when the cache has a fresh one, else undefined (then ask isSessionLive). */
export const cachedSessionLive = (app: Pick<AppContext, 'bus'>, sessionId: string): boolean | undefined => registryOf(app).live.peek(sessionId);

export const onSessionEnded = (app: Pick<AppContext, 'bus'>, listener: SessionEndListener): (() => void) => listen(registryOf(app).listeners, listener);

export const onSessionSwitched = (app: Pick<AppContext, 'bus'>, listener: SessionSwitchListener): (() => void) => listen(registryOf(app).switchListeners, listener);

/** Tells this process's listeners (the socket gateway) that a session now works in `workspaceId`. */
export function announceSessionSwitch(app: Pick<AppContext, 'bus' | 'log'>, sessionId: string, workspaceId: string): void {
  tell(app, registryOf(app).switchListeners, 'switch', sessionId, workspaceId);
}

/**
 * Ends a session now: its refresh tokens are revoked, its access tokens are refused from the
 * next request (in other processes within TTL_MS), and its open sockets are told and closed.
 * Use it for sign-out, a detected token reuse, and whatever else must end a sign-in; `notice`
 * (e.g. "Your role changed to Viewer") is what its tabs tell the person instead of "expired".
 */
export async function endSession(app: Pick<AppContext, 'bus' | 'db' | 'log'>, sessionId: string, notice?: string): Promise<void> {
  await app.db
    .update(refreshTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(refreshTokens.familyId, sessionId), isNull(refreshTokens.revokedAt)));
  const r = registryOf(app);
  r.live.set(sessionId, false);
  tell(app, r.listeners, 'end', sessionId, notice);
}

/** Ends every session of a user (e.g. after a password change), but `keep` if given. */
export async function endUserSessions(app: Pick<AppContext, 'bus' | 'db' | 'log'>, userId: string, keep?: string): Promise<void> {
  const rows = await app.db
    .selectDistinct({ familyId: refreshTokens.familyId })
    .from(refreshTokens)
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  for (const { familyId } of rows) if (familyId !== keep) await endSession(app, familyId);
}
