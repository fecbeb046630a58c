import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { io } from 'socket.io-client';
import type { RunningServer } from '../../server/app.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { startTestServer } from '../helpers/server.js';
import { ApiClient, sessionIdOf, signUp } from '../helpers/client.js';
import { endUserSessions } from '../../server/auth/sessions.js';
import { connectSocket, type SocketOptions, type TestSocket } from '../helpers/socket.js';

/** Issue 12, items 2, 3, 7 and 8: sessions, handshakes and refresh races. */
const PARTNER = 'https://partner.example';
let server: RunningServer;
const open: TestSocket[] = [];
beforeAll(async () => {
  server = await startTestServer({ extraOrigins: [PARTNER] });
});
afterEach(() => {
  for (const s of open.splice(0)) s.close();
});
afterAll(async () => {
  await server?.close();
});

async function socketFor(cookieHeader: string, opts?: SocketOptions): Promise<TestSocket> {
  const s = await connectSocket(server.url, cookieHeader, opts);
  open.push(s);
  return s;
}

/** Resolves with the connect_error message of a handshake that must be refused. */
function refusedHandshake(cookieHeader: string, opts: SocketOptions = {}): Promise<string> {
  const socket = io(server.url, {
    path: '/socket.io',
    transports: opts.transports ?? ['websocket'],
    extraHeaders: { cookie: cookieHeader, ...opts.headers },
    reconnection: false,
    forceNew: true,
  });
  const received: unknown[] = [];
  socket.on('event', (e: unknown) => received.push(e));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => (socket.close(), reject(new Error('handshake neither refused nor admitted'))), 10_000);
    socket.once('connect', () => (clearTimeout(timer), socket.close(), reject(new Error('handshake was admitted'))));
    socket.once('connect_error', (err) => {
      clearTimeout(timer);
      socket.close();
      if (received.length > 0) reject(new Error('a refused socket received events'));
      else resolve(err.message);
    });
  });
}

const isProfileUpdate = (title: string) => (e: EventEnvelope) =>
  e.type === 'profile.updated' && (e as EventEnvelope<'profile.updated'>).payload.profile.title === title;

async function signIn(email: string, password: string): Promise<ApiClient> {
  const client = new ApiClient(server.url);
  const res = await client.post('/api/auth/login', { email, password });
  expect(res.status).toBe(200);
  return client;
}

describe('issue 12 item 2: a malformed cookie in a socket handshake', () => {
  it('is refused with connect_error and the server keeps serving', async () => {
    for (const cookie of ['ss_access=%', 'ss_access=%E0%A4%A', 'ss_access="%"; other=%']) {
      expect(await refusedHandshake(cookie), cookie).toBe('unauthorized');
      expect(await refusedHandshake(cookie, { transports: ['polling'] }), cookie).toBe('unauthorized');
    }
    const { client } = await signUp(server.url, 'Still Serving');
    expect((await client.get('/api/auth/me')).status).toBe(200);
    const tab = await socketFor(client.cookieHeader);
    expect(tab.socket.connected).toBe(true);
  });
});

describe('issue 12 item 3: socket handshakes check the Origin', () => {
  it('refuses a page on another origin (another port of this host) even with a valid cookie', async () => {
    const victim = await signUp(server.url, 'Origin Victim');
    const port = Number(new URL(server.url).port);
    const foreignOrigins = [`http://127.0.0.1:${port + 1}`, `http://localhost:${port + 1}`, 'https://evil.example', 'null'];
    for (const origin of foreignOrigins) {
      for (const transports of [['websocket'], ['polling']] as const) {
        expect(await refusedHandshake(victim.client.cookieHeader, { headers: { origin }, transports: [...transports] }), origin).toBe('forbidden origin');
      }
    }
    // A browser's request from another site without Origin (a subresource) is refused too.
    expect(await refusedHandshake(victim.client.cookieHeader, { headers: { 'sec-fetch-site': 'same-site' }, transports: ['polling'] })).toBe('forbidden origin');
  });

  it('admits the app origin, this host, and the configured extra origins', async () => {
    const { client } = await signUp(server.url, 'Origin Friend');
    for (const origin of [server.app.config.appOrigin, server.url, PARTNER]) {
      const tab = await socketFor(client.cookieHeader, { headers: { origin } });
      expect(tab.socket.connected, origin).toBe(true);
    }
    const sameOrigin = await socketFor(client.cookieHeader, { headers: { 'sec-fetch-site': 'same-origin' }, transports: ['polling'] });
    expect(sameOrigin.socket.connected).toBe(true);
  });

  it('a refused foreign page gets neither live events nor the resume history', async () => {
    const victim = await signUp(server.url, 'History Victim');
    await victim.client.put('/api/profile', { fullName: 'History Victim', title: 'before' });
    const foreign = io(server.url, {
      path: '/socket.io',
      transports: ['websocket'],
      extraHeaders: { cookie: victim.client.cookieHeader, origin: 'http://127.0.0.1:1' },
      reconnection: false,
      forceNew: true,
    });
    const leaked: unknown[] = [];
    foreign.on('event', (e: unknown) => leaked.push(e));
    const refused = new Promise<string>((resolve) => foreign.once('connect_error', (err) => resolve(err.message)));
    expect(await refused).toBe('forbidden origin');
    const history = await foreign.timeout(500).emitWithAck('resume', { lastEventId: 0 }).catch(() => 'no answer');
    expect(history).toBe('no answer');
    // Barrier: a live event reaches the victim's own tab; the foreign socket got nothing.
    const own = await socketFor(victim.client.cookieHeader, { headers: { origin: server.url } });
    await victim.client.put('/api/profile', { fullName: 'History Victim', title: 'after' });
    await own.waitFor(isProfileUpdate('after'));
    expect(leaked).toEqual([]);
    foreign.close();
  });
});

