import { useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { io, type Socket } from 'socket.io-client';
import type { EventEnvelope, ResumeAck } from '../../contracts/events.js';
import { refreshSession, reportSessionLost } from '../api/client.js';
import { userAtom } from './auth.js';
import { connectionAtom } from './connection.js';
import { applyEvent } from './event-handlers.js';
import { createEventCursor } from './event-cursor.js';
import { enterWorkspace } from './team.js';
import { liveSocketAtom } from './presence.js';

/** The server's reason when a session simply lapsed; any other reason is worth telling as it is. */
const EXPIRED_REASON = 'Your session has expired';
/** After a refused handshake, wait this long before the next try (1, 2, 5, 10 seconds). */
const REAUTH_DELAYS_MS = [1000, 2000, 5000, 10_000];

/**
 * Keeps this tab live: one socket while signed in; each event is applied exactly once, and on
 * every (re)connect the tab asks for what it missed (see event-cursor.ts for where it resumes).
 * While the server is unreachable the socket keeps retrying; when the server refuses the
 * handshake (an access cookie that lapsed, e.g. across a restart) the tab refreshes the session
 * and connects again. Only a refused refresh ends the session.
 */
export function LiveSync() {
  const user = useAtomValue(userAtom);
  const setStatus = useSetAtom(connectionAtom);
  const store = useStore();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let disposed = false;
    const cursor = createEventCursor();
    const apply = (e: EventEnvelope) => {
      if (e.id !== 0 && !cursor.accept(e.id)) return;
      applyEvent(e, store);
    };
    const socket: Socket = io({ path: '/socket.io', withCredentials: true, reconnectionDelay: 1000, reconnectionDelayMax: 10_000 });
    store.set(liveSocketAtom, socket);
    let reauthAttempt = 0;
    let reauthTimer: ReturnType<typeof setTimeout> | undefined;
    let reauthorizing = false;
    /** Why the server ended the session, when it said (a role change): told instead of "expired". */
    let endNotice: string | undefined;
    /** Refresh the session, then connect again (or, if the server refused the session, sign out). */
    const reauthorize = async () => {
      if (reauthorizing || disposed) return;
      reauthorizing = true;
      const outcome = await refreshSession();
      reauthorizing = false;
      if (disposed) return;
      if (outcome === 'refused') {
        socket.close();
        reportSessionLost(endNotice);
        return;
      }
      const delay = outcome === 'ok' && reauthAttempt === 0 ? 0 : REAUTH_DELAYS_MS[Math.min(reauthAttempt, REAUTH_DELAYS_MS.length - 1)];
      reauthAttempt += 1;
      clearTimeout(reauthTimer);
      reauthTimer = setTimeout(() => {
        if (disposed || socket.connected) return;
        if (outcome === 'ok') socket.connect();
        else void reauthorize();
      }, delay);
    };
    let resuming = false;
    let buffered: EventEnvelope[] = [];

    const resume = async () => {
      resuming = true;
      try {
        let from = cursor.resumeFrom();
        for (;;) {
          const ack = (await socket.timeout(10_000).emitWithAck('resume', { lastEventId: from })) as ResumeAck;
          // Asked too often (a long catch-up): the server sent nothing; ask again when it says.
          if (ack.retryAfterMs) {
            await new Promise((resolve) => setTimeout(resolve, ack.retryAfterMs));
            if (disposed || !socket.connected) return;
            continue;
          }
          if (from < 0 && ack.head !== undefined) cursor.startAt(ack.head);
          ack.events.forEach(apply);
          if (!ack.more || ack.events.length === 0) break;
          from = ack.events[ack.events.length - 1].id;
        }
        cursor.resumed();
      } catch {
        // The socket dropped mid-resume; the next connect resumes again.
      } finally {
        resuming = false;
        const pending = buffered.sort((a, b) => a.id - b.id);
        buffered = [];
        pending.forEach(apply);
      }
    };

    socket.on('connect', () => {
      reauthAttempt = 0;
      setStatus('live');
      void resume();
    });
    socket.on('disconnect', (reason) => {
      cursor.markDisconnected();
      setStatus('offline');
      // The server closed this socket (its session expired or ended): never retried by the socket itself.
      if (reason === 'io server disconnect') void reauthorize();
    });
    socket.on('connect_error', (err) => {
      setStatus('offline');
      // Still active: the server could not be reached and the socket retries on its own.
      // Not active: the server refused the handshake (a page on a foreign origin stays offline).
      if (!disposed && !socket.active && err.message !== 'forbidden origin') void reauthorize();
    });
    socket.on('event', (e: EventEnvelope) => {
      if (e.type === 'session.expired') {
        const { reason } = (e as EventEnvelope<'session.expired'>).payload;
        endNotice = reason === EXPIRED_REASON ? undefined : reason;
        void reauthorize();
        return;
      }
      // This session now works in another workspace (switched in another tab): reopen there, so
      // nothing of the old workspace stays on screen (docs/product.md#teams).
      if (e.type === 'session.switched') {
        disposed = true;
        enterWorkspace('/');
        return;
      }
      if (resuming) buffered.push(e);
      else apply(e);
    });
    return () => {
      disposed = true;
      clearTimeout(reauthTimer);
      store.set(liveSocketAtom, null);
      socket.close();
      setStatus('connecting');
    };
  }, [userId, store, setStatus]);

  return null;
}
