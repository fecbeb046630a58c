import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RunningServer } from '../../server/app.js';
import { LINK_ACTIONS_PER_IP_PER_MINUTE, LINK_VIEWS_PER_MINUTE } from '../../server/proposals/public/limits.js';
import { startTestServer } from '../helpers/server.js';
import { ApiClient } from '../helpers/client.js';

let server: RunningServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const guess = () => randomBytes(32).toString('base64url');
const linkRows = async () => Number((await server.app.db.execute<{ n: number }>(sql`select count(*)::int as n from rate_limits where key like 'link%'`)).rows[0].n);

describe('hole: client-link token guessing was limited per token, with a stored row per guess', () => {
  it('guessed tokens write no row each, and one address is stopped after the per-address limit', async () => {
    const anonymous = new ApiClient(server.url);
    const before = await linkRows();
    for (let i = 0; i < 40; i++) {
      expect((await anonymous.get(`/api/public/proposals/${guess()}`)).status).toBe(404);
      expect((await anonymous.get(`/api/public/presentations/${guess()}`)).status).toBe(404);
      expect((await anonymous.post(`/api/public/proposals/${guess()}/actions`, { kind: 'comment', name: 'G', email: 'g@example.com', text: 'hi' })).status).toBe(404);
      expect((await anonymous.post(`/api/public/presentations/${guess()}/comments`, { name: 'G', email: 'g@example.com', text: 'hi' })).status).toBe(404);
    }
    // One row per limit and address, not one per guess.
    expect((await linkRows()) - before).toBeLessThanOrEqual(2);

    // 80 actions so far from this address; the rest of the allowance, then 429.
    const statuses: number[] = [];
    for (let i = 80; i < LINK_ACTIONS_PER_IP_PER_MINUTE + 1; i++) {
      statuses.push((await anonymous.post(`/api/public/proposals/${guess()}/actions`, { kind: 'comment', name: 'G', email: 'g@example.com', text: 'hi' })).status);
    }
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    const views: number[] = [];
    for (let i = 80; i < LINK_VIEWS_PER_MINUTE + 1; i++) views.push((await anonymous.get(`/api/public/presentations/${guess()}`)).status);
    expect(views.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(views.at(-1)).toBe(429);
  });
});
