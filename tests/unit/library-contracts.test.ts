// Contract tests for the three places that lean on a library's internals. Each fails loudly when
// the pinned library changes shape; the upgrade notes are in the README ("Library internals").
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { Server } from 'socket.io';
import { ClusterAdapter, MessageType, type ClusterMessage } from 'socket.io-adapter';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import { freshPGlite } from '../helpers/pglite-initdb.js';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { broadcastMessage } from '../../server/realtime/worker-emitter.js';
import { loadAgendashKoa } from '../../server/http/agendash-koa.js';
import type { EventEnvelope } from '../../contracts/events.js';

const versionOf = (entry: string) => {
  // Walk up from the package's entry to its package.json (some packages do not export it).
  let dir = new URL('.', entry);
  for (let i = 0; i < 6; i++) {
    const file = new URL('package.json', dir);
    if (existsSync(fileURLToPath(file))) {
      const pkg = JSON.parse(readFileSync(fileURLToPath(file), 'utf8')) as { name?: string; version: string };
      if (pkg.name) return pkg.version;
    }
    dir = new URL('..', dir);
  }
  throw new Error(`no package.json above ${entry}`);
};

describe('worker → web wire format (server/realtime/worker-emitter.ts)', () => {
  let io: Server | undefined;
  let client: ClientSocket | undefined;
  afterEach(async () => {
    client?.close();
    await io?.close();
  });

  it('is the socket.io-adapter cluster message the pinned adapter expects', () => {
    expect(versionOf(import.meta.resolve('@socket.io/postgres-adapter'))).toMatch(/^0\.5\./);
    expect(MessageType.BROADCAST).toBe(3);
  });

  it('a ClusterAdapter delivers our broadcast message to a socket in the room, and drops one without nsp (postgres-emitter 0.1.1)', async () => {
    let adapter: TestAdapter | undefined;
    class TestAdapter extends ClusterAdapter {
      constructor(nsp: unknown) {
        super(nsp);
        adapter = this; // eslint-disable-line @typescript-eslint/no-this-alias
      }
      protected doPublish() {
        return Promise.resolve('');
      }
      protected doPublishResponse() {
        return Promise.resolve();
      }
      deliver(message: ClusterMessage) {
        this.onMessage(message);
      }
    }
    const http = createServer();
    io = new Server(http, { adapter: TestAdapter as never });
    io.on('connection', (socket) => void socket.join('workspace:w1'));
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
    const { port } = http.address() as AddressInfo;
    client = connectClient(`http://127.0.0.1:${port}`, { transports: ['websocket'] });
    await new Promise<void>((resolve) => client!.on('connect', resolve));
    await new Promise((r) => setTimeout(r, 50)); // the join above runs after 'connect' reaches the client
    const envelope: EventEnvelope = { id: 7, type: 'profile.updated', payload: {}, at: new Date().toISOString() } as EventEnvelope;
    const received = new Promise<unknown>((resolve) => client!.on('event', resolve));
    // First the shape @socket.io/postgres-emitter 0.1.1 publishes: the same message without its
    // top-level `nsp` (README, "Why not @socket.io/postgres-emitter"). The adapter drops it, so the
    // first event the socket sees is ours.
    const { nsp: _nsp, ...emitterShaped } = broadcastMessage('workspace:w1', { ...envelope, id: 6 }, 'another-node');
    adapter!.deliver(emitterShaped as unknown as ClusterMessage);
    adapter!.deliver(broadcastMessage('workspace:w1', envelope, 'another-node') as unknown as ClusterMessage);
    expect(await received).toEqual(envelope);
  });
});

describe('pglite-socket internals (server/db/connect.ts keepExtendedQueriesTogether)', () => {
  it('still has the query queue the guard wraps, over a PGlite with the methods it proxies', async () => {
    const lite = await freshPGlite();
    const server = new PGLiteSocketServer({ db: lite, port: 0, host: '127.0.0.1' });
    const queue = (server as unknown as { queryQueue?: { db?: unknown } }).queryQueue;
    expect(queue, 'PGLiteSocketServer.queryQueue is gone: re-check the interleaving guard').toBeDefined();
    expect(queue!.db).toBe(lite);
    expect(typeof lite.isInTransaction).toBe('function');
    expect(typeof lite.execProtocolRawStream).toBe('function');
    expect(typeof lite.exec).toBe('function');
    await lite.close();
  }, 60_000);
});

describe('Agendash Koa adapter (server/http/agendash-koa.ts)', () => {
  it('is a file of its own that exports createKoaMiddlewareAsync', async () => {
    expect(versionOf(import.meta.resolve('agendash'))).toMatch(/^8\./);
    const mod = await loadAgendashKoa();
    expect(typeof mod.createKoaMiddlewareAsync).toBe('function');
  });
});
