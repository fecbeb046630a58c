import type { AnalyticsEvent } from '../../contracts/analytics.js';

/** Events wait this long (or until this many are queued) and go out in one request. */
const FLUSH_AFTER_MS = 1000;
const FLUSH_AT = 20;

let queue: AnalyticsEvent[] = [];
let timer: ReturnType<typeof setTimeout> | null = null;

/** Sends the queued events now. Failures are only logged (analytics never bother the user). */
export function flushAnalytics(): Promise<void> {
  if (timer) clearTimeout(timer);
  timer = null;
  const events = queue;
  queue = [];
  if (events.length === 0) return Promise.resolve();
  return fetch('/api/analytics/events', {
    method: 'POST',
    credentials: 'same-origin',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ events }),
  })
    .then((res) => {
      if (!res.ok) console.warn(`analytics: events were refused (${res.status})`);
    })
    .catch((err: unknown) => console.warn('analytics: events could not be sent', err));
}

/** Drops the queued events and the pending send (each UI test starts with an empty queue). */
export function resetAnalytics(): void {
  if (timer) clearTimeout(timer);
  timer = null;
  queue = [];
}

/** Queues one analytics event (POST /api/analytics/events, batched). */
export function track(event: AnalyticsEvent): void {
  queue.push(event);
  if (queue.length >= FLUSH_AT) void flushAnalytics();
  else timer ??= setTimeout(() => void flushAnalytics(), FLUSH_AFTER_MS);
}

if (typeof window !== 'undefined') window.addEventListener('pagehide', () => void flushAnalytics());
