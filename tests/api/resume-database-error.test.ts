import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../../server/app.js';
import { startTestServer } from '../helpers/server.js';
import { signUp, type ApiClient } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';

// A tab that resumed while its node could not read the outbox (a failover; the pool reconnecting after
// an outage, when the node's LISTEN is back and it has just closed its tabs to make them resume) was told
// it had missed nothing — { events: [], more: false } — and never saw what it had missed. It is told to
// ask again instead. This file's own server: the test takes the outbox away for a moment.

let server: RunningServer;
let client: ApiClient;
let tab: TestSocket;

beforeAll(async () => {
  server = await startTestServer();
  ({ client } = await signUp(server.url, 'Resume Seller'));
  tab = await connectSocket(server.url, client.cookieHeader);
});
afterAll(async () => {
  tab?.close();
  await server?.close();
});

describe('a resume the database cannot answer', () => {
  it('is answered with when to ask again, not with "nothing missed"; asked again, it brings the events', async () => {
    const created = await client.post('/api/companies', { name: 'Missed Co', domain: 'missed-co.example' });
    expect(created.status).toBe(201);
    const { head } = await tab.resume(-1);
    expect(head).toBeGreaterThan(0);

    await server.app.db.execute(sql`alter table domain_events rename to domain_events_unreachable`);
    let failed;
    try {
      failed = await tab.resume(0);
    } finally {
      await server.app.db.execute(sql`alter table domain_events_unreachable rename to domain_events`);
    }
    expect(failed.events).toEqual([]);
    expect(failed.more).toBe(true);
    expect(failed.retryAfterMs).toBeGreaterThan(0);

    const again = await tab.resume(0);
    expect(again.events.filter((e) => e.type === 'company.created').map((e) => (e.payload as { company: { id: string } }).company.id)).toEqual([created.body.company.id]);
  });
});
