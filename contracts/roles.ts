import { z } from 'zod';

import { ROLES } from './role-names.js';

export { ROLES, ROLE_LABELS, isRole, type Role } from './role-names.js';
export const role = z.enum(ROLES, { error: 'Role must be owner, admin, member or viewer' });
