import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { RunningServer } from '../../server/app.js';
import { createTokenSigner, hashRefreshToken } from '../../server/auth/tokens.js';
import { refreshTokens, workspaces } from '../../server/db/schema/index.js';
import { createTestDatabase, startTestServer, type TestDatabase } from '../helpers/server.js';
import { ApiClient, sessionIdOf, signUp } from '../helpers/client.js';

const newEmail = () => `auth-${randomUUID().slice(0, 8)}@example.com`;
const PASSWORD = 'swag-scout-42';

type SetCookie = { value: string; attrs: Map<string, string> };

/** Set-Cookie lines by cookie name, attributes lower-cased (`httponly` → ''). */
function setCookies(headers: Headers): Map<string, SetCookie> {
  const out = new Map<string, SetCookie>();
  for (const line of headers.getSetCookie()) {
    const [pair, ...rest] = line.split(';');
    const eq = pair.indexOf('=');
    const attrs = new Map<string, string>();
    for (const a of rest) {
      const i = a.indexOf('=');
      if (i < 0) attrs.set(a.trim().toLowerCase(), '');
      else attrs.set(a.slice(0, i).trim().toLowerCase(), a.slice(i + 1).trim());
    }
    out.set(pair.slice(0, eq).trim(), { value: pair.slice(eq + 1), attrs });
  }
  return out;
}

async function register(baseUrl: string, email = newEmail(), fullName = 'Ada Lovelace') {
  const client = new ApiClient(baseUrl);
  const res = await client.post('/api/auth/register', { fullName, email, password: PASSWORD });
  expect(res.status).toBe(201);
  return { client, email, user: res.body.user };
}

const fieldMessages = (body: any): string[] => (body?.error?.details ?? []).map((d: { message: string }) => d.message);

