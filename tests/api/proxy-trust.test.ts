import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { RunningServer } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import { startTestServer } from '../helpers/server.js';
import { ApiClient } from '../helpers/client.js';

const attempt = (server: RunningServer, forwardedFor: string) =>
  new ApiClient(server.url).request('POST', '/api/auth/login', { email: `nobody-${randomUUID().slice(0, 8)}@example.com`, password: 'wrong-password' }, { 'x-forwarded-for': forwardedFor });

describe('issue 12 item 5: a forged X-Forwarded-For does not defeat per-IP limits', () => {
  it('TRUST_PROXY is off by default, also in production, and parsed as a hop count', () => {
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), ENCRYPTION_KEY: 'y'.repeat(32) }, { inMemory: true }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: '1' }, { inMemory: true }).trustProxy).toBe(1);
    expect(() => loadConfig({ TRUST_PROXY: 'yes' }, { inMemory: true })).toThrow(/TRUST_PROXY/);
  });

  describe('production, no TRUST_PROXY', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer({ production: true, authRatePerIp: 3 });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('rotating X-Forwarded-For does not escape the per-IP limit', async () => {
      for (let i = 1; i <= 3; i++) expect((await attempt(server, `203.0.113.${i}`)).status).toBe(401);
      const limited = await attempt(server, '203.0.113.99');
      expect(limited.status).toBe(429);
      expect(limited.body.error.code).toBe('rate_limited');
    });
  });

  describe('TRUST_PROXY=1 (one proxy in front)', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer({ production: true, authRatePerIp: 3, trustProxy: 1 });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('counts the rightmost hop (what the proxy saw), not what the client wrote before it', async () => {
      // The client forges the left part; the proxy appends the real address on the right.
      for (let i = 1; i <= 3; i++) expect((await attempt(server, `10.0.0.${i}, 198.51.100.7`)).status).toBe(401);
      expect((await attempt(server, '10.9.9.9, 198.51.100.7')).status).toBe(429);
      // Another real client behind the same proxy is not affected.
      expect((await attempt(server, '10.0.0.1, 198.51.100.8')).status).toBe(401);
    });
  });
});
