import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createStore } from 'jotai';
import type { User } from '../../contracts/auth.js';
import { renderPage } from './render.js';

/**
 * Issue 12 items 8 and 9 in the browser: the API client tells network trouble from a refused
 * session, refreshes once across tabs, and every tab follows a sign-out at once. Each "tab" is
 * its own copy of the client module (vi.resetModules), as each browser tab has its own.
 */
type Client = typeof import('../../ui/api/client.js');
const freshTab = async (): Promise<Client> => {
  vi.resetModules();
  return import('../../ui/api/client.js');
};

const json = (status: number, body: unknown, contentType = 'application/json') =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': contentType } });
const user: User = { id: 'u1', email: 'a@example.com', fullName: 'Ann', workspaceId: 'w1', role: 'owner', avatarUrl: null };

/** fetch answered per call by `answer` (a throw is a network failure); the calls are kept. */
function stubFetch(answer: (url: string, method: string, n: number) => Promise<Response> | Response) {
  const calls: Array<{ url: string; method: string }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = String(input);
      const method = (init?.method ?? 'GET').toUpperCase();
      calls.push({ url, method });
      return answer(url, method, calls.filter((c) => c.url === url).length);
    }),
  );
  return calls;
}
const offline = () => Promise.reject(new TypeError('Failed to fetch'));
const refreshCalls = (calls: Array<{ url: string }>) => calls.filter((c) => c.url === '/api/auth/refresh').length;

/** A Web Locks stand-in shared by the "tabs": one holder per name at a time. */
function installWebLocks() {
  const queues = new Map<string, Promise<unknown>>();
  const locks = {
    request<T>(name: string, fn: () => Promise<T>): Promise<T> {
      const run = (queues.get(name) ?? Promise.resolve()).then(fn);
      queues.set(name, run.catch(() => undefined));
      return run;
    },
  };
  Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
}

beforeEach(() => localStorage.clear());
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Object.defineProperty(navigator, 'locks', { value: undefined, configurable: true });
  (await import('../../ui/api/session-channel.js')).closeSessionChannel();
});

describe('issue 12 item 8: one refresh at a time across tabs', () => {
  it('with Web Locks, two tabs needing a refresh at once send one refresh and both carry on', async () => {
    installWebLocks();
    const calls = stubFetch(async (url) => {
      if (url === '/api/auth/refresh') await new Promise((r) => setTimeout(r, 50));
      return json(200, { user });
    });
    const [tabA, tabB] = [await freshTab(), await freshTab()];
    expect(await Promise.all([tabA.refreshSession(), tabB.refreshSession(), tabA.refreshSession()])).toEqual(['ok', 'ok', 'ok']);
    expect(refreshCalls(calls)).toBe(1);
  });

  it('without Web Locks, a tab waits for the refresh another tab announced on the BroadcastChannel', async () => {
    const calls = stubFetch(async (url) => {
      if (url === '/api/auth/refresh') await new Promise((r) => setTimeout(r, 150));
      return json(200, { user });
    });
    const [tabA, tabB] = [await freshTab(), await freshTab()];
    const first = tabA.refreshSession();
    await new Promise((r) => setTimeout(r, 40)); // the announcement reaches tab B
    expect(await Promise.all([first, tabB.refreshSession()])).toEqual(['ok', 'ok']);
    expect(refreshCalls(calls)).toBe(1);
  });
});

