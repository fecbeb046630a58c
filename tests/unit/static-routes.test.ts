import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Koa, { type Middleware } from 'koa';
import Router from '@koa/router';
import { chain } from '../../server/http/chain.js';
import { staticRoutes } from '../../server/http/static-routes.js';

/**
 * server/http/static-routes.ts answers a path without parameters from a Map, in front of the routers:
 * what it answers must be what the routers would have run, and everything else must reach them.
 * Two apps, one with the lookup and one without, are asked the same requests.
 */

const answer = (name: string): Middleware => (ctx) => {
  ctx.body = { route: name, params: ctx.params ?? null };
};

function routers(): Router[] {
  const first = new Router();
  first.get('/api/auth/me', answer('me'));
  first.post('/api/auth/login', answer('login'));
  const second = new Router();
  // A route with a parameter registered before a static path it also matches: it is the one that runs.
  second.get('/api/things/:id', answer('thing'));
  second.get('/api/things/summary', answer('things summary'));
  second.get('/api/things', answer('things'));
  const third = new Router();
  third.get('/api/late', answer('late'));
  third.get('/api/things/summary', answer('shadowed'));
  return [first, second, third];
}

function app(withLookup: boolean): Koa {
  const koa = new Koa();
  const all = routers();
  const steps = all.flatMap((r) => [r.routes() as unknown as Middleware, r.allowedMethods() as unknown as Middleware]);
  koa.use(chain(withLookup ? [staticRoutes(all), ...steps] : steps));
  return koa;
}

let servers: Server[] = [];
let withLookup = '';
let without = '';

beforeAll(async () => {
  const listen = async (koa: Koa) => {
    const handle = koa.callback();
    const server = createServer((req, res) => void handle(req, res));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    servers.push(server);
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  };
  withLookup = await listen(app(true));
  without = await listen(app(false));
});
afterAll(async () => {
  await Promise.all(servers.map((s) => new Promise((r) => s.close(r))));
  servers = [];
});

const ask = async (base: string, method: string, path: string) => {
  const res = await fetch(base + path, { method });
  return { status: res.status, allow: res.headers.get('allow'), body: method === 'HEAD' ? '' : await res.text() };
};

describe('routes without parameters, looked up', () => {
  it('finds only the routes the routers would run first', () => {
    const table = staticRoutes(routers()).routes;
    expect([...(table.get('GET')?.keys() ?? [])].sort()).toEqual(['/api/auth/me', '/api/late', '/api/things']);
    expect([...(table.get('HEAD')?.keys() ?? [])].sort()).toEqual(['/api/auth/me', '/api/late', '/api/things']);
    expect([...(table.get('POST')?.keys() ?? [])]).toEqual(['/api/auth/login']);
  });

  it.each([
    ['GET', '/api/auth/me'],
    ['HEAD', '/api/auth/me'],
    ['POST', '/api/auth/login'],
    ['GET', '/api/late'],
    ['GET', '/api/things'],
    // The parameter route registered first answers, as it does through the routers.
    ['GET', '/api/things/summary'],
    ['GET', '/api/things/42'],
    // Not looked up: a trailing slash, other case, a method the path does not answer (405 with Allow), OPTIONS, an unknown path.
    ['GET', '/api/auth/me/'],
    ['GET', '/API/AUTH/ME'],
    ['DELETE', '/api/auth/me'],
    ['OPTIONS', '/api/auth/me'],
    ['GET', '/api/nowhere'],
  ])('%s %s is answered as the routers answer it', async (method, path) => {
    expect(await ask(withLookup, method, path)).toEqual(await ask(without, method, path));
  });

  it('gives a route its (empty) parameters', async () => {
    expect(JSON.parse((await ask(withLookup, 'GET', '/api/late')).body)).toEqual({ route: 'late', params: {} });
  });
});
