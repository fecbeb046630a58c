import { useEffect } from 'react';
import { io } from 'socket.io-client';
import { PUBLIC_LINK_CLOSED_EVENT } from '../../../contracts/proposal-sharing.js';

/**
 * A client page's live channel: the link's namespace, admitted by its token. Every `event`
 * carries the view as the client sees it now (`{ [key]: view }`); a revoked or expired link is
 * told so (or refused at the handshake) and the page shows "Link unavailable".
 */
export function useLinkChannel<View>(namespace: string, event: string, key: string, token: string, onView: (view: View) => void, onClosed: () => void): void {
  useEffect(() => {
    const socket = io(namespace, { path: '/socket.io', auth: { token }, reconnectionDelay: 1000, reconnectionDelayMax: 10_000 });
    socket.on(event, (m: Record<string, View>) => onView(m[key]!));
    socket.on(PUBLIC_LINK_CLOSED_EVENT, onClosed);
    socket.on('connect_error', (err) => {
      if (err.message === 'link closed') {
        onClosed();
        socket.close();
      }
    });
    return () => {
      socket.close();
    };
    // The callbacks are state setters, stable for the page's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [namespace, event, key, token]);
}
