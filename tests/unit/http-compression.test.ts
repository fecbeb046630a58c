import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa from 'koa';
import { compression } from '../../server/http/compression.js';
import { securityHeaders } from '../../server/http/security-headers.js';

const rows = Array.from({ length: 500 }, (_, i) => ({ id: i, name: `Row ${i}`, note: 'ünïcödé text that repeats nicely' }));
const small = { ok: true, text: 'ü'.repeat(600) }; // 1,200 bytes of UTF-8 in 600 characters

describe('compression and security headers middleware', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    const koa = new Koa();
    koa.use(securityHeaders({ contentSecurityPolicy: { directives: { 'default-src': ["'self'"] } }, crossOriginEmbedderPolicy: false }));
    koa.use(compression(2048));
    koa.use(async (ctx) => {
      if (ctx.path === '/large') ctx.body = { rows };
      else if (ctx.path === '/small') ctx.body = small;
      else if (ctx.path === '/created') {
        ctx.status = 201;
        ctx.body = { rows };
      } else if (ctx.path === '/stream') {
        ctx.type = 'text/plain';
        ctx.body = Readable.from(['x'.repeat(5000)]);
      } else if (ctx.path === '/empty') ctx.status = 204;
    });
    const handle = koa.callback();
    server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    server.closeAllConnections();
  });

  it('gzips a large JSON body for a client that accepts it', async () => {
    const res = await fetch(`${url}/large`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/i);
    expect(await res.json()).toEqual({ rows });
  });

  it('keeps an explicit status and sends identity to a client that does not accept gzip', async () => {
    const res = await fetch(`${url}/created`, { headers: { 'accept-encoding': 'identity' } });
    expect(res.status).toBe(201);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ rows });
  });

  it('leaves a small JSON body uncompressed, with an exact byte length', async () => {
    const res = await fetch(`${url}/small`, { headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    expect(Number(res.headers.get('content-length'))).toBe(Buffer.byteLength(JSON.stringify(small)));
    expect(await res.json()).toEqual(small);
  });

  it('compresses streams and leaves empty responses alone', async () => {
    const stream = await fetch(`${url}/stream`, { headers: { 'accept-encoding': 'gzip' } });
    expect(stream.headers.get('content-encoding')).toBe('gzip');
    expect(await stream.text()).toBe('x'.repeat(5000));
    const empty = await fetch(`${url}/empty`);
    expect(empty.status).toBe(204);
  });

  it('sets the same helmet headers on every response', async () => {
    const a = await fetch(`${url}/small`);
    const b = await fetch(`${url}/empty`);
    for (const res of [a, b]) {
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
      expect(res.headers.get('cross-origin-embedder-policy')).toBeNull();
    }
  });
});
