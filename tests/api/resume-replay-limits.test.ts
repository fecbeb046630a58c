import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { RunningServer } from '../../server/app.js';
import { RESUME_PAGE_BYTES, RESUMES_PER_WINDOW } from '../../server/realtime/resume.js';
import { sharedTestServer } from '../helpers/server.js';
import { signUp } from '../helpers/client.js';
import { connectSocket, type TestSocket } from '../helpers/socket.js';

let server: RunningServer;
let tab: TestSocket;
const EVENT_BYTES = 100_000;
const EVENTS = 30;

beforeAll(async () => {
  server = await sharedTestServer();
  const { client, user } = await signUp(server.url, 'Replay Seller');
  // 3 MB of missed events for this workspace (large ones, as a long history can hold).
  await server.app.db.execute(
    sql`insert into domain_events (type, payload, workspace_id) select 'company.deleted', jsonb_build_object('id', repeat('x', ${EVENT_BYTES})), ${user.workspaceId}::uuid from generate_series(1, ${EVENTS})`,
  );
  tab = await connectSocket(server.url, client.cookieHeader);
});
afterAll(async () => {
  tab?.close();
});

describe('hole: resume replayed unbounded history, as often as a socket asked', () => {
  it('one replay sends at most RESUME_PAGE_BYTES of events and says there are more', async () => {
    const ack = await tab.resume(0);
    const bytes = ack.events.reduce((n, e) => n + JSON.stringify(e.payload).length, 0);
    expect(ack.events.length).toBeGreaterThan(0);
    expect(ack.events.length).toBeLessThan(EVENTS);
    expect(bytes).toBeLessThanOrEqual(RESUME_PAGE_BYTES);
    expect(ack.more).toBe(true);
    // Paging on from the last one reaches the end.
    const next = await tab.resume(ack.events.at(-1)!.id);
    expect(next.events[0].id).toBeGreaterThan(ack.events.at(-1)!.id);
  });

  it(`a socket gets ${RESUMES_PER_WINDOW} replays per window; past that, nothing but when to ask again`, async () => {
    const acks = [];
    for (let i = 0; i < RESUMES_PER_WINDOW + 3; i++) acks.push(await tab.resume(0));
    const refused = acks.filter((a) => a.retryAfterMs !== undefined);
    expect(refused.length).toBeGreaterThanOrEqual(3);
    for (const a of refused) {
      expect(a.events).toEqual([]);
      expect(a.more).toBe(true);
      expect(a.retryAfterMs).toBeGreaterThan(0);
    }
  });
});
