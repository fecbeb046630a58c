import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { ApiClient } from '../helpers/client.js';

type Done = { status: number; body: string; setCookie: string[]; endedAt: number };

/** A POST on its own connection (no keep-alive pool), resolved when the whole response is in. */
function postJson(url: string, path: string, body: unknown): { sent: Promise<void>; done: Promise<Done> } {
  let markSent!: () => void;
  const sent = new Promise<void>((r) => (markSent = r));
  const done = new Promise<Done>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = request(url + path, { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (text += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text, setCookie: res.headers['set-cookie'] ?? [], endedAt: performance.now() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.on('finish', markSent);
    req.end(payload);
  });
  return { sent, done };
}

describe('health and readiness', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('/healthz is 200 and /readyz reports the role and database', async () => {
    const client = new ApiClient(server.url);
    const health = await client.get('/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const ready = await client.get('/readyz');
    expect(ready.status).toBe(200);
    expect(ready.body).toEqual({ status: 'ready', role: 'all', database: process.env.DATABASE_URL ? 'postgres' : 'embedded' });
  });

  it('sends security headers: the full helmet set on pages, the OWASP REST set on the API', async () => {
    const page = await fetch(server.url + '/healthz');
    const csp = page.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("connect-src 'self';");
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(page.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(page.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(page.headers.get('cross-origin-embedder-policy')).toBeNull();
    for (const path of ['/api/auth/me', '/api/nope']) {
      const res = await fetch(server.url + path);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    }
    for (const res of [page, await fetch(server.url + '/api/auth/me')]) {
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('referrer-policy')).toBe('no-referrer');
      expect(res.headers.get('strict-transport-security')).toMatch(/max-age=\d+/);
    }
  });
});

describe('graceful shutdown', () => {
  it('finishes in-flight requests, then refuses new connections', async () => {
    // The standard password cost: sign-ins must still be running when close() is called.
    const server = await startTestServer({ passwordHashing: 'standard' });
    const email = 'shutdown@example.com';
    const password = 'swag-scout-42';
    const client = new ApiClient(server.url);
    expect((await client.post('/api/auth/register', { fullName: 'Shut Down', email, password })).status).toBe(201);

    // Several sign-ins (argon2 verification keeps each busy for a while) are on their way…
    const inFlight = Array.from({ length: 4 }, () => postJson(server.url, '/api/auth/login', { email, password }));
    await Promise.all(inFlight.map((r) => r.sent));
    await new Promise((r) => setTimeout(r, 30)); // let the server accept and start them
    // …when the process is told to stop.
    const closeCalledAt = performance.now();
    const closed = server.close();

    // New connections are refused at once, while the old ones are still being answered.
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();

    const results = await Promise.all(inFlight.map((r) => r.done));
    for (const r of results) {
      expect(r.status, r.body).toBe(200);
      expect(JSON.parse(r.body).user.email).toBe(email);
      expect(r.setCookie.some((c) => c.startsWith('ss_access='))).toBe(true);
    }
    // At least one of them was still running when close() was called.
    expect(Math.max(...results.map((r) => r.endedAt))).toBeGreaterThan(closeCalledAt);

    await closed;
    const after = await fetch(`${server.url}/healthz`).then(
      (res) => `answered ${res.status}`,
      (err: Error & { cause?: { code?: string } }) => err.cause?.code ?? err.message,
    );
    expect(after).toBe('ECONNREFUSED');
  });
});
