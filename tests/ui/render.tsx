import type { ReactElement } from 'react';
import { render, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { vi } from 'vitest';
import type { Role } from '../../contracts/roles.js';
import { userAtom } from '../../ui/state/auth.js';

/**
 * Renders with a fresh Jotai store and an in-memory location (docs/product.md#limits pages read the
 * route). `as`: signed in with that role in the workspace (what a role cannot do is not shown);
 * without it, a member is signed in unless the given store already has a user (`as: null`: nobody).
 */
export function renderPage(ui: ReactElement, opts: { path?: string; store?: ReturnType<typeof createStore>; as?: Role | null } = {}) {
  const store = opts.store ?? createStore();
  const as = opts.as === undefined ? (store.get(userAtom) ? null : 'member') : opts.as;
  if (as) store.set(userAtom, { id: 'u-signed-in', email: 'rep@example.com', fullName: 'Rita Rep', workspaceId: 'w1', role: as, avatarUrl: null });
  const location = memoryLocation({ path: opts.path ?? '/', record: true });
  const result = render(
    <Provider store={store}>
      <Router hook={location.hook} searchHook={location.searchHook}>{ui}</Router>
    </Provider>,
  );
  return { ...result, store, location };
}

/**
 * Picks a Headless UI combobox option by its name and waits a frame: the combobox gives focus back
 * to its input in the next animation frame, and with `immediate` a focus that arrives after the test
 * has moved on (jsdom's frames are timers) would open the list again over the rest of the form.
 */
export async function chooseOption(scope: HTMLElement, name: string) {
  await userEvent.click(await within(scope).findByRole('option', { name }));
  await new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
}

type Route = { method?: string; path: string | RegExp; status?: number; body?: unknown };

/** Replaces global fetch with canned JSON answers (UI tests only; API tests use a real server). */
export function mockFetch(routes: Route[]) {
  const calls: Array<{ method: string; url: string; body: unknown; headers?: HeadersInit }> = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = (init?.method ?? 'GET').toUpperCase();
    // JSON bodies parsed; a file (an upload) kept as it was sent.
    const body = !init?.body ? undefined : typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
    calls.push({ method, url, body, headers: init?.headers });
    const route = routes.find((r) => (r.method ?? 'GET') === method && (typeof r.path === 'string' ? url === r.path : r.path.test(url)));
    if (!route) return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Not found' } }), { status: 404 });
    return new Response(route.status === 204 ? null : JSON.stringify(route.body ?? {}), {
      status: route.status ?? 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fn);
  return { fn, calls };
}