describe('issue 12 item 7: logout ends the session at once', () => {
  it("refuses the old access cookie, closes that session's sockets within a second, and leaves other sessions alone", async () => {
    const { client: first, email, password } = await signUp(server.url, 'Two Sessions');
    const second = await signIn(email, password);
    const oldAccess = first.cookie('ss_access')!;
    const firstTab = await socketFor(first.cookieHeader);
    const secondTab = await socketFor(second.cookieHeader);
    const disconnected = new Promise<{ reason: string; at: number }>((resolve) =>
      firstTab.socket.once('disconnect', (reason) => resolve({ reason, at: Date.now() })),
    );

    const loggedOutAt = Date.now();
    expect((await first.post('/api/auth/logout')).status).toBe(204);

    const stale = new ApiClient(server.url);
    stale.setCookie('ss_access', oldAccess);
    const me = await stale.get('/api/auth/me');
    expect(me.status).toBe(401);
    expect(me.body.error.code).toBe('unauthorized');
    expect((await stale.get('/api/profile')).status).toBe(401);

    const closed = await disconnected;
    expect(closed.reason).toBe('io server disconnect');
    expect(closed.at - loggedOutAt).toBeLessThan(1000);
    expect(firstTab.events.some((e) => e.type === 'session.expired')).toBe(true);
    // A new handshake with the old cookie is refused as well.
    expect(await refusedHandshake(`ss_access=${oldAccess}`)).toBe('unauthorized');

    // The other session keeps working and keeps receiving; the ended one receives nothing more.
    expect((await second.get('/api/auth/me')).status).toBe(200);
    await second.put('/api/profile', { fullName: 'Two Sessions', title: 'after logout' });
    await secondTab.waitFor(isProfileUpdate('after logout'));
    expect(secondTab.socket.connected).toBe(true);
    expect(firstTab.events.some(isProfileUpdate('after logout'))).toBe(false);
    expect((await second.post('/api/auth/refresh')).status).toBe(200);
  });
});

describe('issue 12 item 7: ending all of a user\'s sessions (password change, removal)', () => {
  it('ends every session but the one kept, sockets included', async () => {
    const { client: kept, email, password, user } = await signUp(server.url, 'Many Sessions');
    const other = await signIn(email, password);
    const otherTab = await socketFor(other.cookieHeader);
    const closed = new Promise<void>((resolve) => otherTab.socket.once('disconnect', () => resolve()));
    await endUserSessions(server.app, user.id, sessionIdOf(kept));
    await closed;
    expect((await other.get('/api/auth/me')).status).toBe(401);
    expect((await kept.get('/api/auth/me')).status).toBe(200);
  });
});

describe('issue 12 item 8: tabs refreshing together do not sign each other out', () => {
  it('three concurrent refreshes with one cookie all succeed with the same successor and clear nothing', async () => {
    const { client } = await signUp(server.url, 'Racing Tabs');
    const results = await Promise.all([1, 2, 3].map(() => client.post('/api/auth/refresh')));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const refreshCookies = results.map((r) => {
      const lines = r.headers.getSetCookie();
      expect(lines.some((l) => /expires=Thu, 01 Jan 1970/i.test(l) || /^ss_(access|refresh)=;/.test(l))).toBe(false);
      return lines.find((l) => l.startsWith('ss_refresh='))!.split(';')[0];
    });
    expect(new Set(refreshCookies).size).toBe(1);
    // Whatever response landed last, the browser's cookies work.
    expect((await client.get('/api/auth/me')).status).toBe(200);
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    expect((await client.get('/api/auth/me')).status).toBe(200);
  });

  it('a replay of a rotated token after the successor was itself rotated still ends the session', async () => {
    const { client } = await signUp(server.url, 'Replayed');
    const first = client.cookie('ss_refresh')!;
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    expect((await client.post('/api/auth/refresh')).status).toBe(200);
    const thief = new ApiClient(server.url);
    thief.setCookie('ss_refresh', first);
    expect((await thief.post('/api/auth/refresh')).status).toBe(401);
    expect((await client.get('/api/auth/me')).status).toBe(401);
    expect((await client.post('/api/auth/refresh')).status).toBe(401);
  });
});
