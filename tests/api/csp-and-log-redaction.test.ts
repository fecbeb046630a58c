import { beforeAll, describe, expect, it } from 'vitest';
import { Writable } from 'node:stream';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { pino } from 'pino';
import { sql } from 'drizzle-orm';
import type { RunningServer } from '../../server/app.js';
import { errorMiddleware } from '../../server/http/error-middleware.js';
import { sharedTestServer } from '../helpers/server.js';

const directives = (csp: string) => new Map(csp.split(';').map((d) => d.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));

describe('issue 12 item 15: CSP and log redaction', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await sharedTestServer();
  });
  
  it("pages get connect-src 'self' (no ws:/wss: to any host) and img-src limited to our images and SAGE's", async () => {
    const res = await fetch(`${server.url}/healthz`);
    const csp = directives(res.headers.get('content-security-policy') ?? '');
    expect(csp.get('connect-src')).toEqual(["'self'"]);
    expect(csp.get('img-src')).toEqual(["'self'", 'data:', new URL(server.app.config.sageBaseUrl).origin]);
    expect(csp.get('default-src')).toEqual(["'self'"]);
    // The JSON API loads nothing at all.
    const api = await fetch(`${server.url}/api/auth/me`);
    expect(api.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('a database error is logged with its code, constraint and table, never the SQL parameters or row data', async () => {
    const lines: string[] = [];
    const log = pino({ level: 'info' }, new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) }));
    const db = server.app.db;
    await db.execute(sql`create table if not exists log_probe (email text not null, note text)`);
    // A real failing query through Drizzle: its message lists the params, PostgreSQL's detail quotes the row.
    const failure = await db.execute(sql`insert into log_probe (email, note) values (${null}, ${'SECRET-customer-note'})`).catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(Error);
    expect(JSON.stringify({ m: (failure as Error).message, c: String((failure as { cause?: { detail?: string } }).cause?.detail) })).toContain('SECRET-customer-note');

    const koa = new Koa();
    koa.use(errorMiddleware(log));
    koa.use(() => {
      throw failure;
    });
    const handle = koa.callback();
    const http = createServer((req, res) => void handle(req, res));
    await new Promise<void>((r) => http.listen(0, '127.0.0.1', r));
    try {
      const res = await fetch(`http://127.0.0.1:${(http.address() as AddressInfo).port}/api/x`);
      expect(res.status).toBe(500);
      expect((await res.json()).error.code).toBe('internal');
    } finally {
      await new Promise((r) => http.close(r));
    }
    const logged = lines.join('');
    expect(logged).toContain('request failed');
    expect(logged).not.toContain('SECRET-customer-note');
    expect(logged).toContain('"code":"23502"');
    expect(logged).toContain('"table":"log_probe"');
    expect(logged).toContain('"column":"email"');
    expect(logged).not.toMatch(/params|Failing row/i);
  });
});
