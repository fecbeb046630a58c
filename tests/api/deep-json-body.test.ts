import { beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { sharedTestServer } from '../helpers/server.js';

type Timed = { status: number; body: any; ms: number };

async function post(server: RunningServer, path: string, body: string): Promise<Timed> {
  const started = performance.now();
  const res = await fetch(server.url + path, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, ms: performance.now() - started };
}

/**
 * The longest stretch the event loop went without running a 5 ms timer while `work` ran (the
 * server runs in this process, so a request that holds its loop holds this timer too).
 */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    return { result, stallMs: Math.max(stallMs, performance.now() - last) };
  } finally {
    clearInterval(timer);
  }
}

const nestedArrays = (bytes: number) => '['.repeat(bytes / 2) + ']'.repeat(bytes / 2);
const nestedObjects = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
const TOO_DEEP = 'The request body is nested too deeply (at most 64 levels)';

describe('hole: a deeply nested anonymous JSON body froze the server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await sharedTestServer();
    // Warm up (first request compiles the routes): the timings below measure the deep bodies only.
    await post(server, '/api/waitlist', '{}');
    await fetch(server.url + '/healthz');
  });
  
  it('100 KB of nested arrays to a public route → 400 in milliseconds, and the server keeps answering', async () => {
    for (const body of [nestedArrays(60_000), nestedArrays(100_000), '['.repeat(100_000), nestedArrays(1_000_000)]) {
      const { result, stallMs } = await longestStall(async () => {
        const deep = post(server, '/api/waitlist', body);
        const tinyStarted = performance.now();
        const tiny = await fetch(server.url + '/healthz');
        const tinyMs = performance.now() - tinyStarted;
        return { deep: await deep, tiny: tiny.status, tinyMs };
      });
      console.info(`${body.length} bytes: ${result.deep.status} in ${Math.round(result.deep.ms)} ms, loop held ${Math.round(stallMs)} ms`);
      expect(result.deep.status).toBe(400);
      expect(result.deep.body.error.code).toBe('validation_failed');
      expect(result.deep.body.error.message).toBe(TOO_DEEP);
      expect(result.deep.ms).toBeLessThan(500);
      expect(result.tiny).toBe(200);
      expect(result.tinyMs).toBeLessThan(500);
      expect(stallMs).toBeLessThan(300);
    }
  });

  it('deep objects are refused past 64 levels; 64 levels, and brackets inside strings, are not', async () => {
    const tooDeep = await post(server, '/api/waitlist', nestedObjects(65));
    expect(tooDeep.status).toBe(400);
    expect(tooDeep.body.error.details).toEqual([{ path: '(body)', message: TOO_DEEP }]);

    // 64 levels pass the body check and reach the route's own validation (no email given).
    const deepest = await post(server, '/api/waitlist', nestedObjects(64));
    expect(deepest.status).toBe(400);
    expect(deepest.body.error.message).not.toBe(TOO_DEEP);

    const inString = await post(server, '/api/waitlist', JSON.stringify({ email: `deep-${Date.now()}@example.com`, company: '[{'.repeat(70) }));
    expect(inString.body?.error?.message).not.toBe(TOO_DEEP);
    expect(inString.status).toBeLessThan(500);
  });

  it('a __proto__ key is still refused as invalid JSON, escaped or not', async () => {
    for (const body of ['{"__proto__": {"x": 1}}', '{"a": [{"\\u005f_proto__": 1}]}']) {
      const res = await post(server, '/api/waitlist', body);
      expect(res.status).toBe(400);
      expect(res.body.error.message).toBe('The request body is not valid JSON');
    }
  });
});
