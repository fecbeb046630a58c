import { defineArea } from '../ports/server-area.js';
import { teamRoutes } from './routes.js';

/** Members, roles, invitations and workspaces; the feed shows people joining (docs/product.md#teams). */
export const teamArea = defineArea({
  name: 'team',
  routes: (app) => [teamRoutes(app)],
  activity: {
    'member.joined': (p) => ({ kind: 'member.joined', subjectType: 'member', subjectId: p.member.userId, payload: { name: p.member.fullName, role: p.member.role } }),
  },
});
