import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RunningServer } from '../../server/app.js';
import { createTokenSigner } from '../../server/auth/tokens.js';
import { startTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';

/** Row counts of every table a request could write to (not the limiter's or Agenda's bookkeeping). */
async function rowCounts(server: RunningServer): Promise<Record<string, number>> {
  const { rows } = await server.app.database.pool.query<{ table_name: string }>(
    `select table_name from information_schema.tables
      where table_schema = 'public' and table_type = 'BASE TABLE'
        and table_name not in ('rate_limits', 'agenda_jobs', 'agenda_logs', 'socket_io_attachments')
      order by table_name`,
  );
  const counts: Record<string, number> = {};
  for (const { table_name } of rows) {
    const result = await server.app.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from "${table_name}"`));
    counts[table_name] = Number(result.rows[0].n);
  }
  return counts;
}

type Res = { status: number; body: any; headers: Headers };

async function raw(server: RunningServer, method: string, path: string, init: { body?: BodyInit; headers?: Record<string, string>; duplex?: 'half' } = {}): Promise<Res> {
  const res = await fetch(server.url + path, { method, ...init } as RequestInit);
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // not JSON
  }
  return { status: res.status, body, headers: res.headers };
}

const expectEnvelope = (res: Res, status: number, code: string) => {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body?.error?.code).toBe(code);
  expect(typeof res.body.error.message).toBe('string');
  expect(JSON.stringify(res.body)).not.toMatch(/\bat .+\.(ts|js):\d+/); // no stack trace
};

describe('bad input is refused cleanly: never a 500, nothing written, the server keeps serving', () => {
  let server: RunningServer;
  let client: ApiClient;
  let userId: string;
  let workspaceId: string;
  let before: Record<string, number>;
  const statuses: number[] = [];
  const json = () => ({ 'content-type': 'application/json', cookie: client.cookieHeader });

  const send = async (method: string, path: string, init: Parameters<typeof raw>[3] = {}) => {
    const res = await raw(server, method, path, init);
    statuses.push(res.status);
    return res;
  };

  beforeAll(async () => {
    server = await startTestServer();
    const signed = await signUp(server.url, 'Bad Input');
    client = signed.client;
    userId = signed.user.id;
    workspaceId = signed.user.workspaceId;
    before = await rowCounts(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('malformed JSON → 400', async () => {
    for (const body of ['{"fullName": ', '{fullName: "x"}', 'nul', '{"a":1}}', '\u0000']) {
      expectEnvelope(await send('PUT', '/api/profile', { body, headers: json() }), 400, 'validation_failed');
      expectEnvelope(await send('POST', '/api/auth/register', { body, headers: { 'content-type': 'application/json' } }), 400, 'validation_failed');
    }
    const res = await send('PUT', '/api/profile', { body: '{"fullName": ', headers: json() });
    expect(res.body.error.message).toBe('The request body is not valid JSON');
  });

  it('JSON that is not an object → 400', async () => {
    const deep = '['.repeat(20_000) + ']'.repeat(20_000);
    for (const body of ['null', '"text"', '42', '[]', '[{"fullName":"x"}]', deep]) {
      expectEnvelope(await send('PUT', '/api/profile', { body, headers: json() }), 400, 'validation_failed');
    }
  });

  it('a body over 1 MB → 413, with or without Content-Length', async () => {
    const big = JSON.stringify({ fullName: 'Big', title: 'Body', bio: 'x'.repeat(1_100_000) });
    const res = await send('PUT', '/api/profile', { body: big, headers: json() });
    expectEnvelope(res, 413, 'payload_too_large');
    expect(res.body.error.message).toBe('The request body is too large');

    const encoder = new TextEncoder();
    const chunk = encoder.encode('x'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(encoder.encode('{"fullName":"Big","title":"Body","bio":"'));
      },
      pull(controller) {
        if (sent >= 1_200_000) {
          controller.enqueue(encoder.encode('"}'));
          controller.close();
          return;
        }
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const chunked = await send('PUT', '/api/profile', { body: stream, headers: json(), duplex: 'half' }).catch((err: Error) => err);
    // The server may answer 413 and close before the client has finished sending; either is a refusal.
    if (chunked instanceof Error) expect(chunked.message).toMatch(/fetch failed|other side closed|socket/i);
    else expectEnvelope(chunked, 413, 'payload_too_large');
  });

  it('a mutating request that is not JSON → 415', async () => {
    const cases: Array<[string, string]> = [
      ['text/plain', '{"fullName":"Plain","title":"Text"}'],
      ['application/x-www-form-urlencoded', 'fullName=Form&title=Post'],
      ['multipart/mixed; boundary=x', '--x--'],
      ['application/xml', '<profile/>'],
    ];
    for (const [type, body] of cases) {
      const res = await send('PUT', '/api/profile', { body, headers: { 'content-type': type, cookie: client.cookieHeader } });
      expectEnvelope(res, 415, 'unsupported_media_type');
    }
    expectEnvelope(
      await send('POST', '/api/auth/login', { body: 'email=a@b.co&password=x', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      415,
      'unsupported_media_type',
    );
    // A JSON body in a charset nobody speaks.
    const odd = await send('PUT', '/api/profile', { body: '{}', headers: { 'content-type': 'application/json; charset=klingon', cookie: client.cookieHeader } });
    expect([400, 415]).toContain(odd.status);
  });

  it('a cross-site Origin on a mutation → 403; same-origin is allowed', async () => {
    const body = JSON.stringify({ fullName: 'Cross Site', title: 'Attacker' });
    for (const origin of ['https://evil.example', 'http://127.0.0.1.evil.example', 'null', 'not a url']) {
      const res = await send('PUT', '/api/profile', { body, headers: { ...json(), origin } });
      expectEnvelope(res, 403, 'forbidden');
    }
    expectEnvelope(
      await send('POST', '/api/auth/logout', { headers: { cookie: client.cookieHeader, origin: 'https://evil.example' } }),
      403,
      'forbidden',
    );
    // Same origin passes the guard (and, with a bad body, reaches validation).
    const same = await send('PUT', '/api/profile', { body: JSON.stringify({ fullName: '' }), headers: { ...json(), origin: server.url } });
    expect(same.status).toBe(400);
    const get = await send('GET', '/api/profile', { headers: { cookie: client.cookieHeader, origin: 'https://evil.example' } });
    expect(get.status).toBe(200); // reads are not mutations
  });

  it('an unknown /api/… path → 404 JSON envelope', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/api/'],
      ['POST', '/api/nope/deeper'],
      ['DELETE', '/api/companies-that-do-not-exist/1'],
      // A known path with a method it does not have.
      ['DELETE', '/api/profile'],
      ['PATCH', '/api/auth/login'],
    ] as const) {
      const res = await send(method, path, { headers: json(), body: method === 'POST' || method === 'PATCH' ? '{}' : undefined });
      expectEnvelope(res, 404, 'not_found');
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
    }
  });

  it('a missing or forged cookie → 401', async () => {
    const forged = await createTokenSigner('someone-elses-secret-someone-elses-secret').signAccess({ id: userId, workspaceId, role: 'owner', sessionId: randomUUID() });
    const realPayload = (await server.app.tokens.signAccess({ id: userId, workspaceId, role: 'owner', sessionId: randomUUID() })).split('.')[1];
    const noneAlg = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${realPayload}.`;
    for (const cookie of [undefined, 'ss_access=', 'ss_access=forged', `ss_access=${forged}`, `ss_access=${noneAlg}`, 'ss_access=%E0%A4%A']) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) };
      expectEnvelope(await send('GET', '/api/profile', { headers }), 401, 'unauthorized');
      expectEnvelope(await send('PUT', '/api/profile', { headers, body: JSON.stringify({ fullName: 'Forged', title: 'Cookie' }) }), 401, 'unauthorized');
      expectEnvelope(await send('GET', '/api/auth/me', { headers }), 401, 'unauthorized');
    }
  });

  it('an invalid id in a path → 400 or 404, never 500', async () => {
    const ids = ['not-a-uuid', '1', "1' or '1'='1", '00000000-0000-0000-0000-00000000000g', 'x'.repeat(300), '%00'];
    const routes = [
      ['GET', '/api/templates/'],
      ['PATCH', '/api/templates/'],
      ['DELETE', '/api/templates/'],
      ['GET', '/api/companies/'],
      ['GET', '/api/contacts/'],
      ['GET', '/api/catalogue/products/'],
      ['GET', '/api/presentations/'],
      ['GET', '/api/chat/sessions/'],
    ] as const;
    for (const [method, prefix] of routes) {
      for (const id of ids) {
        const res = await send(method, prefix + encodeURIComponent(id), {
          headers: json(),
          body: method === 'PATCH' ? JSON.stringify({ name: 'x' }) : undefined,
        });
        expect([400, 404], `${method} ${prefix}${id} → ${res.status} ${JSON.stringify(res.body)}`).toContain(res.status);
        expect(res.body?.error?.code).toMatch(/^(validation_failed|not_found)$/);
      }
    }
  });

  it('afterwards: nothing was a 500, nothing was written, and the server still answers', async () => {
    expect(statuses.length).toBeGreaterThan(50);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(await rowCounts(server)).toEqual(before);
    const health = await raw(server, 'GET', '/healthz');
    expect(health.status).toBe(200);
    expect(health.body).toEqual({ status: 'ok' });
    const profile = await client.get('/api/profile');
    expect(profile.status).toBe(200);
    expect(profile.body.profile.fullName).toBe('Bad Input');
  });
});