describe('auth', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  describe('register', () => {
    it('creates the user and a workspace, answers 201 {user} and does not sign in', async () => {
      const client = new ApiClient(server.url);
      const email = newEmail();
      const res = await client.post('/api/auth/register', { fullName: '  Ada Lovelace ', email, password: PASSWORD });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({
        user: { id: expect.any(String), email, fullName: 'Ada Lovelace', workspaceId: expect.any(String), role: 'owner', avatarUrl: null },
      });
      expect(res.headers.getSetCookie()).toEqual([]);
      expect((await client.get('/api/auth/me')).status).toBe(401);
      const ws = await server.app.db.select().from(workspaces).where(eq(workspaces.id, res.body.user.workspaceId));
      expect(ws).toHaveLength(1);

      const other = await register(server.url);
      expect(other.user.workspaceId).not.toBe(res.body.user.workspaceId);
    });

    it('validates with the spec messages', async () => {
      const client = new ApiClient(server.url);
      const res = await client.post('/api/auth/register', { fullName: ' ', email: '', password: '123' });
      expect(res.status).toBe(400);
      expect(res.body.error.code).toBe('validation_failed');
      expect(res.body.error.details).toEqual(
        expect.arrayContaining([
          { path: 'fullName', message: 'Full name is required' },
          { path: 'email', message: 'Email is required' },
          { path: 'password', message: 'Password must be at least 6 characters' },
        ]),
      );
      const missing = await client.post('/api/auth/register', {});
      expect(missing.status).toBe(400);
      expect(fieldMessages(missing.body)).toEqual(expect.arrayContaining(['Full name is required', 'Email is required']));
      const badEmail = await client.post('/api/auth/register', { fullName: 'A', email: 'not-an-email', password: PASSWORD });
      expect(badEmail.status).toBe(400);
      expect(fieldMessages(badEmail.body)).toContain('Please enter a valid email address');
    });

    it('refuses a second account for the same email (any case) with 409', async () => {
      const { email } = await register(server.url);
      const client = new ApiClient(server.url);
      const again = await client.post('/api/auth/register', { fullName: 'Someone Else', email: email.toUpperCase(), password: PASSWORD });
      expect(again.status).toBe(409);
      expect(again.body.error.code).toBe('conflict');
      expect(again.body.error.message).toBe('An account with this email already exists');
    });
  });

  describe('login', () => {
    it('sets an httpOnly SameSite=Lax 15-minute access cookie and a refresh cookie', async () => {
      const { email, user } = await register(server.url);
      const client = new ApiClient(server.url);
      const before = Date.now();
      const res = await client.post('/api/auth/login', { email, password: PASSWORD });
      expect(res.status).toBe(200);
      expect(res.body.user).toEqual(user);

      const cookies = setCookies(res.headers);
      const access = cookies.get('ss_access');
      const refresh = cookies.get('ss_refresh');
      expect(access && refresh).toBeTruthy();
      for (const c of [access!, refresh!]) {
        expect(c.attrs.has('httponly')).toBe(true);
        expect(c.attrs.get('samesite')?.toLowerCase()).toBe('lax');
      }
      expect(access!.attrs.get('path')).toBe('/');
      const accessExpires = Date.parse(access!.attrs.get('expires')!);
      expect(Math.abs(accessExpires - (before + 15 * 60_000))).toBeLessThan(60_000);
      const refreshExpires = Date.parse(refresh!.attrs.get('expires')!);
      expect(refreshExpires - before).toBeGreaterThan(29 * 24 * 3600_000);
      // The JWT itself lives 15 minutes too.
      const claims = JSON.parse(Buffer.from(access!.value.split('.')[1], 'base64url').toString());
      expect(claims.exp - claims.iat).toBe(15 * 60);
      expect(claims.sub).toBe(user.id);

      const me = await client.get('/api/auth/me');
      expect(me.status).toBe(200);
      expect(me.body).toEqual({ user });
    });

    it('answers 401 "Invalid email or password" for a wrong password or an unknown email', async () => {
      const { email } = await register(server.url);
      const client = new ApiClient(server.url);
      for (const body of [
        { email, password: 'wrong-password' },
        { email: newEmail(), password: PASSWORD },
      ]) {
        const res = await client.post('/api/auth/login', body);
        expect(res.status).toBe(401);
        expect(res.body.error).toEqual({ code: 'unauthorized', message: 'Invalid email or password' });
        expect(res.headers.getSetCookie()).toEqual([]);
      }
    });
  });

  describe('me', () => {
    it('is 401 without a cookie, with a garbage cookie, with a foreign-secret or expired token', async () => {
      const signedUp = await signUp(server.url);
      const user = { ...signedUp.user, sessionId: sessionIdOf(signedUp.client) };
      const foreign = await createTokenSigner('another-secret-another-secret-another-secret').signAccess(user);
      const expired = await server.app.tokens.signAccess(user, -60);
      const tampered = (await server.app.tokens.signAccess(user)).replace(/\.[^.]+$/, '.AAAA');
      for (const cookie of [undefined, 'garbage', 'a.b.c', foreign, expired, tampered]) {
        const client = new ApiClient(server.url);
        if (cookie !== undefined) client.setCookie('ss_access', cookie);
        const res = await client.get('/api/auth/me');
        expect(res.status, `cookie ${cookie}`).toBe(401);
        expect(res.body.error.code).toBe('unauthorized');
      }
      const good = new ApiClient(server.url);
      good.setCookie('ss_access', await server.app.tokens.signAccess(user));
      expect((await good.get('/api/auth/me')).status).toBe(200);
    });

    it('stops accepting a token the moment it expires, even one it has seen before', async () => {
      const signedUp = await signUp(server.url);
      const client = new ApiClient(server.url);
      const token = await server.app.tokens.signAccess({ ...signedUp.user, sessionId: sessionIdOf(signedUp.client) }, 2);
      client.setCookie('ss_access', token);
      expect((await client.get('/api/auth/me')).status).toBe(200);
      expect((await client.get('/api/auth/me')).status).toBe(200); // verified once, remembered
      const { exp } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { exp: number };
      await new Promise((r) => setTimeout(r, exp * 1000 - Date.now() + 50));
      expect((await client.get('/api/auth/me')).status).toBe(401);
    });
  });

  describe('refresh', () => {
    it('rotates the refresh token; reusing an old one revokes the whole family', async () => {
      const { client, user } = await signUp(server.url);
      const first = client.cookie('ss_refresh')!;

      const rotated = await client.post('/api/auth/refresh');
      expect(rotated.status).toBe(200);
      expect(rotated.body.user).toEqual(user);
      const cookies = setCookies(rotated.headers);
      expect(cookies.get('ss_access')?.value).toBeTruthy();
      const second = cookies.get('ss_refresh')!.value;
      expect(second).toBeTruthy();
      expect(second).not.toBe(first);
      expect((await client.get('/api/auth/me')).status).toBe(200);

      // The stolen (old) token is replayed after the grace window for racing tabs (item 8)…
      await server.app.db
        .update(refreshTokens)
        .set({ usedAt: new Date(Date.now() - 60_000) })
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(first)));
      const thief = new ApiClient(server.url);
      thief.setCookie('ss_refresh', first);
      const replay = await thief.post('/api/auth/refresh');
      expect(replay.status).toBe(401);
      // …so the newest token of that family is dead too.
      const victim = new ApiClient(server.url);
      victim.setCookie('ss_refresh', second);
      expect((await victim.post('/api/auth/refresh')).status).toBe(401);

      const rows = await server.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
      expect(rows.length).toBeGreaterThanOrEqual(2);
      expect(rows.every((r) => r.revokedAt !== null)).toBe(true);
    });

    it('is 401 without a refresh cookie or with an unknown one', async () => {
      expect((await new ApiClient(server.url).post('/api/auth/refresh')).status).toBe(401);
      const client = new ApiClient(server.url);
      client.setCookie('ss_refresh', 'not-a-token');
      const res = await client.post('/api/auth/refresh');
      expect(res.status).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    });
  });

  describe('logout', () => {
    it('answers 204, clears the cookies, and the refresh token no longer works', async () => {
      const { client } = await signUp(server.url);
      const refresh = client.cookie('ss_refresh')!;
      const res = await client.post('/api/auth/logout');
      expect(res.status).toBe(204);
      const cleared = setCookies(res.headers);
      expect(cleared.get('ss_access')?.value ?? '').toBe('');
      expect(cleared.get('ss_refresh')?.value ?? '').toBe('');

      const again = new ApiClient(server.url);
      again.setCookie('ss_refresh', refresh);
      expect((await again.post('/api/auth/refresh')).status).toBe(401);
    });
  });
});

