// What areas add to a workspace's life without the areas knowing each other: the composition root
// (server/app.ts) gives the app context one list per moment, and the area that owns the moment
// runs them inside its transaction (team/memberships.ts, accounts/service.ts, team/members/service.ts).
import type { Publish, Tx } from '../events/outbox.js';

/** A workspace just made (registration, or a user left with none), inside the transaction that made it. */
export type WorkspaceCreated = { tx: Tx; publish: Publish; workspaceId: string; userId: string };

/**
 * A member is being removed and `heir` takes over what they owned, inside the transaction that
 * removes them (after `member.removed` is published).
 */
export type MemberRemoved = {
  tx: Tx;
  publish: Publish;
  workspaceId: string;
  actorId: string;
  userId: string;
  heir: { userId: string; fullName: string };
};

export type WorkspaceHooks = {
  /** Adds what a new workspace starts with (an area's starter rows). */
  workspaceCreated: ReadonlyArray<(e: WorkspaceCreated) => Promise<void>>;
  /** Hands a leaving member's records to their heir (the pipeline's companies…). */
  memberRemoved: ReadonlyArray<(e: MemberRemoved) => Promise<void>>;
};

export async function runWorkspaceHooks<K extends keyof WorkspaceHooks>(
  hooks: WorkspaceHooks,
  moment: K,
  event: Parameters<WorkspaceHooks[K][number]>[0],
): Promise<void> {
  for (const hook of hooks[moment] as ReadonlyArray<(e: typeof event) => Promise<void>>) await hook(event);
}
