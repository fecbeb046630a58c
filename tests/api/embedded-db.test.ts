import { Socket, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase, type Database } from '../../server/db/connect.js';
import { pgliteTemplate, startTestServer } from '../helpers/server.js';
import { ApiClient } from '../helpers/client.js';
import type { RunningServer } from '../../server/app.js';

/**
 * The embedded database is one PGlite backend shared by several pool connections through
 * pglite-socket. Concurrent parameterised queries (Parse/Bind/Execute/Sync batches) from
 * different connections must not interleave on it.
 */
describe('embedded database under concurrency', () => {
  let db: Database;
  beforeAll(async () => {
    db = await connectDatabase({ dataDir: '', inMemory: true, template: await pgliteTemplate() });
  });
  afterAll(async () => {
    await db?.close();
  });

  it('answers many concurrent parameterised queries of different shapes correctly', async () => {
    // A large parameter arrives in several TCP reads: the moment another connection could cut in.
    const big = 'x'.repeat(300_000);
    const jobs = Array.from({ length: 400 }, (_, i) => {
      switch (i % 4) {
        case 3:
          return db.pool
            .query<{ len: number; i: number }>('select length($1::text) as len, $2::int as i', [big, i])
            .then((r) => expect(r.rows[0]).toEqual({ len: big.length, i }));
        case 0:
          return db.pool.query<{ v: number }>('select $1::int + $2::int as v', [i, 1]).then((r) => expect(r.rows[0].v).toBe(i + 1));
        case 1:
          return db.pool
            .query<{ v: string }>('select $1::text || $2::text || $3::text as v', ['a', String(i), 'z'])
            .then((r) => expect(r.rows[0].v).toBe(`a${i}z`));
        default:
          return db.pool.query<{ n: number }>('select count(*)::int as n from generate_series(1, $1::int)', [i]).then((r) => expect(r.rows[0].n).toBe(i));
      }
    });
    await Promise.all(jobs);
  });

  it('keeps transactions isolated while other connections query', async () => {
    await db.pool.query('create table if not exists concurrency_probe (id int primary key, v text)');
    const client = await db.pool.connect();
    try {
      await client.query('begin');
      await client.query('insert into concurrency_probe values ($1, $2)', [1, 'uncommitted']);
      const outside = db.pool.query<{ n: number }>('select count(*)::int as n from concurrency_probe where v = $1', ['uncommitted']);
      await client.query('commit');
      expect((await outside).rows[0].n).toBe(1); // waited for the commit, never saw a half state
    } finally {
      client.release();
    }
  });

  it('answers a parameterised query in one write, as PostgreSQL does (not a write per protocol message)', async () => {
    const client = await db.pool.connect();
    // Writes by this embedded server's sockets (those its listener on the socket file accepted): its answers.
    // (Not every other socket's: other servers of the test process poll their databases meanwhile.)
    const socketFile = join(decodeURIComponent(new URL(db.url).hostname), '.s.PGSQL.5432');
    const write = Socket.prototype.write;
    let answers = 0;
    Socket.prototype.write = function (this: Socket, ...args: Parameters<Socket['write']>) {
      const listener = (this as Socket & { server?: Server }).server;
      if (listener?.address() === socketFile) answers += 1;
      return write.apply(this, args);
    } as Socket['write'];
    try {
      for (let i = 0; i < 20; i++) {
        const { rows } = await client.query<{ n: number; s: string }>('select g as n, $1::text as s from generate_series(1, $2::int) g', ['row', 50]);
        expect(rows).toHaveLength(50);
      }
    } finally {
      Socket.prototype.write = write;
      client.release();
    }
    // Not one per ParseComplete, BindComplete, RowDescription, DataRows, CommandComplete and ReadyForQuery.
    expect(answers).toBe(20);
  });
});

describe('concurrent sign-ups and sign-ins on one server', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.close();
  });

  it('all succeed', async () => {
    const results = await Promise.all(
      Array.from({ length: 10 }, async (_, i) => {
        const client = new ApiClient(server.url);
        const email = `concurrent-${i}-${Date.now()}@example.com`;
        const reg = await client.post('/api/auth/register', { fullName: `Concurrent ${i}`, email, password: 'swag-scout-42' });
        const login = await client.post('/api/auth/login', { email, password: 'swag-scout-42' });
        const me = await client.get('/api/auth/me');
        return [reg.status, login.status, me.status, me.body?.user?.email === email];
      }),
    );
    expect(results).toEqual(Array.from({ length: 10 }, () => [201, 200, 200, true]));
  });
});
