import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { ApiClient } from '../helpers/client.js';

const PASSWORD = 'swag-scout-42';
const newEmail = () => `hygiene-${randomUUID().slice(0, 8)}@example.com`;

describe('issue 12 item 14: account hygiene', () => {
  let server: RunningServer;
  // Behind one trusted proxy, X-Forwarded-For names the client: two "machines" from one test.
  const from = (ip: string) => {
    const client = new ApiClient(server.url);
    return (path: string, body: unknown) => client.request('POST', path, body, { 'x-forwarded-for': ip });
  };

  beforeAll(async () => {
    server = await startTestServer({ trustProxy: 1, authFailuresBeforeLock: 4 });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('a stranger guessing from IP A cannot lock the owner out: the owner signs in from IP B', async () => {
    const email = newEmail();
    expect((await from('198.51.100.1')('/api/auth/register', { fullName: 'Owner Person', email, password: PASSWORD })).status).toBe(201);
    const stranger = from('203.0.113.66');
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) statuses.push((await stranger('/api/auth/login', { email, password: `guess-${i}` })).status);
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses.slice(4)).toEqual(Array(8).fill(429)); // the stranger's own address is locked…
    // …even with the right password, from that address…
    expect((await stranger('/api/auth/login', { email, password: PASSWORD })).status).toBe(429);
    // …but the owner, elsewhere, is not.
    const owner = await from('198.51.100.1')('/api/auth/login', { email, password: PASSWORD });
    expect(owner.status).toBe(200);
    expect(owner.body.user.email).toBe(email);
  });

  it('a common password is refused at registration with a clear field message', async () => {
    for (const password of ['password123', 'qwerty123', 'QWERTY123']) {
      const res = await from('198.51.100.2')('/api/auth/register', { fullName: 'Common Pass', email: newEmail(), password });
      expect(res.status, password).toBe(400);
      expect(res.body.error).toEqual({
        code: 'validation_failed',
        message: 'This password is too common. Choose another one.',
        details: [{ path: 'password', message: 'This password is too common. Choose another one.' }],
      });
    }
    // Nothing was created: the same email registers with a better password.
    const email = newEmail();
    expect((await from('198.51.100.2')('/api/auth/register', { fullName: 'Common Pass', email, password: 'password123' })).status).toBe(400);
    expect((await from('198.51.100.2')('/api/auth/register', { fullName: 'Common Pass', email, password: 'lantern-orbit-93' })).status).toBe(201);
  });
});
