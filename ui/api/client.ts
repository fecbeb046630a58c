import type { ErrorEnvelope, FieldError } from '../../contracts/errors.js';
import { onOtherTabs, tellOtherTabs } from './session-channel.js';

/** An API failure with the envelope's code, message and field messages. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: FieldError[] = [],
  ) {
    super(message);
  }
}

/** `notice`: why, when the server said (e.g. "Your role changed to Viewer"); else the session expired. */
type Listener = (notice?: string) => void;
const sessionLostListeners = new Set<Listener>();
/** Called when the server refuses the session for good (→ sign-in page). Never on network trouble. */
export const onSessionLost = (fn: Listener): (() => void) => {
  sessionLostListeners.add(fn);
  return () => void sessionLostListeners.delete(fn);
};

let signedOutAt = 0;
/** One ended session is reported once: its socket and the requests in flight all find it refused. */
let lostReportedAt = 0;
const ONE_LOSS_MS = 10_000;

/** The session was refused: this tab and every other tab of the browser sign out. */
export function reportSessionLost(notice?: string) {
  // This tab's own sign-out ends the session too (its socket hears session.expired): not news.
  if (Date.now() - signedOutAt < ONE_LOSS_MS || Date.now() - lostReportedAt < ONE_LOSS_MS) return;
  lostReportedAt = Date.now();
  tellOtherTabs({ type: 'signed-out' });
  sessionLostListeners.forEach((fn) => fn(notice));
}

/** Signed in (again): a later refusal is news once more. */
export function sessionStarted() {
  lostReportedAt = 0;
}

/** Signs out here and, at once, in every other tab of this browser. */
export async function signOut(): Promise<void> {
  signedOutAt = Date.now();
  tellOtherTabs({ type: 'signed-out' });
  try {
    await request('POST', '/api/auth/logout', {}, { retryAuth: false });
  } catch {
    // Signed out here all the same (the tab forgets the user); the cookies are cleared when the server answers.
  }
}

export const NETWORK_MESSAGE = "Can't reach SwagScout right now. Check your connection and try again.";
/** The request did not reach the app (offline, DNS, a proxy's 502/503/504): never a reason to sign out. */
export const isNetworkError = (err: unknown) => err instanceof ApiError && err.code === 'network';

/** Back-off between attempts ("failed refresh retried with back-off from 200 ms"). */
export const BACKOFF_MS = [200, 400, 800, 1600, 3200];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A proxy's gateway error: a 502/503/504 without our JSON error envelope (the app always sends one). */
async function isGatewayError(res: Response): Promise<boolean> {
  if (![502, 503, 504].includes(res.status)) return false;
  try {
    const body = (await res.clone().json()) as Partial<ErrorEnvelope> | null;
    return typeof body?.error?.code !== 'string';
  } catch {
    return true;
  }
}

/**
 * One request; reads (GET/HEAD) are retried with back-off while the network or the proxy fails.
 * Writes are not repeated (the first may have arrived): they fail with a network ApiError.
 */
async function send(method: string, path: string, body: unknown, signal?: AbortSignal, credentials: RequestCredentials = 'same-origin'): Promise<Response> {
  const retries = method === 'GET' || method === 'HEAD' ? BACKOFF_MS.length : 0;
  for (let attempt = 0; ; attempt++) {
    let res: Response | undefined;
    try {
      res = await fetch(path, {
        method,
        credentials,
        // A file (an upload) goes as itself with its own type; anything else as JSON.
        headers: body === undefined ? {} : { 'content-type': body instanceof Blob ? body.type : 'application/json' },
        body: body === undefined ? undefined : body instanceof Blob ? body : JSON.stringify(body),
        ...(signal ? { signal } : {}),
      });
    } catch (err) {
      if (!(err instanceof TypeError)) throw err; // e.g. an AbortError the caller asked for
    }
    if (res && !(await isGatewayError(res))) return res;
    if (attempt >= retries) throw new ApiError(res?.status ?? 0, 'network', NETWORK_MESSAGE);
    await sleep(BACKOFF_MS[attempt]);
    signal?.throwIfAborted();
  }
}

/**
 * 'ok': the cookies are fresh (rotated here or by another tab); 'refused': the server refused the
 * refresh token (401), the session is over; 'unavailable': the server could not be asked, try later.
 */
export type RefreshOutcome = 'ok' | 'refused' | 'unavailable';

const REFRESH_LOCK = 'swagscout-refresh';
const REFRESHED_AT_KEY = 'swagscout-refreshed-at';

