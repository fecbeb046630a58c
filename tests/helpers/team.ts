import { eq } from 'drizzle-orm';
import type { Role } from '../../contracts/roles.js';
import type { RunningServer } from '../../server/app.js';
import { users, workspaceMembers } from '../../server/db/schema/index.js';
import { ApiClient, signUp } from './client.js';

/**
 * A new person signed in to `workspaceId` with `role` (set up in the database: for tests whose
 * subject is not how people join — see team-invitations.test.ts for that).
 */
export async function memberOf(server: RunningServer, workspaceId: string, role: Role, fullName = `A ${role}`) {
  const person = await signUp(server.url, fullName);
  await server.app.db.insert(workspaceMembers).values({ workspaceId, userId: person.user.id, role });
  await server.app.db.update(users).set({ workspaceId }).where(eq(users.id, person.user.id));
  const client = new ApiClient(server.url);
  const login = await client.post('/api/auth/login', { email: person.email, password: person.password });
  if (login.status !== 200 || login.body.user.workspaceId !== workspaceId) throw new Error(`login into the workspace failed: ${login.status}`);
  return { ...person, client, user: login.body.user as typeof person.user };
}
