// What an area hands the composition root (docs/adding-an-area.md): `server/<area>/area.ts`
// exports one `defineArea(...)`, and `server/areas.ts` lists it — the one line that registers an
// area on the server. The root mounts its routers, opens its client-link channels, runs its
// workspace hooks and records its history; nothing else keeps a list of areas.
import type Router from '@koa/router';
import type { AppContext } from '../context.js';
import type { AttachNamespace } from '../realtime/gateway.js';
import type { SocketAllowance } from '../realtime/public-link-namespace.js';
import type { ActivityMappers } from './activity.js';
import type { WorkspaceHooks } from './workspace-hooks.js';

export type ServerArea = {
  /** The area's folder under server/. */
  name: string;
  /** Its routers (the handlers of its part of contracts/http/api.ts), mounted in this order after the areas before it. */
  routes?: (app: AppContext) => Router[];
  /** Live channels of its own for client links (no account), all under one socket limit per link. */
  publicNamespaces?: (app: AppContext, allowSocket: SocketAllowance) => AttachNamespace[];
  /** What it adds when a workspace is made or loses a member, run inside that transaction. */
  workspaceHooks?: Partial<WorkspaceHooks>;
  /** Which of its events are history, and what each records. */
  activity?: ActivityMappers;
};

/** Declares an area (an identity function: it only checks the shape). */
export const defineArea = (area: ServerArea): ServerArea => area;

/** Every area's hooks for each moment, in the areas' order. */
export function workspaceHooksOf(areas: readonly ServerArea[]): WorkspaceHooks {
  return {
    workspaceCreated: areas.flatMap((a) => a.workspaceHooks?.workspaceCreated ?? []),
    memberRemoved: areas.flatMap((a) => a.workspaceHooks?.memberRemoved ?? []),
  };
}

/** The areas' activity mappers as one map; an event claimed by two areas is a wiring mistake. */
export function activityMappersOf(areas: readonly ServerArea[]): ActivityMappers {
  const all: Record<string, unknown> = {};
  for (const area of areas) {
    for (const [type, mapper] of Object.entries(area.activity ?? {})) {
      if (type in all) throw new Error(`Two areas record the event ${type} as activity`);
      all[type] = mapper;
    }
  }
  return all as ActivityMappers;
}
