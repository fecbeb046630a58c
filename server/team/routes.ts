import Router from '@koa/router';
import { invitationInput, memberRemovalInput, memberRoleInput } from '../../contracts/team.js';
import type { AppContext } from '../context.js';
import { parse } from '../http/validate.js';
import { parseId } from '../http/params.js';
import { actorOf, requireUser } from '../auth/middleware.js';
import { setAccessCookie } from '../auth/cookies.js';
import { acceptInvitation, createInvitation, listInvitations, previewInvitation, revokeInvitation } from './invitation-service.js';
import { listWorkspaces, switchWorkspace } from './workspace-service.js';
import { changeRole, listMembers, removeMember } from './member-service.js';

/** Invitations and workspaces (docs/product.md#teams). Who may call what: server/team/route-permissions.ts. */
export function teamRoutes(app: AppContext): Router {
  const router = new Router({ prefix: '/api' });
  const secure = app.config.appOrigin.startsWith('https:');
  const signedIn = requireUser(app);

  router.get('/workspace/members', signedIn, async (ctx) => {
    ctx.body = { members: await listMembers(app.db, actorOf(ctx).workspaceId) };
  });

  router.patch('/workspace/members/:userId', signedIn, async (ctx) => {
    const { role } = parse(memberRoleInput, ctx.request.body);
    ctx.body = { member: await changeRole(app, actorOf(ctx), parseId(ctx.params.userId, 'user id'), role) };
  });

  // `reassignTo` in the JSON body or, since DELETE bodies are not read, the query string.
  router.delete('/workspace/members/:userId', signedIn, async (ctx) => {
    const { reassignTo } = parse(memberRemovalInput, { ...ctx.query, ...((ctx.request.body as object | undefined) ?? {}) });
    await removeMember(app, actorOf(ctx), parseId(ctx.params.userId, 'user id'), reassignTo?.toLowerCase());
    ctx.status = 204;
  });

  router.get('/workspace/invitations', signedIn, async (ctx) => {
    ctx.body = { invitations: await listInvitations(app, actorOf(ctx)) };
  });

  router.post('/workspace/invitations', signedIn, async (ctx) => {
    const input = parse(invitationInput, ctx.request.body);
    ctx.status = 201;
    ctx.body = await createInvitation(app, actorOf(ctx), input);
  });

  router.delete('/workspace/invitations/:id', signedIn, async (ctx) => {
    await revokeInvitation(app, actorOf(ctx), parseId(ctx.params.id, 'invitation id'));
    ctx.status = 204;
  });

  // Public: the join page shows whose invitation it is before anyone signs in.
  router.get('/invitations/:token', async (ctx) => {
    ctx.body = { invitation: await previewInvitation(app, ctx.params.token) };
  });

  /** Joins, then makes the joined workspace the session's current one. */
  router.post('/invitations/:token/accept', signedIn, async (ctx) => {
    const actor = actorOf(ctx);
    const { workspaceId } = await acceptInvitation(app, actor.userId, ctx.params.token);
    const switched = await switchWorkspace(app, actor, workspaceId);
    setAccessCookie(ctx, switched.accessToken, secure);
    ctx.body = { user: switched.user };
  });

  router.get('/workspaces', signedIn, async (ctx) => {
    ctx.body = { workspaces: await listWorkspaces(app, actorOf(ctx)) };
  });

  router.post('/workspaces/:id/switch', signedIn, async (ctx) => {
    const switched = await switchWorkspace(app, actorOf(ctx), parseId(ctx.params.id, 'workspace id'));
    setAccessCookie(ctx, switched.accessToken, secure);
    ctx.body = { user: switched.user };
  });

  return router;
}
