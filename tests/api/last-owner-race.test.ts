import { beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { RunningServer } from '../../server/app.js';
import { workspaceMembers } from '../../server/db/schema/index.js';
import { sharedTestServer } from '../helpers/server.js';
import { signUp } from '../helpers/client.js';
import { memberOf } from '../helpers/team.js';

let server: RunningServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

describe('hole: two owners demoting each other at once left the workspace without an owner', () => {
  it('concurrent demotions: exactly one succeeds, the other is refused (the last-owner 409), and the workspace keeps an owner', async () => {
    for (let round = 0; round < 3; round++) {
      const first = await signUp(server.url, `First Owner ${round}`);
      const workspaceId = first.user.workspaceId;
      const second = await memberOf(server, workspaceId, 'owner', `Second Owner ${round}`);
      const [a, b] = await Promise.all([
        first.client.patch(`/api/workspace/members/${second.user.id}`, { role: 'admin' }),
        second.client.patch(`/api/workspace/members/${first.user.id}`, { role: 'admin' }),
      ]);
      expect([a.status, b.status].filter((s) => s === 200), JSON.stringify([a.body, b.body])).toHaveLength(1);
      // Refused as the last owner when both were under way at once; as no longer an owner when the
      // second request began after the first had finished; as signed out when it began after the
      // first had also ended the demoted owner's sessions (a lowered role signs its holder out).
      const refused = a.status === 200 ? b : a;
      expect([409, 403, 401]).toContain(refused.status);
      const messages: Record<number, string> = {
        409: 'A workspace needs an owner: make someone else an owner first',
        403: 'Only an owner can transfer ownership or change an owner',
        401: 'You need to sign in',
      };
      expect(refused.body.error.message).toBe(messages[refused.status]);
      const owners = await server.app.db
        .select({ userId: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
      expect(owners).toHaveLength(1);
    }
  });

  it('concurrent removals of each other: one succeeds, the workspace keeps an owner', async () => {
    for (let round = 0; round < 3; round++) {
      const first = await signUp(server.url, `Remover ${round}`);
      const workspaceId = first.user.workspaceId;
      const second = await memberOf(server, workspaceId, 'owner', `Removed ${round}`);
      const [a, b] = await Promise.all([
        first.client.delete(`/api/workspace/members/${second.user.id}`),
        second.client.delete(`/api/workspace/members/${first.user.id}`),
      ]);
      expect([a.status, b.status].filter((s) => s < 300), JSON.stringify([a.body, b.body])).toHaveLength(1);
      const owners = await server.app.db
        .select({ userId: workspaceMembers.userId })
        .from(workspaceMembers)
        .where(and(eq(workspaceMembers.workspaceId, workspaceId), eq(workspaceMembers.role, 'owner')));
      expect(owners).toHaveLength(1);
    }
  });
});