/** When any tab of this browser last rotated the cookies (ms), 0 if unknown. */
export function lastRefreshAt(): number {
  try {
    return Number(localStorage.getItem(REFRESHED_AT_KEY) ?? 0) || 0;
  } catch {
    return 0;
  }
}

async function postRefresh(): Promise<RefreshOutcome> {
  for (let attempt = 0; ; attempt++) {
    let status = 0;
    try {
      status = (await fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' })).status;
    } catch {
      // offline: retried below
    }
    if (status >= 200 && status < 300) return 'ok';
    if (status === 401) return 'refused';
    if ((status !== 0 && status < 500) || attempt >= BACKOFF_MS.length - 1) return 'unavailable';
    await sleep(BACKOFF_MS[attempt]);
  }
}

// Without Web Locks: a refresh another tab announced, which this tab waits for instead of racing it.
let peerRefresh: { until: number; done: Promise<boolean>; resolve(ok: boolean): void } | null = null;
onOtherTabs((m) => {
  if (m.type === 'refreshing') {
    let resolve!: (ok: boolean) => void;
    const done = new Promise<boolean>((r) => (resolve = r));
    peerRefresh?.resolve(false);
    peerRefresh = { until: Date.now() + 10_000, done, resolve };
  } else if (m.type === 'refreshed') {
    peerRefresh?.resolve(m.ok);
    peerRefresh = null;
  }
});

async function refreshHere(askedAt: number): Promise<RefreshOutcome> {
  // Another tab rotated the cookies while this one waited: they are already fresh.
  if (lastRefreshAt() >= askedAt) return 'ok';
  tellOtherTabs({ type: 'refreshing' });
  const outcome = await postRefresh();
  if (outcome === 'ok') {
    try {
      localStorage.setItem(REFRESHED_AT_KEY, String(Date.now()));
    } catch {
      // storage unavailable: other tabs refresh on their own
    }
  }
  tellOtherTabs({ type: 'refreshed', ok: outcome === 'ok' });
  return outcome;
}

/** One refresh at a time across the browser's tabs: Web Locks, or BroadcastChannel without them. */
async function refreshAcrossTabs(askedAt: number): Promise<RefreshOutcome> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks?.request) return locks.request(REFRESH_LOCK, () => refreshHere(askedAt));
  const peer = peerRefresh;
  if (peer && peer.until > Date.now()) {
    const ok = await Promise.race([peer.done, sleep(peer.until - Date.now()).then(() => false)]);
    if (ok) return 'ok';
  }
  return refreshHere(askedAt);
}

let refreshing: Promise<RefreshOutcome> | null = null;

/** Rotates the session cookies once, shared by every request (and tab) that found them expired. */
export function refreshSession(): Promise<RefreshOutcome> {
  refreshing ??= refreshAcrossTabs(Date.now()).finally(() => setTimeout(() => (refreshing = null), 0));
  return refreshing;
}

async function parseError(res: Response): Promise<ApiError> {
  try {
    const body = (await res.json()) as ErrorEnvelope;
    return new ApiError(res.status, body.error.code, body.error.message, body.error.details ?? []);
  } catch {
    return new ApiError(res.status, 'internal', `Request failed (${res.status})`);
  }
}

export type RequestOptions = {
  retryAuth?: boolean;
  /** false: a lost session is not announced (the first lookup). */
  notifyLost?: boolean;
  signal?: AbortSignal;
  /**
   * Without the session (a client's link page): no cookie is sent, and a 401 is an answer like
   * any other, never a reason to refresh or to sign anyone out.
   */
  anonymous?: boolean;
};

/**
 * The one transport: refreshes an expired session once and repeats the request, retries reads
 * through network trouble, and turns failures into ApiError. Screens call it through the typed
 * client (ui/api/endpoints.ts), never directly.
 */
export async function request<T>(method: string, path: string, body?: unknown, opts: RequestOptions = {}): Promise<T> {
  const res = await send(method, path, body, opts.signal, opts.anonymous ? 'omit' : 'same-origin');
  if (res.status === 401 && !opts.anonymous && opts.retryAuth !== false && !/^\/api\/auth\/(login|register|refresh|logout)/.test(path)) {
    const outcome = await refreshSession();
    if (outcome === 'ok') return request<T>(method, path, body, { ...opts, retryAuth: false });
    if (outcome === 'unavailable') throw new ApiError(0, 'network', NETWORK_MESSAGE);
    if (opts.notifyLost !== false) reportSessionLost();
  }
  if (!res.ok) throw await parseError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

/** The message to show for a failure: the server's, or the screen's default from the original app. */
export const messageOf = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);
