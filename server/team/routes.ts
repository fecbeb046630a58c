import type Router from '@koa/router';
import { teamApi } from '../../contracts/team.js';
import type { AppContext } from '../context.js';
import { typedRouter } from '../http/typed-routes.js';
import { setAccessCookie } from '../auth/cookies.js';
import { acceptInvitation, createInvitation, listInvitations, previewInvitation, revokeInvitation } from './invitations/service.js';
import { listWorkspaces, switchWorkspace } from './workspaces/service.js';
import { changeRole, listMembers, removeMember } from './members/service.js';

/** Members, invitations and workspaces (docs/product.md#teams). Who may call what: each route's `permission` in contracts/team.ts. */
export function teamRoutes(app: AppContext): Router {
  const { router, route } = typedRouter(app);
  const secure = app.config.appOrigin.startsWith('https:');

  route(teamApi.members, async ({ actor }) => ({ members: await listMembers(app.db, actor.workspaceId) }));
  route(teamApi.updateMember, async ({ params, body, actor }) => ({ member: await changeRole(app, actor, params.userId, body.role) }));
  route(teamApi.removeMember, async ({ params, query, actor }) => {
    await removeMember(app, actor, params.userId, query.reassignTo?.toLowerCase());
  });

  route(teamApi.invitations, async ({ actor }) => ({ invitations: await listInvitations(app, actor) }));
  route(teamApi.invite, ({ body, actor }) => createInvitation(app, actor, body));
  route(teamApi.revokeInvitation, async ({ params, actor }) => {
    await revokeInvitation(app, actor, params.id);
  });

  // Public: the join page shows whose invitation it is before anyone signs in.
  route(teamApi.previewInvitation, async ({ params }) => ({ invitation: await previewInvitation(app, params.token) }));

  // Joins, then makes the joined workspace the session's current one.
  route(teamApi.acceptInvitation, async ({ params, actor, ctx }) => {
    const { workspaceId } = await acceptInvitation(app, actor.userId, params.token);
    const switched = await switchWorkspace(app, actor, workspaceId);
    setAccessCookie(ctx, switched.accessToken, secure);
    return { user: switched.user };
  });

  route(teamApi.workspaces, async ({ actor }) => ({ workspaces: await listWorkspaces(app, actor) }));
  route(teamApi.switchWorkspace, async ({ params, actor, ctx }) => {
    const switched = await switchWorkspace(app, actor, params.id);
    setAccessCookie(ctx, switched.accessToken, secure);
    return { user: switched.user };
  });

  return router;
}