describe('sign-in rate limits', () => {
  describe('per account and IP: slow down, then lock that pair', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer({ authFailuresBeforeLock: 4 });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('slows repeated failures down, then locks the account for this IP with 429, a clear message and Retry-After', async () => {
      const { email } = await register(server.url);
      const client = new ApiClient(server.url);
      const took: number[] = [];
      for (let i = 0; i < 4; i++) {
        const started = performance.now();
        const res = await client.post('/api/auth/login', { email, password: `wrong-${i}` });
        took.push(performance.now() - started);
        expect(res.status).toBe(401);
        expect(res.body.error.message).toBe('Invalid email or password');
      }
      // The 4th failure is answered only after a deliberate delay (250 ms and growing).
      expect(took[3]).toBeGreaterThanOrEqual(250);
      expect(took[3]).toBeGreaterThan(Math.min(took[0], took[1], took[2]));

      const locked = await client.post('/api/auth/login', { email, password: 'wrong-again' });
      expect(locked.status).toBe(429);
      expect(locked.body.error.code).toBe('rate_limited');
      expect(locked.body.error.message).toBe('Too many failed sign-in attempts. Please try again in 15 minutes.');
      const retryAfter = Number(locked.headers.get('retry-after'));
      expect(retryAfter).toBeGreaterThan(60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);

      // Even the right password is refused from this address while locked…
      const right = await client.post('/api/auth/login', { email, password: PASSWORD });
      expect(right.status).toBe(429);
      expect(right.headers.getSetCookie()).toEqual([]);
      // …but only for that account.
      const { email: otherEmail } = await register(server.url);
      expect((await client.post('/api/auth/login', { email: otherEmail, password: PASSWORD })).status).toBe(200);
    });

    it('forgets earlier failures after a successful sign-in', async () => {
      const { email } = await register(server.url);
      const client = new ApiClient(server.url);
      for (let i = 0; i < 3; i++) expect((await client.post('/api/auth/login', { email, password: 'nope-nope' })).status).toBe(401);
      expect((await client.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
      for (let i = 0; i < 3; i++) expect((await client.post('/api/auth/login', { email, password: 'nope-nope' })).status).toBe(401);
      expect((await client.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    });
  });

  describe('per IP', () => {
    let server: RunningServer;
    beforeAll(async () => {
      server = await startTestServer({ authRatePerIp: 3 });
    });
    afterAll(async () => {
      await server?.close();
    });

    it('answers 429 past the per-minute limit for sign-in and registration', async () => {
      const client = new ApiClient(server.url);
      const email = newEmail();
      expect((await client.post('/api/auth/register', { fullName: 'Ip Test', email, password: PASSWORD })).status).toBe(201);
      expect((await client.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
      expect((await client.post('/api/auth/login', { email, password: 'wrong-pass' })).status).toBe(401);
      const limited = await client.post('/api/auth/login', { email, password: PASSWORD });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toEqual({
        code: 'rate_limited',
        message: 'Too many attempts from your network. Please wait a minute and try again.',
      });
      expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(limited.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      const reg = await client.post('/api/auth/register', { fullName: 'Ip Test', email: newEmail(), password: PASSWORD });
      expect(reg.status).toBe(429);
      // Signed-in requests are not affected.
      expect((await client.get('/api/auth/me')).status).toBe(200);
    });
  });

  // The limiter's store is the rate_limits table, so limits hold across server processes.
  describe.skipIf(!process.env.DATABASE_URL)('shared by two servers on one PostgreSQL database', () => {
    let db: TestDatabase;
    let a: RunningServer;
    let b: RunningServer;
    beforeAll(async () => {
      db = await createTestDatabase();
      a = await startTestServer({ databaseUrl: db.url, authRatePerIp: 6, authFailuresBeforeLock: 3 });
      b = await startTestServer({ databaseUrl: db.url, authRatePerIp: 6, authFailuresBeforeLock: 3 });
    });
    afterAll(async () => {
      await a?.close();
      await b?.close();
      await db?.drop();
    });

    it('locks an account on B after failures on A and B, and counts one IP across both', async () => {
      const onA = new ApiClient(a.url);
      const onB = new ApiClient(b.url);
      const email = newEmail();
      expect((await onA.post('/api/auth/register', { fullName: 'Two Nodes', email, password: PASSWORD })).status).toBe(201); // ip 1
      expect((await onA.post('/api/auth/login', { email, password: 'wrong-1' })).status).toBe(401); // ip 2, failure 1
      expect((await onB.post('/api/auth/login', { email, password: 'wrong-2' })).status).toBe(401); // ip 3, failure 2
      expect((await onA.post('/api/auth/login', { email, password: 'wrong-3' })).status).toBe(401); // ip 4, failure 3 → locked
      const lockedOnB = await onB.post('/api/auth/login', { email, password: PASSWORD }); // ip 5
      expect(lockedOnB.status).toBe(429);
      expect(lockedOnB.body.error.message).toMatch(/Please try again in \d+ minutes/);
      expect((await onA.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(429); // ip 6, still locked
      // A has seen 4 attempts and B 2, each under the limit of 6 — together they are past it.
      const ipLimited = await onB.post('/api/auth/login', { email: newEmail(), password: PASSWORD }); // ip 7
      expect(ipLimited.status).toBe(429);
      expect(ipLimited.body.error.message).toBe('Too many attempts from your network. Please wait a minute and try again.');
    });
  });
});
