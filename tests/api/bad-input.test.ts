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
    const forged = await createTokenSigner('someone-elses-secret-someone-elses-secret').signAccess({ id: userId, workspaceId, sessionId: randomUUID() });
    const realPayload = (await server.app.tokens.signAccess({ id: userId, workspaceId, sessionId: randomUUID() })).split('.')[1];
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

describe('issue 12 item 6: bad characters, prototype keys, unknown methods and delete races never give a 500', () => {
  let server: RunningServer;
  let client: ApiClient;
  let ids: { company: string; contact: string; template: string; presentation: string; session: string };
  const NUL = 'a\u0000b';
  const LONE = 'x\ud800y';
  const json = () => ({ 'content-type': 'application/json', cookie: client.cookieHeader });
  const send = (method: string, path: string, body?: unknown) =>
    raw(server, method, path, { headers: json(), body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });

  beforeAll(async () => {
    server = await startTestServer();
    client = (await signUp(server.url, 'Probe Person')).client;
    const company = (await client.post('/api/companies', { name: 'Probe Co', domain: 'probe.example' })).body.company.id;
    const contact = (await client.post('/api/contacts', { firstName: 'Pro', lastName: 'Be', email: 'pro@probe.example', companyId: company })).body.contact.id;
    const template = await client.post('/api/templates', { name: 'Probe', messageType: 'email', subject: 'Hi', body: 'Hello {{firstName}}' });
    const presentation = (await client.post('/api/presentations', { title: 'Probe deck' })).body.presentation.id;
    const session = (await client.post('/api/chat/sessions', { companyId: company, projectName: 'Probe' })).body.session.id;
    ids = { company, contact, template: template.body.template?.id ?? '00000000-0000-4000-8000-000000000000', presentation, session };
  });
  afterAll(async () => {
    await server?.close();
  });

  /** Text fields (and jsonb fields) of many routes: each gets a NUL byte, then a lone surrogate. */
  const bodies = (): Array<[string, string, (bad: string) => unknown]> => [
    ['POST', '/api/companies', (bad) => ({ name: bad, domain: 'nul.example' })],
    ['PATCH', `/api/companies/${ids.company}`, (bad) => ({ name: bad })],
    ['PUT', '/api/profile', (bad) => ({ fullName: 'Probe', title: bad })],
    ['PUT', '/api/branding', (bad) => ({ companyName: bad, primaryColor: '#112233' })],
    ['POST', '/api/templates', (bad) => ({ name: bad, messageType: 'email', subject: 'Hi', body: 'x' })],
    ['PATCH', `/api/templates/${ids.template}`, (bad) => ({ body: bad })],
    ['POST', '/api/contacts', (bad) => ({ firstName: bad, lastName: 'X' })],
    ['PATCH', `/api/contacts/${ids.contact}`, (bad) => ({ notes: bad })],
    ['POST', '/api/chat/sessions', (bad) => ({ companyId: ids.company, projectName: bad })],
    ['POST', `/api/chat/sessions/${ids.session}/messages`, (bad) => ({ message: bad })],
    ['POST', '/api/presentations', (bad) => ({ title: bad })],
    ['PATCH', `/api/presentations/${ids.presentation}`, (bad) => ({ htmlContent: `<p>${bad}</p>` })],
    ['POST', `/api/presentations/${ids.presentation}/generate`, (bad) => ({ prompt: bad })],
    ['POST', '/api/documents', (bad) => ({ title: bad, products: [{ id: 'p1', name: bad }] })],
    ['POST', '/api/analytics/events', (bad) => ({ events: [{ name: 'page_view', props: { path: bad } }] })],
    ['POST', '/api/company-batches', (bad) => ({ name: bad, text: `Acme${bad}, acme.example` })],
    ['POST', '/api/contact-batches', (bad) => ({ companyId: ids.company, source: 'paste', text: `Jo ${bad}, jo@x.example` })],
    ['POST', '/api/auth/register', (bad) => ({ fullName: bad, email: 'nul@example.com', password: 'lantern-orbit-93' })],
    ['POST', '/api/auth/login', (bad) => ({ email: 'nul@example.com', password: bad })],
    ['POST', '/api/waitlist', (bad) => ({ email: 'w@example.com', name: bad })],
    // In a key, not a value.
    ['PUT', '/api/profile', (bad) => ({ fullName: 'Probe', [bad]: 'x' })],
  ];

  it('a NUL byte or a lone surrogate in any body field → 400 "not allowed" naming the field', async () => {
    for (const bad of [NUL, LONE]) {
      for (const [method, path, body] of bodies()) {
        const res = await send(method, path, body(bad));
        const label = `${method} ${path} ${JSON.stringify(bad)}`;
        expectEnvelope(res, 400, 'validation_failed');
        expect(res.body.error.message, label).toBe('This text contains characters that are not allowed');
        expect(res.body.error.details?.[0]?.path, label).toMatch(/\w/);
      }
    }
    const field = await send('PUT', '/api/profile', { fullName: 'Probe', bio: NUL });
    expect(field.body.error.details).toEqual([{ path: 'bio', message: 'This text contains characters that are not allowed' }]);
    const nested = await send('POST', '/api/documents', { title: 'ok', products: [{ id: 'p1', name: LONE }] });
    expect(nested.body.error.details).toEqual([{ path: 'products.0.name', message: 'This text contains characters that are not allowed' }]);
  });

  it('a NUL byte or a lone surrogate in any query string → 400', async () => {
    for (const q of ['%00', 'a%00b', '%ED%A0%80']) {
      for (const path of [
        `/api/companies?q=${q}`,
        `/api/companies?industry=${q}`,
        `/api/companies/summary?q=${q}`,
        `/api/directory/companies?q=${q}`,
        `/api/contacts?q=${q}`,
        `/api/alerts?company=${q}`,
        `/api/catalogue/search?keywords=${q}`,
        `/api/messages?q=${q}`,
        `/api/${q}`,
      ]) {
        const res = await send('GET', path);
        expect(res.status, `${path} → ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
        // %ED%A0%80 is not UTF-8: the query parser reads it as U+FFFD, a real character.
        if (q !== '%ED%A0%80') expect(res.body?.error?.code, path).toMatch(/^(validation_failed|not_found)$/);
      }
    }
    const res = await send('GET', '/api/companies?q=a%00b');
    expect(res.body.error.details).toEqual([{ path: 'q', message: 'This text contains characters that are not allowed' }]);
  });

  it('__proto__, constructor and toString as query values and as JSON keys are plain strings', async () => {
    for (const word of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'prototype']) {
      for (const path of [
        `/api/companies?industry=${word}`,
        `/api/companies?stage=${word}`,
        `/api/companies?q=${word}`,
        `/api/companies/summary?industry=${word}`,
        `/api/directory/companies?industry=${word}&country=${word}`,
        `/api/contacts?q=${word}`,
        `/api/catalogue/search?keywords=${word}&category=${word}&sort=${word}`,
        `/api/messages?type=${word}`,
        `/api/alerts?company=${word}`,
        `/api/companies?${word}=1`,
      ]) {
        const res = await send('GET', path);
        expect(res.status, `${path} → ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
        if (res.status >= 400) expect(res.body?.error?.code, path).toBeTruthy();
      }
      for (const [method, path] of [
        ['PUT', '/api/profile'],
        ['POST', '/api/companies'],
        ['POST', '/api/contacts'],
        ['POST', '/api/templates'],
        ['POST', '/api/documents'],
        ['POST', '/api/analytics/events'],
      ] as const) {
        const res = await send(method, path, `{"${word}": {"fullName": "Polluted", "isAdmin": true}, "fullName": "Probe Person"}`);
        expect(res.status, `${method} ${path} {${word}} → ${res.status} ${JSON.stringify(res.body)}`).toBeLessThan(500);
      }
    }
    const filtered = await send('GET', '/api/companies?industry=__proto__');
    expect(filtered.status).toBe(200);
    expect(filtered.body.items).toEqual([]);
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
    expect((await client.get('/api/profile')).body.profile.fullName).toBe('Probe Person');
  });

  it('an unknown HTTP method → the error envelope, not an empty body', async () => {
    for (const [method, path] of [
      ['PROPFIND', '/api/companies'],
      ['MKCOL', '/api/companies'],
      ['TRACE', '/api/profile'],
      ['FOO', '/api/x'],
      ['PROPFIND', '/'],
    ] as const) {
      const res = await rawMethod(server.url, method, path);
      expect(res.status, `${method} ${path}`).toBe(405);
      expect(res.contentType).toMatch(/application\/json/);
      expect(JSON.parse(res.body)).toEqual({ error: { code: 'method_not_allowed', message: 'This method is not supported' } });
    }
    // The server still answers afterwards.
    expect((await client.get('/api/profile')).status).toBe(200);
  });

  it('deleting a company while contacts, chats and contact batches are created for it: only 2xx/404/409, no partial write', async () => {
    const { pool } = server.app.database;
    for (let round = 0; round < 6; round++) {
      const created = await client.post('/api/companies', { name: `Race ${round}`, domain: `race-${round}.example` });
      expect(created.status).toBe(201);
      const companyId = created.body.company.id as string;
      const tag = `racer${round}`;
      const attempts = Array.from({ length: 30 }, (_, i) => {
        switch (i % 3) {
          case 0:
            return client.post('/api/contacts', { firstName: tag, lastName: `C${i}`, companyId });
          case 1:
            return client.post('/api/chat/sessions', { companyId, projectName: `${tag}-${i}` });
          default:
            return client.post('/api/contact-batches', { companyId, source: 'paste', name: `${tag}-${i}`, text: `First${i} Last${i}, first${i}@${tag}.example\nOther${i} Person${i}, other${i}@${tag}.example` });
        }
      });
      const deletion = new Promise((r) => setTimeout(r, 4 * round)).then(() => client.delete(`/api/companies/${companyId}`));
      const results = await Promise.all([...attempts, deletion]);
      for (const res of results) {
        // 400 only as the contract's own field answer: "the company you chose does not exist".
        const fieldAnswer = res.status === 400 && res.body.error.details?.[0]?.path === 'companyId';
        if (!fieldAnswer) expect([200, 201, 202, 204, 404, 409], JSON.stringify(res.body)).toContain(res.status);
        if (res.status >= 400) expect(res.body.error.code).toMatch(/^(not_found|conflict|validation_failed)$/);
      }
      // What answered 2xx exists in full; what was refused left nothing behind.
      const ok = (i: number) => results[i].status < 300;
      const contactsMade = attempts.map((_, i) => i).filter((i) => i % 3 === 0 && ok(i)).length;
      const sessionsMade = attempts.map((_, i) => i).filter((i) => i % 3 === 1 && ok(i)).length;
      const batchesMade = attempts.map((_, i) => i).filter((i) => i % 3 === 2 && ok(i)).length;
      expect(Number((await pool.query('select count(*) as n from contacts where first_name = $1', [tag])).rows[0].n)).toBe(contactsMade);
      expect(Number((await pool.query('select count(*) as n from chat_sessions where project_name like $1', [`${tag}-%`])).rows[0].n)).toBe(sessionsMade);
      const batches = await pool.query<{ n: string }>(
        `select (select count(*) from batch_contacts bc where bc.batch_id = b.id) as n from contact_batches b where b.name like $1`,
        [`${tag}-%`],
      );
      expect(batches.rows.length).toBe(batchesMade);
      for (const row of batches.rows) expect(Number(row.n)).toBe(2);
    }
  });

  // Deterministic on a PostgreSQL server: the company's delete is in flight (uncommitted) while the
  // creations check it (still visible) and insert (their foreign-key check waits for the delete);
  // the delete then commits under them. Embedded PGlite runs one transaction at a time, so there
  // the creations simply wait and find no company.
  it.skipIf(!process.env.DATABASE_URL)('a delete committing under in-flight creations → 404/409, never 500 (PostgreSQL)', async () => {
    const { pool } = server.app.database;
    const created = await client.post('/api/companies', { name: 'Race Held', domain: 'race-held.example' });
    const companyId = created.body.company.id as string;
    const tag = 'heldracer';
    const deleting = await pool.connect();
    try {
      await deleting.query('begin');
      await deleting.query('delete from companies where id = $1', [companyId]);
      const attempts = [
        client.post('/api/contacts', { firstName: tag, lastName: 'One', companyId }),
        client.post('/api/chat/sessions', { companyId, projectName: `${tag}-chat` }),
        client.post('/api/contact-batches', { companyId, source: 'paste', name: `${tag}-batch`, text: 'Ann Lee, ann@held.example\nBo Park, bo@held.example' }),
      ];
      // Wait until the creations are blocked on the company row's lock.
      const deadline = Date.now() + 10_000;
      let waiting = 0;
      while (Date.now() < deadline && waiting < attempts.length) {
        await new Promise((r) => setTimeout(r, 50));
        const res = await pool.query<{ n: string }>(`select count(*) as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
        waiting = Number(res.rows[0].n);
      }
      expect(waiting).toBe(attempts.length);
      await deleting.query('commit');
      const results = await Promise.all(attempts);
      for (const res of results) {
        expect([404, 409], JSON.stringify(res.body)).toContain(res.status);
        expect(res.body.error.code).toMatch(/^(not_found|conflict)$/);
      }
    } finally {
      await deleting.query('rollback').catch(() => undefined);
      deleting.release();
    }
    expect(Number((await pool.query('select count(*) as n from contacts where first_name = $1', [tag])).rows[0].n)).toBe(0);
    expect(Number((await pool.query('select count(*) as n from chat_sessions where project_name = $1', [`${tag}-chat`])).rows[0].n)).toBe(0);
    expect(Number((await pool.query('select count(*) as n from contact_batches where name = $1', [`${tag}-batch`])).rows[0].n)).toBe(0);
    expect(Number((await pool.query(`select count(*) as n from batch_contacts where email like '%@held.example'`)).rows[0].n)).toBe(0);
  });
});

/** A request with any method name, even one fetch refuses to send. */
async function rawMethod(baseUrl: string, method: string, path: string): Promise<{ status: number; contentType: string; body: string }> {
  const { request } = await import('node:http');
  return new Promise((resolve, reject) => {
    const req = request(baseUrl + path, { method, headers: { accept: 'application/json' } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, contentType: String(res.headers['content-type'] ?? ''), body }));
    });
    req.on('error', reject);
    req.end();
  });
}
