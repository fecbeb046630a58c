import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestServer } from '../helpers/server.js';
import { ApiClient, signUp } from '../helpers/client.js';
import { users, workspaceMembers } from '../../server/db/schema/index.js';
import type { RunningServer } from '../../server/app.js';

const PATHS = ['/admin/jobs', '/admin/jobs/', '/admin/jobs/api'];

// Issue 12 item 1: Agendash lists and controls every workspace's jobs, and every registrant owns a
// workspace — so it is for operators named in OPERATOR_EMAILS only, and absent when none are named.
describe('item 1: Agendash with no operator configured', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ operatorEmails: undefined });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is not mounted: 404 for a workspace owner and for an anonymous visitor', async () => {
    const owner = await signUp(server.url, 'Plain Owner');
    expect(owner.user.role).toBe('owner');
    for (const path of PATHS) {
      expect((await owner.client.get(path)).status, path).toBe(404);
      expect((await new ApiClient(server.url).get(path)).status, path).toBe(404);
    }
  });
});

describe('item 1: Agendash with OPERATOR_EMAILS', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer({ operatorEmails: ['ops@example.com'] });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is 401 for an anonymous visitor', async () => {
    for (const path of PATHS) {
      const res = await new ApiClient(server.url).get(path);
      expect(res.status, path).toBe(401);
      expect(res.body.error.code).toBe('unauthorized');
    }
  });

  it('is 403 for a workspace owner who is not in the list', async () => {
    const owner = await signUp(server.url, 'Plain Owner');
    expect(owner.user.role).toBe('owner');
    for (const path of PATHS) {
      const refused = await owner.client.get(path);
      expect(refused.status, path).toBe(403);
      expect(refused.body.error).toEqual({ code: 'forbidden', message: 'Only an operator can open this page' });
    }
  });

  it('opens for a listed operator (email compared case-insensitively), even one who is not an owner', async () => {
    const ops = await signUp(server.url, 'Operator');
    await server.app.db.update(users).set({ email: 'Ops@Example.com' }).where(eq(users.id, ops.user.id));
    await server.app.db.update(workspaceMembers).set({ role: 'member' }).where(eq(workspaceMembers.userId, ops.user.id));
    const member = new ApiClient(server.url);
    const login = await member.post('/api/auth/login', { email: 'Ops@Example.com', password: ops.password });
    expect(login.status).toBe(200);
    expect(login.body.user.role).toBe('member');
    const page = await member.get('/admin/jobs/');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    expect(String(page.body)).toContain('Agendash');
  });
});
