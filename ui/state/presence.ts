import { useEffect } from 'react';
import { atom, useAtomValue, useStore } from 'jotai';
import type { Socket } from 'socket.io-client';
import type { PresenceSubject, PresenceType, PresenceViewer } from '../../contracts/presence.js';
import { userAtom } from './auth.js';
import { createAtomMap } from './atom-map.js';
import type { EventHandlers } from './store.js';

/** This tab's live socket (set by LiveSync), for what the tab tells the server: presence. */
export const liveSocketAtom = atom<Socket | null>(null);

const keyOf = (s: PresenceSubject) => `${s.type}:${s.id}`;
/** Who views each record, as the server last said (presence.changed). */
const viewersBySubject = createAtomMap<PresenceViewer[]>(() => []);
/** The records this tab edits (an edit dialog open, unsaved changes), so a reconnect says so again. */
const editingHere = createAtomMap<number>(() => 0);

export const presenceEvents: EventHandlers = {
  'presence.changed': (e, store) => store.set(viewersBySubject.get(keyOf(e.payload.subject)), e.payload.viewers),
};

/**
 * docs/product.md#teams: this tab views the record while the calling page is shown — it says so
 * when mounted and after every reconnect, and leaves when unmounted. Returns the teammates
 * viewing it too (not the signed-in person, whose own tabs are theirs).
 */
export function usePresence(type: PresenceType, id: string): PresenceViewer[] {
  const socket = useAtomValue(liveSocketAtom);
  const store = useStore();
  const me = useAtomValue(userAtom)?.id;
  const viewers = useAtomValue(viewersBySubject.get(keyOf({ type, id })));
  useEffect(() => {
    if (!socket || !id) return;
    const subject = { type, id };
    const view = () => socket.emit('presence:view', { ...subject, editing: store.get(editingHere.get(keyOf(subject))) > 0 });
    if (socket.connected) view();
    socket.on('connect', view);
    return () => {
      socket.off('connect', view);
      if (socket.connected) socket.emit('presence:leave', subject);
      // What was said about this record is stale once the tab no longer listens.
      store.set(viewersBySubject.get(keyOf(subject)), []);
    };
  }, [socket, store, type, id]);
  return viewers.filter((v) => v.userId !== me);
}

/** While `editing` is true (a form open or with unsaved changes), teammates viewing the record see a notice. */
export function useEditingPresence(type: PresenceType, id: string, editing: boolean): void {
  const socket = useAtomValue(liveSocketAtom);
  const store = useStore();
  useEffect(() => {
    if (!editing || !id) return;
    const subject = { type, id };
    const count = editingHere.get(keyOf(subject));
    const tell = () => {
      if (socket?.connected) socket.emit('presence:editing', { ...subject, editing: store.get(count) > 0 });
    };
    store.set(count, (n) => n + 1);
    tell();
    return () => {
      store.set(count, (n) => Math.max(0, n - 1));
      tell();
    };
  }, [socket, store, type, id, editing]);
}
