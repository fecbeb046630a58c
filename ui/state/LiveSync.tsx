import { useEffect } from 'react';
import { useAtomValue, useSetAtom, useStore } from 'jotai';
import { io, type Socket } from 'socket.io-client';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import type { EventEnvelope, ResumeAck } from '../../contracts/events.js';
import { refreshSession } from '../api/client.js';
import { userAtom } from './auth.js';
import { connectionAtom } from './connection.js';
import { applyEvent } from './event-handlers.js';

/**
 * Keeps this tab live: one socket while signed in; events are applied in id order exactly once,
 * and on every (re)connect the tab asks for what it missed since the last id it applied.
 */
export function LiveSync() {
  const user = useAtomValue(userAtom);
  const setUser = useSetAtom(userAtom);
  const setStatus = useSetAtom(connectionAtom);
  const store = useStore();
  const [, navigate] = useLocation();
  const userId = user?.id;

  useEffect(() => {
    if (!userId) return;
    let lastEventId = -1;
    let disposed = false;
    // Exactly once: remember recent ids (a replay may repeat live events; events published by
    // different server processes may arrive slightly out of id order, and are still applied).
    const seen = new Set<number>();
    const apply = (e: EventEnvelope) => {
      if (e.id !== 0) {
        if (seen.has(e.id) || (lastEventId >= 0 && e.id <= lastEventId - 5000)) return;
        seen.add(e.id);
        if (seen.size > 5000) seen.delete(seen.values().next().value as number);
        lastEventId = Math.max(lastEventId, e.id);
      }
      applyEvent(e, store);
    };
    const socket: Socket = io({ path: '/socket.io', withCredentials: true, reconnectionDelay: 1000, reconnectionDelayMax: 10_000 });
    let resuming = false;
    let buffered: EventEnvelope[] = [];

    const resume = async () => {
      resuming = true;
      try {
        for (;;) {
          const ack = (await socket.timeout(10_000).emitWithAck('resume', { lastEventId })) as ResumeAck;
          if (lastEventId < 0 && ack.head !== undefined) lastEventId = ack.head;
          ack.events.forEach(apply);
          if (!ack.more) break;
        }
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
      setStatus('live');
      void resume();
    });
    socket.on('disconnect', () => setStatus('offline'));
    socket.on('connect_error', async () => {
      setStatus('offline');
      // Refused at the handshake: most likely the access cookie lapsed. Refresh, or sign out.
      if (disposed) return;
      if (await refreshSession()) return;
      socket.close();
      setUser(null);
      toast.error('Error', { description: 'Your session has expired. Please sign in again.' });
      navigate('/login');
    });
    socket.on('event', async (e: EventEnvelope) => {
      if (e.type === 'session.expired') {
        if (await refreshSession()) socket.connect();
        else {
          setUser(null);
          toast.error('Error', { description: 'Your session has expired. Please sign in again.' });
          navigate('/login');
        }
        return;
      }
      if (resuming) buffered.push(e);
      else apply(e);
    });
    return () => {
      disposed = true;
      socket.close();
      setStatus('connecting');
    };
  }, [userId, store, setStatus, setUser, navigate]);

  return null;
}
