import type { Middleware } from 'koa';
import type { Agenda } from 'agenda';

/**
 * Agendash's Koa adapter, loaded on its own. Agendash's package entry also loads its Express,
 * Fastify and Hapi adapters (whose frameworks we do not install), so this reaches into the
 * package for `middlewares/koa.js`. Pinned to agendash 8; tests/unit/library-contracts.test.ts
 * fails when that file or its export moves (see the README's "Library internals").
 */
export type AgendashKoa = { createKoaMiddlewareAsync(agenda: Agenda): Promise<Middleware[]> };

export async function loadAgendashKoa(): Promise<AgendashKoa> {
  const entry = import.meta.resolve('agendash');
  return (await import(new URL('./middlewares/koa.js', entry).href)) as AgendashKoa;
}
