import { io, type Socket } from 'socket.io-client';
import { PUBLIC_LINK_CLOSED_EVENT } from '../../contracts/proposal-sharing.js';

/** A client's open page on a link's live channel (a proposal's or a presentation's namespace). */
export type LinkSocket<View> = {
  socket: Socket;
  views: View[];
  /** Resolves with the message of `link.closed`. */
  closed: Promise<string>;
  /** The first view (already received or coming) that matches. */
  next(pred: (view: View) => boolean): Promise<View>;
};

/**
 * Opens a link's channel with `token` (admitted or refused at the handshake: a refusal rejects
 * with its reason). Every message received is also handed to `seen` (to search for secrets).
 */
export async function openLinkSocket<View>(
  baseUrl: string,
  channel: { namespace: string; event: string; key: string },
  token: string,
  { headers = {}, seen }: { headers?: Record<string, string>; seen?: (message: unknown) => void } = {},
): Promise<LinkSocket<View>> {
  const socket = io(`${baseUrl}${channel.namespace}`, { auth: { token }, transports: ['websocket'], extraHeaders: headers, reconnection: false, forceNew: true });
  const views: View[] = [];
  const waiters: Array<[(view: View) => boolean, (view: View) => void]> = [];
  socket.on(channel.event, (msg: Record<string, View>) => {
    seen?.(msg);
    const view = msg[channel.key]!;
    views.push(view);
    for (const w of [...waiters]) {
      if (!w[0](view)) continue;
      waiters.splice(waiters.indexOf(w), 1);
      w[1](view);
    }
  });
  const closed = new Promise<string>((resolve) => socket.on(PUBLIC_LINK_CLOSED_EVENT, (m: { message: string }) => resolve(m.message)));
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  return {
    socket,
    views,
    closed,
    next: (pred) =>
      new Promise((resolve, reject) => {
        const found = views.find(pred);
        if (found) return resolve(found);
        const timer = setTimeout(() => reject(new Error('no view')), 10_000);
        waiters.push([pred, (view) => (clearTimeout(timer), resolve(view))]);
      }),
  };
}
