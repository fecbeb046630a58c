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
import { createEventCursor } from './event-cursor.js';

/**
 * Keeps this tab live: one socket while signed in; each event is applied exactly once, and on
 * every (re)connect the tab asks for what it missed (see event-cursor.ts for where it resumes).
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
    let disposed = false;
    const cursor = createEventCursor();
    const apply = (e: EventEnvelope) => {
      if (e.id !== 0 && !cursor.accept(e.id)) return;
      applyEvent(e, store);
    };
    const socket: Socket = io({ path: '/socket.io', withCredentials: true, reconnectionDelay: 1000, reconnectionDelayMax: 10_000 });
    let resuming = false;
    let buffered: EventEnvelope[] = [];

    const resume = async () => {
      resuming = true;
      try {
        let from = cursor.resumeFrom();
        for (;;) {
          const ack = (await socket.timeout(10_000).emitWithAck('resume', { lastEventId: from })) as ResumeAck;
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
      setStatus('live');
      void resume();
    });
    socket.on('disconnect', () => {
      cursor.markDisconnected();
      setStatus('offline');
    });
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
