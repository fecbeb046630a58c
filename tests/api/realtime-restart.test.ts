import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import type { EventEnvelope } from '../../contracts/events.js';
import { createTestDatabase, startTestServer, type TestDatabase } from '../helpers/server.js';
import { signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';

const isTitle = (title: string) => (e: EventEnvelope) =>
  e.type === 'profile.updated' && (e as EventEnvelope<'profile.updated'>).payload.profile.title === title;

/**
 * Issue 12 item 9: a server restart must not leave tabs dead. The same database (on disk, or the
 * PostgreSQL one when DATABASE_URL is set) and port are used by a second server after the first
 * shuts down; a socket that was open reconnects by itself and resumes what it missed.
 */
describe('issue 12 item 9: sockets reconnect and resume after a server restart', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'swagscout-restart-'));
  let db: TestDatabase | undefined;
  const servers: RunningServer[] = [];
  let tab: TestSocket | undefined;
  afterAll(async () => {
    tab?.close();
    for (const s of servers) await s.close().catch(() => undefined);
    await db?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const start = async (port = 0) => {
    db ??= process.env.DATABASE_URL ? await createTestDatabase() : undefined;
    const server = await startTestServer(db ? { databaseUrl: db.url, port } : { inMemory: false, dataDir, port });
    servers.push(server);
    return server;
  };

  it('reconnects on its own once the server is back, and the resume brings what happened meanwhile', async () => {
    const first = await start();
    const port = Number(new URL(first.url).port);
    const { client } = await signUp(first.url, 'Restarted');
    tab = await connectSocket(first.url, client.cookieHeader, { reconnection: true });
    await client.put('/api/profile', { fullName: 'Restarted', title: 'before' });
    const before = await tab.waitFor(isTitle('before'));

    const dropped = new Promise<string>((resolve) => tab!.socket.once('disconnect', (reason) => resolve(reason)));
    await first.close();
    // A transport loss (which clients retry), not a "server disconnect" (which they never retry).
    expect(await dropped).toBe('transport close');

    const second = await start(port);
    const whileAway = await client.put('/api/profile', { fullName: 'Restarted', title: 'while away' });
    expect(whileAway.status).toBe(200);
    await new Promise<void>((resolve) => (tab!.socket.connected ? resolve() : tab!.socket.once('connect', () => resolve())));

    const missed = await tab.resume(before.id);
    expect(missed.events.some(isTitle('while away'))).toBe(true);
    await client.put('/api/profile', { fullName: 'Restarted', title: 'after' });
    await tab.waitFor(isTitle('after'));
    expect(second.url).toBe(first.url);
  });
});
