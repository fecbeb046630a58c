/**
 * What the tabs of one browser tell each other about the session: one signed out (all follow at
 * once), or one is refreshing / has refreshed the cookies (see refreshSession in client.ts).
 */
export type SessionMessage = { type: 'signed-out' } | { type: 'refreshing' } | { type: 'refreshed'; ok: boolean };

export const SESSION_CHANNEL = 'swagscout-session';

type Listener = (message: SessionMessage) => void;
const listeners = new Set<Listener>();
let channel: BroadcastChannel | null | undefined;

function open(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  if (typeof BroadcastChannel === 'undefined') return (channel = null);
  channel = new BroadcastChannel(SESSION_CHANNEL);
  // Node (tests) would otherwise keep the process alive for an open channel.
  (channel as unknown as { unref?: () => void }).unref?.();
  channel.onmessage = (e: MessageEvent<SessionMessage>) => listeners.forEach((fn) => fn(e.data));
  return channel;
}

/** Tells the other tabs (never this one). */
export function tellOtherTabs(message: SessionMessage) {
  open()?.postMessage(message);
}

/** Hears what the other tabs say. */
export function onOtherTabs(fn: Listener): () => void {
  open();
  listeners.add(fn);
  return () => void listeners.delete(fn);
}

/** Tests: forget the channel so the next use opens a fresh one. */
export function closeSessionChannel() {
  channel?.close();
  channel = undefined;
  listeners.clear();
}