describe('issue 12 item 9: only a refused refresh ends the session', () => {
  it('retries a read through a network blip and a proxy 502, without signing out', async () => {
    const calls = stubFetch((url, _m, n) => (n === 1 ? offline() : n === 2 ? new Response('<html>Bad Gateway</html>', { status: 502 }) : json(200, { ok: n })));
    const client = await freshTab();
    const lost = vi.fn();
    client.onSessionLost(lost);
    expect(await client.request('GET', '/api/dashboard')).toEqual({ ok: 3 });
    expect(calls).toHaveLength(3);
    expect(lost).not.toHaveBeenCalled();
  });

  it('gives up a read after the back-off with a network error, never a sign-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    const calls = stubFetch(() => offline());
    const client = await freshTab();
    const lost = vi.fn();
    client.onSessionLost(lost);
    const result = client.request('GET', '/api/dashboard').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    const err = await result;
    expect(client.isNetworkError(err)).toBe(true);
    expect((err as Error).message).toBe(client.NETWORK_MESSAGE);
    expect(calls).toHaveLength(client.BACKOFF_MS.length + 1);
    expect(lost).not.toHaveBeenCalled();
  });

  it('does not repeat a failed write (a chat send) and does not sign out', async () => {
    const calls = stubFetch(() => offline());
    const client = await freshTab();
    const lost = vi.fn();
    client.onSessionLost(lost);
    const err = await client.request('POST', '/api/chats/c1/messages', { content: 'hello' }).catch((e: unknown) => e);
    expect(client.isNetworkError(err)).toBe(true);
    expect(calls).toHaveLength(1);
    expect(lost).not.toHaveBeenCalled();
  });

  it("keeps the app's own 502 envelope as the error it is", async () => {
    const calls = stubFetch(() => new Response(JSON.stringify({ error: { code: 'bad_gateway', message: 'The catalogue did not answer' } }), { status: 502 }));
    const client = await freshTab();
    const err = await client.request('GET', '/api/catalogue/search').catch((e: unknown) => e);
    expect(err).toMatchObject({ status: 502, code: 'bad_gateway', message: 'The catalogue did not answer' });
    expect(calls).toHaveLength(1);
  });

  it('a 401 whose refresh cannot reach the server is a network error, not a sign-out', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    stubFetch((url) => (url === '/api/auth/refresh' ? offline() : json(401, { error: { code: 'unauthorized', message: 'Sign in' } })));
    const client = await freshTab();
    const lost = vi.fn();
    client.onSessionLost(lost);
    const result = client.request('GET', '/api/contacts').catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(client.isNetworkError(await result)).toBe(true);
    expect(lost).not.toHaveBeenCalled();
  });

  it('a 401 whose refresh is refused (401) signs out, and tells the other tabs', async () => {
    stubFetch(() => json(401, { error: { code: 'unauthorized', message: 'Your session has expired. Please sign in again.' } }));
    const client = await freshTab();
    const otherTab = new BroadcastChannel('swagscout-session');
    const heard = new Promise((resolve) => (otherTab.onmessage = (e) => e.data.type === 'signed-out' && resolve(e.data)));
    const lost = vi.fn();
    client.onSessionLost(lost);
    await expect(client.request('GET', '/api/contacts')).rejects.toMatchObject({ status: 401 });
    expect(lost).toHaveBeenCalledTimes(1);
    expect(await heard).toEqual({ type: 'signed-out' });
    otherTab.close();
  });
});

describe('issue 12 item 9: signing out in one tab signs out every tab', () => {
  it('signOut tells the other tabs before the server answers', async () => {
    let answer!: (r: Response) => void;
    stubFetch(() => new Promise<Response>((resolve) => (answer = resolve)));
    const client = await freshTab();
    const otherTab = new BroadcastChannel('swagscout-session');
    const heard = new Promise((resolve) => (otherTab.onmessage = (e) => resolve(e.data)));
    const done = client.signOut();
    expect(await heard).toEqual({ type: 'signed-out' });
    answer(new Response(null, { status: 204 }));
    await done;
    otherTab.close();
  });

  it('a signed-in tab forgets the user and goes to /login when another tab signs out', async () => {
    stubFetch(() => json(200, { user }));
    vi.resetModules();
    const { SessionKeeper } = await import('../../ui/state/SessionKeeper.js');
    const { userAtom } = await import('../../ui/state/auth.js');
    const store = createStore();
    const { location } = renderPage(<SessionKeeper />, { path: '/companies', store });
    await waitFor(() => expect(store.get(userAtom)).toEqual(user));

    const otherTab = new BroadcastChannel('swagscout-session');
    otherTab.postMessage({ type: 'signed-out' });
    await waitFor(() => expect(store.get(userAtom)).toBeNull());
    expect(location.history?.at(-1)).toBe('/login');
    otherTab.close();
  });

  it('a tab that cannot reach the server at start keeps waiting instead of showing the sign-in page', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    let up = false;
    stubFetch(() => (up ? json(200, { user }) : offline()));
    vi.resetModules();
    const { SessionKeeper } = await import('../../ui/state/SessionKeeper.js');
    const { userAtom } = await import('../../ui/state/auth.js');
    const store = createStore();
    const { location } = renderPage(<SessionKeeper />, { path: '/companies/42', store });
    await vi.advanceTimersByTimeAsync(8_000);
    expect(store.get(userAtom)).toBeUndefined();
    up = true;
    await vi.advanceTimersByTimeAsync(6_000);
    expect(store.get(userAtom)).toEqual(user);
    expect(location.history).toEqual(['/companies/42']);
  });
});
