import type { ErrorEnvelope, FieldError } from '../../contracts/errors.js';

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

type Listener = () => void;
const sessionLostListeners = new Set<Listener>();
/** Called when a request is refused and the session cannot be refreshed (→ sign-in page). */
export const onSessionLost = (fn: Listener): (() => void) => {
  sessionLostListeners.add(fn);
  return () => void sessionLostListeners.delete(fn);
};

let refreshing: Promise<boolean> | null = null;

/** Rotates the session cookies once, shared by all requests that found it expired. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= fetch('/api/auth/refresh', { method: 'POST', credentials: 'same-origin' })
    .then((r) => r.ok)
    .catch(() => false)
    .finally(() => setTimeout(() => (refreshing = null), 0));
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

type ApiOptions = { retryAuth?: boolean; /** false: a lost session is not announced (the first lookup). */ notifyLost?: boolean };

export async function api<T>(method: string, path: string, body?: unknown, opts: ApiOptions = {}): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'same-origin',
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (res.status === 401 && opts.retryAuth !== false && !/^\/api\/auth\/(login|register|refresh|logout)/.test(path)) {
    if (await refreshSession()) return api<T>(method, path, body, { ...opts, retryAuth: false });
    if (opts.notifyLost !== false) sessionLostListeners.forEach((fn) => fn());
  }
  if (!res.ok) throw await parseError(res);
  if (res.status === 204) return undefined as T;
  return (await res.json()) as T;
}

export const get = <T>(path: string) => api<T>('GET', path);
export const post = <T>(path: string, body?: unknown) => api<T>('POST', path, body ?? {});
export const put = <T>(path: string, body: unknown) => api<T>('PUT', path, body);
export const patch = <T>(path: string, body: unknown) => api<T>('PATCH', path, body);
export const del = <T>(path: string) => api<T>('DELETE', path);

/** The message to show for a failure: the server's, or the screen's default from the spec. */
export const messageOf = (err: unknown, fallback: string) => (err instanceof Error && err.message ? err.message : fallback);
