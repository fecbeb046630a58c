/**
 * The tab's socket as far as presence uses it (the server's side is tests/api/presence.test.ts):
 * what the page emits, and a reconnect.
 */
export function fakeSocket() {
  const listeners = new Map<string, Set<() => void>>();
  const emitted: Array<[string, unknown]> = [];
  const socket = {
    connected: true,
    emitted,
    emit(name: string, payload: unknown) {
      emitted.push([name, payload]);
      return socket;
    },
    on(name: string, fn: () => void) {
      listeners.set(name, new Set([...(listeners.get(name) ?? []), fn]));
      return socket;
    },
    off(name: string, fn: () => void) {
      listeners.get(name)?.delete(fn);
      return socket;
    },
    reconnect() {
      for (const fn of listeners.get('connect') ?? []) fn();
    },
  };
  return socket;
}
